/** A real atlas-upstream on free ports for a test file, and the OpenAPI document it serves. */
import { afterAll, beforeAll } from "vitest"
import { openApiDocument } from "../../src/upstream/openapi.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"

/**
 * Starts the upstream before the file's tests and stops it after; `D` is the view of the document
 * the file reads. The getters are for use inside tests (after `beforeAll`).
 */
export const servedUpstream = <D>() => {
  let running: RunningServer | undefined
  let document: D | undefined
  beforeAll(async () => {
    running = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
    document = openApiDocument({ origins: running.origins }) as unknown as D
  })
  afterAll(() => running?.close())
  const started = <A>(value: A | undefined): A => {
    if (value === undefined) throw new Error("the upstream is not started: read it inside a test")
    return value
  }
  return {
    get server(): RunningServer {
      return started(running)
    },
    get doc(): D {
      return started(document)
    }
  }
}
