/**
 * Table 2, decode throughput: the product-search bodies (items.compact as search sends them, and
 * items.full, the body issue 11 describes) decoded end to end by the codec (JSON.parse, then the
 * operation's success schema through `decodeResponse`) vs `JSON.parse` alone, interleaved.
 */
import * as Effect from "effect/Effect"
import { decodeResponse, type RawResponse } from "../src/internal/codec.js"
import { SearchContract } from "../src/contract/search.js"
import type { Bodies } from "./fixtures.js"
import { median } from "./table.js"

/** One row of the table. */
export interface DecodeRow {
  readonly body: string
  readonly bytes: number
  readonly contender: string
  readonly mbPerSecond: number
  readonly ratioToParse: number
}

const site = { method: "GET", url: "http://127.0.0.1/atlas/v1/search/v1/products-search" }

/** Runs `f` for `ms` and returns runs per second. */
const rate = (f: () => unknown, ms: number): number => {
  let n = 0
  const start = performance.now()
  let now = start
  while (now - start < ms) {
    f()
    n += 1
    now = performance.now()
  }
  return n / ((now - start) / 1000)
}

const measureBody = (name: string, text: string, items: number, options: { readonly reps: number; readonly ms: number }) => {
  const bytes = Buffer.byteLength(text)
  const parseOnly = () => JSON.parse(text) as unknown
  const decodeAll = () => {
    const raw: RawResponse = { status: 200, headers: {}, body: JSON.parse(text), bodyText: undefined }
    return Effect.runSync(decodeResponse(SearchContract.searchProducts, raw, site, undefined))
  }
  const decoded = decodeAll()
  if (decoded.data.products.length !== items) throw new Error(`the ${name} search body did not decode to every product`)
  // Warm up to the steady state (JIT tiers) the measured runs will use.
  for (let i = 0; i < 30; i++) {
    parseOnly()
    decodeAll()
  }
  const parse: Array<number> = []
  const full: Array<number> = []
  for (let rep = 0; rep < options.reps; rep++) {
    parse.push(rate(parseOnly, options.ms))
    full.push(rate(decodeAll, options.ms))
  }
  const mb = bytes / 1e6
  const p = median(parse) * mb
  const d = median(full) * mb
  return [
    { body: name, bytes, contender: "JSON.parse alone", mbPerSecond: p, ratioToParse: 1 },
    { body: name, bytes, contender: "JSON.parse + atlas-client schemas (decodeResponse)", mbPerSecond: d, ratioToParse: d / p }
  ]
}

/** Interleaved repetitions; medians. */
export const runDecode = (
  bodies: Bodies,
  options: { readonly reps: number; readonly ms: number }
): { readonly items: number; readonly rows: ReadonlyArray<DecodeRow> } => ({
  items: bodies.searchItems,
  rows: [
    ...measureBody("items.full", bodies.searchFull, bodies.searchItems, options),
    ...measureBody("items.compact", bodies.search, bodies.searchItems, options)
  ]
})
