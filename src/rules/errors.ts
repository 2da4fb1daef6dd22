/**
 * Typed failures of the pure rules. They never cross the wire, so they are `Data.TaggedError`
 * classes: each parser returns one of them as the `Either` left (or the `Effect` failure of the
 * encryption helper) and never throws.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"

/**
 * A currency text with nothing numeric left once the non-numeric characters are stripped.
 *
 * @example
 * import { parseCurrency } from "atlas-client/rules"
 * // Either.left(new CurrencyParseError({ input: "free", message: "..." }))
 * parseCurrency("free")
 */
export class CurrencyParseError extends Data.TaggedError("CurrencyParseError")<{
  readonly input: string
  readonly message: string
}> {}

/**
 * What is wrong with a projection string: the three errors of spec §5 ("early termination,
 * unexpected [, unexpected ]"). A `[` opening an eleventh level is an `unexpected [`.
 *
 * @example
 * const detail: ProjectionErrorDetail = "unexpected ["
 */
export type ProjectionErrorDetail = "early termination" | "unexpected [" | "unexpected ]"

/**
 * An invalid projection string: HTTP status 400, title `invalid projections` (spec §5), with the
 * detail and the zero-based character position where the problem was found.
 *
 * @example
 * const error = new InvalidProjections({ detail: "unexpected ]", input: "a]", position: 1 })
 * error.status // 400
 * error.title // "invalid projections"
 * error.message // "invalid projections: unexpected ] at position 1"
 */
export class InvalidProjections extends Data.TaggedError("InvalidProjections")<{
  readonly detail: ProjectionErrorDetail
  readonly input: string
  readonly position: number
  readonly message: string
}> {
  /** Always 400: the server answers an invalid projection with a bad request. */
  readonly status = 400 as const
  /** Always `invalid projections`. */
  readonly title = "invalid projections" as const

  constructor(args: { readonly detail: ProjectionErrorDetail; readonly input: string; readonly position: number }) {
    super({ ...args, message: `invalid projections: ${args.detail} at position ${args.position}` })
  }
}

/**
 * A date interval that is not exactly two non-empty parts split by `/`.
 *
 * @example
 * new InvalidDateInterval({ input: "2024-01-01", message: "expecting two parts split by /, got 1" })
 */
export class InvalidDateInterval extends Data.TaggedError("InvalidDateInterval")<{
  readonly input: string
  readonly message: string
}> {}

/**
 * A date-time value that cannot be built: an invalid `Date` or an unknown IANA time zone.
 *
 * @example
 * new InvalidDateTimeValue({ message: "unknown time zone Mars/Olympus" })
 */
export class InvalidDateTimeValue extends Data.TaggedError("InvalidDateTimeValue")<{
  readonly message: string
}> {}

/**
 * The kinds a type check expects (spec §8: "expecting X to be an Object, Number or String").
 *
 * @example
 * const kind: ExpectedKind = "Number"
 */
export type ExpectedKind = "Object" | "Number" | "String"

/**
 * A value of the wrong kind, with the spec's message `expecting ${field} to be an ${expected}`.
 *
 * @example
 * import { expectString } from "atlas-client/rules"
 * // Either.left(TypeCheckError { field: "postalCode", expected: "String",
 * //   message: "expecting postalCode to be a String" })
 * expectString("postalCode", 45202)
 */
export class TypeCheckError extends Data.TaggedError("TypeCheckError")<{
  readonly field: string
  readonly expected: ExpectedKind
  readonly message: string
}> {}

/**
 * Why the encryption helper failed.
 *
 * @example
 * const reason: EncryptionFailure = "InvalidKey"
 */
export type EncryptionFailure = "InvalidKey" | "InvalidIv" | "InvalidCiphertext" | "Unavailable" | "CryptoFailure"

/**
 * A failure of the aes-128-cbc helper: a key or iv that is not 16 bytes, a ciphertext that is not
 * base64 or does not decrypt, Web Crypto missing, or Web Crypto rejecting the operation.
 *
 * @example
 * new EncryptionError({ reason: "InvalidKey", message: "aes-128-cbc needs a 16-byte key, got 5 bytes" })
 */
export class EncryptionError extends Data.TaggedError("EncryptionError")<{
  readonly reason: EncryptionFailure
  readonly message: string
}> {}
