/**
 * The key of a read's arguments in the cache.
 *
 * @since 0.2.0
 */

const byKey = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A stable hash of a read's arguments: JSON with object keys sorted and trailing `undefined`s
 * dropped, so `[id]` and `[id, undefined]`, or `{ a, b }` and `{ b, a }`, are one entry.
 *
 * @example
 * hashArgs([{ b: 1, a: 2 }]) === hashArgs([{ a: 2, b: 1 }, undefined]) // true
 */
export const hashArgs = (args: ReadonlyArray<unknown>): string => {
  let end = args.length
  while (end > 0 && args[end - 1] === undefined) end -= 1
  try {
    return JSON.stringify(args.slice(0, end), (_, v: unknown) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(byKey)) : v
    )
  } catch {
    return `unhashable:${Math.random()}`
  }
}
