/**
 * Amounts in the reference upstream.
 *
 * @since 0.1.0
 */

/** Rounds to cents. */
export const money = (n: number): number => Math.round(n * 100) / 100
