/**
 * Currency strings (spec §5): strip non-numeric characters, parenthesised amounts are negative,
 * nothing numeric left is an error.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import { CurrencyParseError } from "./errors.js"

const PARENTHESISED = /\([^()]*[0-9][^()]*\)/

/**
 * Parses a display amount. Every character except digits, the decimal point and a minus sign
 * is stripped (currency symbols, thousands separators, spaces, letters); an amount written
 * inside parentheses is negative. When what is left is not a finite number (empty, `-`, `.`,
 * `1.2.3`, `1-2`) the result is a {@link CurrencyParseError}.
 *
 * @example
 * ```ts
 * expect(parseCurrency("$3.99")).toStrictEqual(Either.right(3.99))
 * expect(parseCurrency("($1,234.50)")).toStrictEqual(Either.right(-1234.5))
 * expect(Either.isLeft(parseCurrency("N/A"))).toBe(true)
 * ```
 */
export const parseCurrency = (text: string): Either.Either<number, CurrencyParseError> => {
  const kept = text.replace(/[^0-9.-]/g, "")
  const value = /[0-9]/.test(kept) ? Number(kept) : Number.NaN
  if (!Number.isFinite(value)) {
    return Either.left(new CurrencyParseError({ input: text, message: `expecting a currency amount, got ${JSON.stringify(text)}` }))
  }
  const signed = PARENTHESISED.test(text) ? -Math.abs(value) : value
  return Either.right(signed === 0 ? 0 : signed)
}
