// The cache's argument keys: total, stable and structural. Equal values (a deep copy, keys and
// members in another order) give equal keys; values that differ give different keys (checked by
// fast-check over JSON values, bigints, Maps, Sets, Dates, NaN and undefined); what has no key
// throws a typed error naming the use case; ids cannot collide through a `#` in a key.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defineUseCase, hashArgs, SlotStore, slotId, UnkeyableArgumentError } from "atlas-client/react"

/** Data an app passes to reads; -0 is 0 (`===`), as a cache key should treat it. */
const data: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ maxLength: 4 }),
    fc.double().map((n) => (Object.is(n, -0) ? 0 : n)),
    fc.integer({ min: -3, max: 3 }),
    fc.bigInt({ min: -3n, max: 3n }),
    fc.boolean(),
    fc.constantFrom(null, undefined, NaN),
    fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(3) }),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 2 }), tie("value"), { maxKeys: 3 }),
    fc.array(fc.tuple(tie("value"), tie("value")), { maxLength: 3 }).map((entries) => new Map(entries)),
    fc.array(tie("value"), { maxLength: 3 }).map((members) => new Set(members))
  )
})).value

/** A deep copy with object keys, Map entries and Set members in reverse order. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered)
  if (value instanceof Date) return new Date(value.getTime())
  if (value instanceof Map) return new Map(Array.from(value, ([k, v]) => [reordered(k), reordered(v)] as const).reverse())
  if (value instanceof Set) return new Set(Array.from(value, reordered).reverse())
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)])
    )
  return value
}

describe("hashArgs", () => {
  it("equal values give equal keys: a deep copy in another order is the same entry", () => {
    fc.assert(
      fc.property(data, (value) => {
        expect(hashArgs([reordered(value)])).toBe(hashArgs([value]))
      }),
      { numRuns: 2_000 }
    )
  })

  it("different values give different keys (keys equal only for values vitest's toEqual calls equal)", () => {
    fc.assert(
      fc.property(data, data, (a, b) => {
        if (hashArgs([a]) === hashArgs([b])) expect(a).toEqual(b)
        else expect(a).not.toEqual(b)
      }),
      { numRuns: 5_000 }
    )
  })

  it("keeps apart what JSON merges: bigint, Map, Set, Date, NaN, undefined in an array", () => {
    const values: ReadonlyArray<unknown> = [
      1n,
      1,
      "1",
      "1n",
      NaN,
      null,
      Infinity,
      "Infinity",
      new Date(0),
      new Date(0).toISOString(),
      0,
      new Map([["a", 1]]),
      new Map([["a", 2]]),
      new Map(),
      {},
      { a: 1 },
      new Set([1]),
      new Set([2]),
      [undefined],
      [null],
      [],
      "a#b",
      ["a", "b"]
    ]
    const keys = values.map((v) => hashArgs([v]))
    expect(new Set(keys).size).toBe(values.length)
    expect(hashArgs([{ a: 1, b: undefined }])).toBe(hashArgs([{ a: 1 }]))
    expect(hashArgs(["x", undefined])).toBe(hashArgs(["x"]))
    expect(hashArgs(["01400943"])).toBe('["01400943"]')
  })

  it("a function or a cycle is a typed error naming the use case and where it sits, never a key", () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const thrown = (args: ReadonlyArray<unknown>) => {
      try {
        return hashArgs(args, "Items.getItems")
      } catch (error) {
        return error
      }
    }
    const fn = thrown([{ filter: () => true }])
    expect(fn).toBeInstanceOf(UnkeyableArgumentError)
    expect(fn).toMatchObject({ _tag: "UnkeyableArgumentError", useCase: "Items.getItems", path: "args[0].filter", reason: "function" })
    expect(thrown([cyclic])).toMatchObject({ useCase: "Items.getItems", path: "args[0].self", reason: "cycle" })
    // A value met twice without a cycle is fine.
    const shared = { a: 1 }
    expect(hashArgs([[shared, shared]])).toBe('[[{"a":1},{"a":1}]]')
  })

  it("a read with a bigint, Map or Date argument settles, one entry per value", async () => {
    const runtime = ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>
    const echo = defineUseCase({ name: "Test.echo", mode: "read", run: (v: unknown) => Effect.succeed(v) })
    const store = new SlotStore(runtime)
    for (const v of [12n, new Map([[1, "a"]]), new Map([[2, "b"]]), new Date(5), NaN, null]) {
      expect(await store.read(echo, [v])).toEqual({ status: "success", value: v })
      expect(store.getSnapshot(store.entryId(echo, [v]))).toEqual({ status: "success", value: v })
    }
    expect(store.stats().slots).toBe(6)
    expect(() => store.entryId(echo, [() => 1])).toThrow(/Test\.echo's argument args\[0\] is a function/)
    store.dispose()
    await runtime.dispose()
  })

  it("ids are escaped: a key holding `#` reaches no other slot's or entry's id", () => {
    const runtime = ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>
    const a = defineUseCase({ name: "A", mode: "read", run: (n: number) => Effect.succeed(n) })
    const store = new SlotStore(runtime)
    const ids = [
      slotId("A", "x#[1]"),
      store.entryId(a, [1], "x"),
      slotId("A#x", "[1]"),
      slotId("A", "x%23[1]"),
      store.entryId(a, [1], "x#"),
      store.entryId(a, ["#"], "x")
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })
})
