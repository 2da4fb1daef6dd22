/**
 * Ids the reference upstream mints: a prefix and a number of six digits (`order-000005`).
 *
 * @since 0.1.0
 */

/**
 * A prefixed id of a number.
 *
 * @example
 * formatId("order", 5) // "order-000005"
 */
export const formatId = (prefix: string, n: number): string => `${prefix}-${String(n).padStart(6, "0")}`

/** The id of the counter's current number, with a prefix; the counter then moves on by one. */
export const nextId = (counter: { nextId: number }, prefix: string): string => formatId(prefix, counter.nextId++)
