/**
 * Prism (`@stoplight/prism-cli` 5, a tool this repo did not write) as a validating proxy in front of
 * the reference upstream: every request and response of a guest's flow (a client generated from the
 * document) goes through it, and `--errors` turns any violation
 * of the document into an error answer, which fails the flow. A document with one planted mismatch
 * shows that it would.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { createRequire } from "node:module"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openApiDocument } from "../../src/upstream/openapi.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { guestFlow } from "./guestFlow.js"

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

interface Prism {
  readonly origin: string
  readonly output: () => string
  readonly stop: () => void
}

/** Starts `prism proxy <document> <upstream> --errors` on a free loopback port. */
const startPrism = async (document: unknown, upstream: string): Promise<Prism> => {
  const file = join(mkdtempSync(join(tmpdir(), "atlas-prism-")), "openapi.json")
  writeFileSync(file, JSON.stringify(document))
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [
      createRequire(import.meta.url).resolve("@stoplight/prism-cli/dist/index.js"),
      "proxy",
      file,
      upstream,
      "--errors",
      "-h",
      "127.0.0.1",
      "-p",
      String(port)
    ],
    { stdio: ["ignore", "pipe", "pipe"] }
  )
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 60_000
  while (!output.includes("Prism is listening")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`prism did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { origin: `http://127.0.0.1:${port}`, output: () => output, stop: () => child.kill() }
}

/** Prism's log lines that report a violation of the document. */
const violations = (output: string) => output.split("\n").filter((line) => /violation|\berror\b/i.test(line))

let server: RunningServer
beforeAll(async () => {
  server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
})
afterAll(() => server.close())

describe("Prism as a validating proxy in front of the reference upstream", () => {
  it("sees no request or response violation in a guest's flow of a client generated from the document", async () => {
    const prism = await startPrism(openApiDocument({ origins: server.origins }), server.origins.atlas)
    try {
      const flow = await guestFlow(prism.origin)
      expect(flow.cartLines).toBe(1)
      expect(violations(prism.output())).toStrictEqual([])
      expect(server.upstream.log.map((r) => r.status)).toStrictEqual([200, 200, 200, 200, 200, 200])
    } finally {
      prism.stop()
    }
  })

  it("fails on a planted mismatch: a response the document no longer allows is an error naming the field", async () => {
    const planted = structuredClone(openApiDocument({ origins: server.origins })) as unknown as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
    }
    const store = planted.components.schemas["Store"]
    expect(store?.properties?.["locationId"]).toBeDefined()
    if (store?.properties !== undefined) store.properties["locationId"] = { type: "string", pattern: "^NOPE$" }
    const prism = await startPrism(planted, server.origins.atlas)
    try {
      const response = await fetch(`${prism.origin}/atlas/v1/stores/v2/locator?filter.latLong=39.1031,-84.512`)
      expect(response.status).toBe(500)
      const body = (await response.json()) as { type: string; validation: Array<{ location: Array<string> }> }
      expect(body.type).toBe("https://stoplight.io/prism/errors#VIOLATIONS")
      expect(body.validation.map((v) => v.location.join("."))).toContain("response.body.data.stores.0.store.locationId")
    } finally {
      prism.stop()
    }
  })
})
