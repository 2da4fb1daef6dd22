/**
 * Structural sharing of a read's values (TanStack Query's `replaceEqualDeep` is the model): a
 * value fetched again keeps the parts of the one held that did not change, so readers comparing by
 * identity (`select`, `useMemo`, `React.memo`) see no change where there is none.
 *
 * @since 0.3.0
 */
import * as Equal from "effect/Equal"
import * as Option from "effect/Option"

/**
 * `next` with every part deep-equal to `held`'s replaced by `held`'s own: `held` itself when the
 * two are deep-equal, otherwise a value equal to `next` whose unchanged sub-trees keep their
 * identity. Plain objects, arrays and `Option`s are compared member by member; other Effect data
 * values (Data classes, `Schema.Class` instances) are kept whole when their fields are deep-equal
 * or `Equal.equals` says they equal the new one, replaced whole otherwise; anything else (dates) is
 * kept when `Equal.equals` says it is equal, replaced otherwise.
 *
 * @example
 * const held = { cart: { items: [apple, pear] }, total: 3 }
 * const next = replaceEqual(held, { cart: { items: [apple, pear] }, total: 4 })
 * next.cart === held.cart // true: only `total` changed
 * replaceEqual(held, structuredClone(held)) === held // true
 */
export const replaceEqual = <A>(held: unknown, next: A): A => {
  if (held === next || !(held instanceof Object && next instanceof Object)) return next
  const prototype: unknown = Object.getPrototypeOf(next)
  const plain = prototype === Object.prototype || Array.isArray(next)
  // Each return of `held` is one where it is deep-equal to `next`: of the same shape, hence its type.
  if (Object.getPrototypeOf(held) === prototype && (plain || Equal.isEqual(next))) {
    const fields: Record<string, unknown> = { ...held }
    const shared: Record<string, unknown> = {}
    let same = Object.keys(next).length === Object.keys(fields).length
    for (const [key, value] of Object.entries(next)) {
      shared[key] = key in fields ? replaceEqual(fields[key], value) : value
      same &&= shared[key] === fields[key]
    }
    if (same) return held as A
    if (Option.isOption(next)) return Option.some(shared.value) as A
    if (plain) return (Array.isArray(next) ? Object.values(shared) : shared) as A
  }
  return Equal.equals(held, next) ? (held as A) : next
}
