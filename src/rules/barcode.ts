/**
 * Barcodes (spec §5): the GTIN / UPC / EAN check digit, with weights 3 and 1 alternating from
 * the right.
 *
 * @since 0.1.0
 */

const DIGITS = /^[0-9]+$/

/**
 * The check digit of `body`, the digits of a code without its check digit: weights 3 and 1
 * alternate from the right (the rightmost digit of the body has weight 3), and the check digit
 * brings the weighted sum up to a multiple of 10. Characters that are not ASCII digits are
 * skipped; an empty body gives 0.
 *
 * @example
 * ```ts
 * expect(gtinCheckDigit("04900002890")).toBe(4) // UPC-A 049000028904
 * expect(gtinCheckDigit("400638133393")).toBe(1) // EAN-13 4006381333931
 * expect(gtinCheckDigit("0001111041700")).toBe(8) // a 13-digit atlas upc: no check digit among them
 * ```
 */
export const gtinCheckDigit = (body: string): number => {
  let sum = 0
  let weight = 3
  for (let i = body.length - 1; i >= 0; i--) {
    const code = body.charCodeAt(i) - 48
    if (code < 0 || code > 9) continue
    sum += code * weight
    weight = weight === 3 ? 1 : 3
  }
  return (10 - (sum % 10)) % 10
}

/**
 * Whether the last digit of `code` equals the check digit of the rest. `code` must be at least 2
 * ASCII digits (a body and its check digit); anything else is false.
 *
 * @example
 * ```ts
 * expect(hasValidCheckDigit("049000028904")).toBe(true)
 * expect(hasValidCheckDigit("049000028905")).toBe(false)
 * ```
 */
export const hasValidCheckDigit = (code: string): boolean =>
  code.length >= 2 && DIGITS.test(code) && gtinCheckDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48
