/**
 * Time spans of the reference upstream.
 *
 * @since 0.1.0
 */

/** One day in milliseconds. */
export const DAY = 86_400_000
