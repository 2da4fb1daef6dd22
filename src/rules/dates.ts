/**
 * Dates (spec §3, §5): ISO 8601 intervals, relative dates and the date-time value
 * (a UTC ISO string ending `Z`, plus the IANA time zone it is shown in).
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { InvalidDateInterval, InvalidDateTimeValue } from "./errors.js"

/**
 * A date interval needs exactly two parts split by `/`, and neither part may be empty.
 * The parts are returned as written (e.g. a date, a date-time or a duration such as `P7D`).
 *
 * @example
 * ```ts
 * expect(parseDateInterval("2024-01-01/2024-01-31")).toStrictEqual(Either.right(["2024-01-01", "2024-01-31"]))
 * expect(Either.isLeft(parseDateInterval("2024-01-01"))).toBe(true)
 * ```
 */
export const parseDateInterval = (text: string): Either.Either<readonly [string, string], InvalidDateInterval> => {
  const parts = text.split("/")
  const [start, end] = parts
  if (parts.length !== 2 || start === undefined || end === undefined) {
    return Either.left(new InvalidDateInterval({ input: text, message: `expecting two parts split by /, got ${parts.length}` }))
  }
  if (start === "" || end === "") {
    return Either.left(new InvalidDateInterval({ input: text, message: "expecting two non-empty parts split by /" }))
  }
  return Either.right([start, end] as const)
}

/**
 * A relative date (an ISO 8601 duration such as `P7D` or `PT2H`) starts with `P`.
 *
 * @example
 * ```ts
 * expect(isRelativeDate("P7D")).toBe(true)
 * expect(isRelativeDate("2024-01-01")).toBe(false)
 * ```
 */
export const isRelativeDate = (text: string): boolean => text.startsWith("P")

/**
 * Whether `timeZone` is an IANA time zone the runtime knows (e.g. `America/New_York`, `UTC`).
 *
 * @example
 * ```ts
 * expect(isValidTimeZone("America/New_York")).toBe(true)
 * expect(isValidTimeZone("Mars/Olympus")).toBe(false)
 * ```
 */
export const isValidTimeZone = (timeZone: string): boolean => {
  if (timeZone === "") return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone })
    return true
  } catch {
    return false
  }
}

const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/

/**
 * The date-time value of the contract: `value` a UTC ISO 8601 string ending in `Z` (a real
 * instant), `timezone` the IANA time zone to show it in.
 *
 * @example
 * Schema.decodeUnknownSync(DateTimeValue)({ value: "2024-05-01T14:30:00.000Z", timezone: "America/New_York" })
 */
export const DateTimeValue = Schema.Struct({
  value: Schema.String.pipe(
    Schema.pattern(UTC_ISO),
    Schema.filter((s) => !Number.isNaN(Date.parse(s)), { message: () => "expecting a real UTC instant" })
  ),
  timezone: Schema.String.pipe(Schema.filter(isValidTimeZone, { message: () => "expecting an IANA time zone" }))
})
/**
 * @see DateTimeValue
 *
 * @example
 * const opening: DateTimeValue = { value: "2024-05-01T13:00:00.000Z", timezone: "America/New_York" }
 */
export type DateTimeValue = typeof DateTimeValue.Type

/**
 * Validates an unknown value as a {@link DateTimeValue}.
 *
 * @example
 * isDateTimeValue({ value: "2024-05-01T14:30:00.000Z", timezone: "UTC" }) // true
 * isDateTimeValue({ value: "2024-05-01T14:30:00+02:00", timezone: "UTC" }) // false
 */
export const isDateTimeValue: (u: unknown) => u is DateTimeValue = Schema.is(DateTimeValue)

/**
 * Builds a date-time value from an instant and an IANA time zone; an invalid `Date` or an
 * unknown time zone is an {@link InvalidDateTimeValue}.
 *
 * @example
 * ```ts
 * const value = makeDateTimeValue(new Date(Date.UTC(2024, 4, 1, 14, 30)), "America/New_York")
 * expect(value).toStrictEqual(Either.right({ value: "2024-05-01T14:30:00.000Z", timezone: "America/New_York" }))
 * ```
 */
export const makeDateTimeValue = (date: Date, timezone: string): Either.Either<DateTimeValue, InvalidDateTimeValue> => {
  if (Number.isNaN(date.getTime())) {
    return Either.left(new InvalidDateTimeValue({ message: "expecting a valid Date" }))
  }
  if (!isValidTimeZone(timezone)) {
    return Either.left(new InvalidDateTimeValue({ message: `unknown time zone ${timezone}` }))
  }
  return Either.right({ value: date.toISOString(), timezone })
}
