/**
 * Store hours and durations (spec §5, §9).
 *
 * @since 0.1.0
 */

/**
 * Milliseconds in a minute (spec §9: "60000 ms per minute").
 *
 * @example
 * const fiveMinutes = 5 * MS_PER_MINUTE // 300000
 */
export const MS_PER_MINUTE = 60000

/**
 * A duration in minutes as milliseconds.
 *
 * @example
 * ```ts
 * expect(minutesToMs(5)).toBe(300_000)
 * ```
 */
export const minutesToMs = (minutes: number): number => minutes * MS_PER_MINUTE

/**
 * A duration in milliseconds as (possibly fractional) minutes.
 *
 * @example
 * ```ts
 * expect(msToMinutes(90_000)).toBe(1.5)
 * ```
 */
export const msToMinutes = (ms: number): number => ms / MS_PER_MINUTE

const isIntegerIn = (value: number, end: number): boolean => Number.isInteger(value) && value >= 0 && value < end

/**
 * A store hour as `h:mm a` on a 12-hour clock, only when `hour` is an integer in 0..23 and
 * `minute` an integer in 0..59; anything else shows blank (`""`).
 *
 * @example
 * ```ts
 * expect(formatStoreHour(7, 5)).toBe("7:05 AM")
 * expect(formatStoreHour(0, 0)).toBe("12:00 AM")
 * expect(formatStoreHour(23, 59)).toBe("11:59 PM")
 * ```
 */
export const formatStoreHour = (hour: number, minute: number): string => {
  if (!isIntegerIn(hour, 24) || !isIntegerIn(minute, 60)) return ""
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${h}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`
}
