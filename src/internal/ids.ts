/**
 * Random ids for correlation and idempotency keys: `crypto.randomUUID` where the context allows it,
 * else a v4 UUID from `crypto.getRandomValues` (plain-http pages have no `randomUUID`).
 *
 * @since 0.1.0
 */

/**
 * A random v4 UUID.
 *
 * @example
 * /^[0-9a-f-]{36}$/.test(uuid()) // true
 */
export const uuid = (): string => {
  const c = globalThis.crypto
  if (typeof c.randomUUID === "function") return c.randomUUID()
  const b = c.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
