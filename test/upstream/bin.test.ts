/**
 * `atlas-upstream` (src/upstream/server/bin.ts; the package's bin is its build in dist, which the
 * consumer check runs): the atlas API, the other hosts, the development routes and the OpenAPI
 * document on free ports; bad options exit 2 with the usage.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const bin = fileURLToPath(new URL("../../src/upstream/server/bin.ts", import.meta.url))
const root = fileURLToPath(new URL("../../", import.meta.url))

let child: ChildProcess | undefined
let output = ""
const urls: { atlas?: string; payments?: string; shoppable?: string } = {}

beforeAll(async () => {
  const started = spawn(process.execPath, ["--import", "tsx", bin, "--port", "0", "--chaos", "slow=0,seed=3"], {
    cwd: root,
    env: { ...process.env, ATLAS_CHAOS: "" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child = started
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`atlas-upstream did not start:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = (label: string) => new RegExp(`${label}\\s+(http://127\\.0\\.0\\.1:\\d+)`).exec(output)?.[1]
      const found = { atlas: url("atlas API"), payments: url("payments host"), shoppable: url("shoppable-ads host") }
      if (found.atlas !== undefined && found.payments !== undefined && found.shoppable !== undefined) {
        clearTimeout(timer)
        Object.assign(urls, found)
        resolve()
      }
    }
    started.stdout.on("data", read)
    started.stderr.on("data", read)
    started.once("exit", (code) => reject(new Error(`atlas-upstream exited (${code}):\n${output}`)))
  })
}, 40_000)

afterAll(async () => {
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
})

const atlas = () => urls.atlas ?? "http://127.0.0.1:0"

describe("atlas-upstream", () => {
  it("prints its URLs and serves the atlas API, the OpenAPI document and an about page", async () => {
    expect(output).toContain("The atlas reference upstream is running")
    expect(output).toMatch(/OpenAPI document\s+http:\/\/127\.0\.0\.1:\d+\/openapi\.json/)
    const search = await fetch(`${atlas()}/atlas/v1/stores/v1/search?filter.query=45202`)
    expect(search.status).toBe(200)
    const found = (await search.json()) as { data: { stores: ReadonlyArray<{ store: { locationId: string } }> } }
    const id = found.data.stores[0]?.store.locationId ?? ""
    expect(id).toMatch(/^\d{8}$/)
    const details = await fetch(`${atlas()}/atlas/v1/stores/v1/details/${id}`)
    expect(((await details.json()) as { data: { store: { locationId: string } } }).data.store.locationId).toBe(id)
    const openapi = (await (await fetch(`${atlas()}/openapi.json`)).json()) as { openapi: string }
    expect(openapi.openapi).toMatch(/^3\./)
    const about = await fetch(`${atlas()}/`)
    expect(about.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(await about.text()).toContain("atlas reference upstream")
    expect((await fetch(`${atlas()}/assets/index.js`)).status).toBe(404)
  })

  it("has the development routes, with chaos from --chaos", async () => {
    const chaos = (await (await fetch(`${atlas()}/__dev/chaos`)).json()) as { seed: number; unavailable: number }
    expect(chaos).toMatchObject({ seed: 3, unavailable: 0 })
    const signIn = await fetch(`${atlas()}/__dev/sign-in`, { method: "POST", body: JSON.stringify({ shopperId: "nope" }) })
    expect(signIn.status).toBe(404)
    expect((await fetch(`${atlas()}/__dev/reset`, { method: "POST" })).status).toBe(200)
  })

  it("lists the development routes at the URL it prints for them", async () => {
    expect(output).toMatch(/development routes\s+http:\/\/127\.0\.0\.1:\d+\/__dev\/ /)
    const index = await fetch(`${atlas()}/__dev/`)
    expect(index.status).toBe(200)
    const { routes } = (await index.json()) as { routes: ReadonlyArray<{ method: string; path: string; does: string }> }
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /__dev/",
      "POST /__dev/sign-in",
      "POST /__dev/sign-out",
      "GET /__dev/shoppers",
      "GET /__dev/chaos",
      "POST /__dev/chaos",
      "POST /__dev/reset"
    ])
    expect(routes.every((r) => r.does.length > 0)).toBe(true)
    const unknown = await fetch(`${atlas()}/__dev/nope`)
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(await unknown.json())).toContain("GET /__dev/ lists them")
  })

  it("serves the payments and shoppable hosts on their own ports", async () => {
    expect(new Set([urls.atlas, urls.payments, urls.shoppable]).size).toBe(3)
    const payments = await fetch(`${urls.payments}/nope`)
    expect(payments.headers.get("content-type")).toContain("application/json")
  })

  it("exits 2 with the usage on a bad option", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", bin, "--port", "http"], { cwd: root, encoding: "utf8" })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain("--port must be a number")
    expect(run.stderr).toContain("Usage: atlas-upstream")
  })
})
