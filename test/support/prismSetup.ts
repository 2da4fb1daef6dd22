/**
 * Global setup of the Prism stage (`npm run test:prism`, vitest.prism.config.ts): one relay and one
 * Prism proxy with the document in front of it for the whole run; every service suite's requests go
 * through it (test/support/upstream.ts). At the end, any violation Prism logged fails the run.
 */
import type { TestProject } from "vitest/node"
import { openApiDocument } from "../../src/upstream/openapi.js"
import { startPrism, startRelay, violations } from "./prism.js"

declare module "vitest" {
  export interface ProvidedContext {
    /** The origin of the Prism proxy the service suites go through, when the Prism stage runs. */
    atlasPrism: string
  }
}

export default async function setup(project: TestProject) {
  const relay = await startRelay()
  const origins = { atlas: relay.origin, payments: relay.origin, shoppable: relay.origin, identity: relay.origin }
  const prism = await startPrism(openApiDocument({ origins }), relay.origin)
  project.provide("atlasPrism", prism.origin)
  return async () => {
    if (prism.exited()) throw new Error(`Prism died during the run:\n${prism.output().slice(-4000)}`)
    prism.stop()
    await relay.close()
    const found = violations(prism.output())
    if (found.length > 0) throw new Error(`Prism saw ${found.length} violations of the document:\n${found.slice(0, 40).join("\n")}`)
    const requests = prism
      .output()
      .split("\n")
      .filter((line) => line.includes("Request received")).length
    console.log(`Prism proxied ${requests} requests; its log has no violation.`)
  }
}
