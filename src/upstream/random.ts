/**
 * A small seeded pseudo-random generator (mulberry32), so the reference upstream's chaos and data
 * are the same on every run with the same seed.
 *
 * @since 0.1.0
 */

/**
 * Numbers in [0, 1) from a 32-bit seed.
 *
 * @example
 * const next = seededRandom(1); next() // 0.6270739405881613, the same every run
 */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
