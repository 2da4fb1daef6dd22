/**
 * Table 1, per-call overhead: a stores read and an items read through the whole request layer
 * (headers, validation, retry policy armed, decode) against a minimal node:http server on
 * 127.0.0.1 returning fixed bodies, interleaved with raw `fetch` + `JSON.parse`, openapi-fetch
 * and axios; sequential and 32 concurrent; median calls/s over repetitions, ratio to raw fetch.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import axios from "axios"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import createClient from "openapi-fetch"
import { atlasClient } from "../src/layers/index.js"
import { Credentials } from "../src/layers/Credentials.js"
import { Environment } from "../src/layers/Environment.js"
import { Items } from "../src/services/Items.js"
import { Stores } from "../src/services/Stores.js"
import type { Bodies } from "./fixtures.js"
import { median } from "./table.js"

/** The two endpoints, typed by hand for openapi-fetch. */
interface Paths {
  "/stores/v1/details/{storeId}": {
    get: {
      parameters: { path: { storeId: string } }
      responses: { 200: { content: { "application/json": unknown } } }
    }
  }
  "/item/v2/items": {
    get: {
      parameters: { query: { "filter.gtin13s": string; "filter.modalityTypes": string; "filter.locationId": string } }
      responses: { 200: { content: { "application/json": unknown } } }
    }
  }
}

type Call = () => Promise<unknown>

/** One row of the table. */
export interface OverheadRow {
  readonly operation: "stores" | "items"
  readonly contender: string
  readonly concurrency: number
  readonly callsPerSecond: number
  readonly ratioToFetch: number
  readonly samples: ReadonlyArray<number>
}

const startServer = (bodies: Bodies): Promise<Server> => {
  const server = createServer((req, res) => {
    const body = req.url?.startsWith("/atlas/v1/stores/")
      ? bodies.storeDetails
      : req.url?.startsWith("/atlas/v1/item/")
        ? bodies.items
        : undefined
    if (body === undefined) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }).end(body)
  })
  server.keepAliveTimeout = 60_000
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

/** Calls per second of `call` run by `concurrency` workers for `ms`. */
const measure = async (call: Call, concurrency: number, ms: number): Promise<number> => {
  let count = 0
  const started = performance.now()
  const end = started + ms
  const worker = async () => {
    while (performance.now() < end) {
      await call()
      count += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return count / ((performance.now() - started) / 1000)
}

/**
 * Runs the table: every contender warmed up (two rounds of `warmupMs` at 32 concurrent and half that
 * sequential), then `reps` interleaved repetitions, each contender measured for `ms` per operation
 * and concurrency.
 */
export const runOverhead = async (
  bodies: Bodies,
  options: { readonly reps: number; readonly ms: number; readonly warmupMs: number }
): Promise<ReadonlyArray<OverheadRow>> => {
  const server = await startServer(bodies)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const base = `${origin}/atlas/v1`
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(Stores.Default, Items.Default).pipe(
      Layer.provideMerge(atlasClient(Environment.test({ atlas: origin }), Credentials.none))
    )
  )
  const platform = ManagedRuntime.make(FetchHttpClient.layer)
  const effectGet = (url: string) =>
    platform.runPromise(
      Effect.flatMap(HttpClient.HttpClient, (c) => Effect.flatMap(c.get(url), (r) => Effect.map(r.text, (t): unknown => JSON.parse(t))))
    )
  const openapi = createClient<Paths>({ baseUrl: base })
  const ax = axios.create({ baseURL: base })
  const itemQuery = { "filter.gtin13s": bodies.gtin13, "filter.modalityTypes": "PICKUP", "filter.locationId": bodies.storeId }
  const itemsUrl = `${base}/item/v2/items?${new URLSearchParams(itemQuery).toString()}`
  const storeUrl = `${base}/stores/v1/details/${bodies.storeId}`

  const contenders: Record<"stores" | "items", Record<string, Call>> = {
    stores: {
      "raw fetch + JSON.parse": async () => JSON.parse(await (await fetch(storeUrl)).text()),
      "atlas-client": () => runtime.runPromise(Effect.flatMap(Stores, (s) => s.getStoreDetails(bodies.storeId))),
      "openapi-fetch": () => openapi.GET("/stores/v1/details/{storeId}", { params: { path: { storeId: bodies.storeId } } }),
      axios: () => ax.get(`/stores/v1/details/${bodies.storeId}`),
      "Effect HttpClient (no layer, no decode)": () => effectGet(storeUrl)
    },
    items: {
      "raw fetch + JSON.parse": async () => JSON.parse(await (await fetch(itemsUrl)).text()),
      "atlas-client": () =>
        runtime.runPromise(
          Effect.flatMap(Items, (s) => s.getItems({ gtin13s: [bodies.gtin13], modalityTypes: ["PICKUP"], locationId: bodies.storeId }))
        ),
      "openapi-fetch": () => openapi.GET("/item/v2/items", { params: { query: itemQuery } }),
      axios: () => ax.get("/item/v2/items", { params: itemQuery }),
      "Effect HttpClient (no layer, no decode)": () => effectGet(itemsUrl)
    }
  }
  try {
    // Check each contender works, then warm every one up to its steady state (JIT tiers, sockets,
    // the runtime's layers) as the measured runs will use it: sequential and 32 concurrent.
    for (const op of ["stores", "items"] as const) {
      for (const [name, call] of Object.entries(contenders[op])) {
        await call().catch((e: unknown) => {
          throw new Error(`${op} via ${name} failed: ${String(e)}`)
        })
      }
    }
    for (let round = 0; round < 2; round++) {
      for (const op of ["stores", "items"] as const) {
        for (const call of Object.values(contenders[op])) {
          await measure(call, 32, options.warmupMs)
          await measure(call, 1, options.warmupMs / 2)
        }
      }
    }
    const samples = new Map<string, Array<number>>()
    for (let rep = 0; rep < options.reps; rep++) {
      for (const concurrency of [1, 32]) {
        for (const op of ["stores", "items"] as const) {
          const names = Object.keys(contenders[op])
          // Rotate the order each repetition so no contender always runs first.
          const order = names.map((_, i) => names[(i + rep) % names.length]!)
          for (const name of order) {
            const key = `${op}|${name}|${concurrency}`
            const value = await measure(contenders[op][name]!, concurrency, options.ms)
            samples.set(key, [...(samples.get(key) ?? []), value])
          }
        }
      }
    }
    const rows: Array<OverheadRow> = []
    for (const concurrency of [1, 32]) {
      for (const op of ["stores", "items"] as const) {
        const floor = median(samples.get(`${op}|raw fetch + JSON.parse|${concurrency}`) ?? [])
        for (const name of Object.keys(contenders[op])) {
          const s = samples.get(`${op}|${name}|${concurrency}`) ?? []
          const value = median(s)
          rows.push({
            operation: op,
            contender: name,
            concurrency,
            callsPerSecond: Math.round(value),
            ratioToFetch: value / floor,
            samples: s.map(Math.round)
          })
        }
      }
    }
    return rows
  } finally {
    await runtime.dispose()
    await platform.dispose()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
