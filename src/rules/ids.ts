/**
 * Identifiers (spec §3, §5, §9): profile ids, location ids, store / flexible-commerce / DA ids,
 * Ocado receipt codes and the proxy store.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"

/**
 * A profile id with braces and dashes stripped, upper-cased.
 *
 * @example
 * ```ts
 * expect(normalizeProfileId("{3f2a-9b1c-77d0}")).toBe("3F2A9B1C77D0")
 * ```
 */
export const normalizeProfileId = (id: string): string => id.replace(/[{}-]/g, "").toUpperCase()

/**
 * A location id split into its division number and store number.
 *
 * @example
 * const parts: LocationIdParts = splitLocationId("01400943")
 */
export interface LocationIdParts {
  readonly divisionId: string
  readonly storeNumber: string
}

/**
 * Splits a location id into the division number (the first 3 characters) and the store number
 * (the rest). Shorter ids give what is there (`"01"` → division `"01"`, store `""`).
 *
 * @example
 * ```ts
 * expect(splitLocationId("01400943")).toStrictEqual({ divisionId: "014", storeNumber: "00943" })
 * ```
 */
export const splitLocationId = (id: string): LocationIdParts => ({ divisionId: id.slice(0, 3), storeNumber: id.slice(3) })

/**
 * A store id is exactly 8 ASCII digits.
 *
 * @example
 * ```ts
 * expect(isStoreId("01400943")).toBe(true)
 * expect(isStoreId("014FC001")).toBe(false)
 * ```
 */
export const isStoreId = (id: string): boolean => /^[0-9]{8}$/.test(id)

/**
 * A flexible-commerce id is 3 letters or digits, `FC`, then 3 letters or digits (8 in all).
 *
 * @example
 * ```ts
 * expect(isFlexibleCommerceId("014FC001")).toBe(true)
 * expect(isFlexibleCommerceId("014DA001")).toBe(false)
 * ```
 */
export const isFlexibleCommerceId = (id: string): boolean => /^[A-Za-z0-9]{3}FC[A-Za-z0-9]{3}$/.test(id)

/**
 * A DA id is 3 letters or digits, `DA`, then 3 letters or digits (8 in all).
 *
 * @example
 * ```ts
 * expect(isDaId("620DA002")).toBe(true)
 * expect(isDaId("620FC002")).toBe(false)
 * ```
 */
export const isDaId = (id: string): boolean => /^[A-Za-z0-9]{3}DA[A-Za-z0-9]{3}$/.test(id)

/**
 * The receipt codes of Ocado-fulfilled orders (spec §9).
 *
 * @example
 * OCADO_RECEIPT_CODES // ["540", "542"]
 */
export const OCADO_RECEIPT_CODES: ReadonlyArray<string> = ["540", "542"]

/**
 * A receipt code is an Ocado receipt when it is exactly `540` or `542` (surrounding whitespace
 * ignored).
 *
 * @example
 * ```ts
 * expect(isOcadoReceipt("540")).toBe(true)
 * expect(isOcadoReceipt("541")).toBe(false)
 * ```
 */
export const isOcadoReceipt = (code: string): boolean => OCADO_RECEIPT_CODES.includes(code.trim())

/**
 * The proxy store value that means "no proxy store" (spec §3, §9).
 *
 * @example
 * proxyStore(PROXY_STORE_ABSENT) // Option.none()
 */
export const PROXY_STORE_ABSENT = "00000000"

/**
 * The proxy store of a geo location, with `00000000`, an empty string, `null` and `undefined`
 * all treated as absent.
 *
 * @example
 * ```ts
 * expect(Option.getOrUndefined(proxyStore("01400943"))).toBe("01400943")
 * expect(Option.isNone(proxyStore("00000000"))).toBe(true)
 * ```
 */
export const proxyStore = (value?: string | null): Option.Option<string> =>
  value === undefined || value === null || value === "" || value === PROXY_STORE_ABSENT ? Option.none() : Option.some(value)
