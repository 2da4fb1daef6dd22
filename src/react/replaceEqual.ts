/**
 * Structural sharing of a read's values (TanStack Query's `replaceEqualDeep` is the model): a
 * value fetched again keeps the parts of the one held that did not change, so readers comparing by
 * identity (`select`, `useMemo`, `React.memo`) see no change where there is none.
 *
 * @since 0.3.0
 */
import * as Equal from "effect/Equal"
import * as Option from "effect/Option"

type PlainObject = Readonly<Record<string, unknown>>

const isPlainObject = (value: unknown): value is PlainObject => {
  if (typeof value !== "object" || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

const sharedArray = (held: ReadonlyArray<unknown>, next: ReadonlyArray<unknown>): ReadonlyArray<unknown> => {
  let same = held.length === next.length
  const out = next.map((item, i) => {
    const shared = i < held.length ? replaceEqual(held[i], item) : item
    same &&= shared === held[i]
    return shared
  })
  return same ? held : out
}

const sharedObject = (held: PlainObject, next: PlainObject): PlainObject => {
  const keys = Object.keys(next)
  let same = keys.length === Object.keys(held).length
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const shared = Object.hasOwn(held, key) ? replaceEqual(held[key], next[key]) : next[key]
    same &&= Object.hasOwn(held, key) && shared === held[key]
    out[key] = shared
  }
  return same ? held : out
}

const sharedOption = (held: Option.Option<unknown>, next: Option.Option<unknown>): Option.Option<unknown> => {
  if (Option.isNone(held) || Option.isNone(next)) return Option.isNone(held) && Option.isNone(next) ? held : next
  const shared = replaceEqual(held.value, next.value)
  return shared === held.value ? held : Option.some(shared)
}

/** An Effect data value (a Data or `Schema.Class` instance) whose fields are deep-equal to the held one's: the held one. */
const sharedInstance = (held: Equal.Equal, next: Equal.Equal): Equal.Equal => {
  if (Object.getPrototypeOf(held) !== Object.getPrototypeOf(next)) return next
  const fields = new Map(Object.entries(held))
  const entries = Object.entries(next)
  const same =
    entries.length === fields.size &&
    entries.every(([key, value]) => fields.has(key) && replaceEqual(fields.get(key), value) === fields.get(key))
  return same ? held : next
}

/**
 * `next` with every part deep-equal to `held`'s replaced by `held`'s own: `held` itself when the
 * two are deep-equal, otherwise a value equal to `next` whose unchanged sub-trees keep their
 * identity. Plain objects and arrays are compared member by member, `Option`s by their value;
 * Effect data values (Data classes, `Schema.Class` instances) are kept whole when `Equal.equals`
 * says they equal the new one or their fields are deep-equal, replaced whole otherwise; anything
 * else (dates) is kept when `Equal.equals` says it is equal, replaced otherwise.
 *
 * @example
 * const held = { cart: { items: [apple, pear] }, total: 3 }
 * const next = replaceEqual(held, { cart: { items: [apple, pear] }, total: 4 })
 * next.cart === held.cart // true: only `total` changed
 * replaceEqual(held, structuredClone(held)) === held // true
 */
export const replaceEqual = <A>(held: unknown, next: A): A => {
  if (held === next) return next
  // Each branch returns `held` only when it is deep-equal to `next`: of the same shape, hence its type.
  if (Array.isArray(held) && Array.isArray(next)) return sharedArray(held, next) as A
  if (isPlainObject(held) && isPlainObject(next)) return sharedObject(held, next) as A
  if (Option.isOption(held) && Option.isOption(next)) return sharedOption(held, next) as A
  if (Equal.equals(held, next)) return held as A
  return Equal.isEqual(held) && Equal.isEqual(next) ? (sharedInstance(held, next) as A) : next
}
