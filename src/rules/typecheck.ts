/**
 * Type checks of call builders (spec §8): "expecting X to be an Object, Number or String".
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import { type ExpectedKind, TypeCheckError } from "./errors.js"

const article = (kind: ExpectedKind): string => (kind === "Object" ? "an" : "a")

/**
 * The spec's type-check message.
 *
 * @example
 * ```ts
 * expect(typeCheckMessage("quantity", "Number")).toBe("expecting quantity to be a Number")
 * ```
 */
export const typeCheckMessage = (field: string, expected: ExpectedKind): string =>
  `expecting ${field} to be ${article(expected)} ${expected}`

const typeCheckError = (field: string, expected: ExpectedKind) =>
  new TypeCheckError({ field, expected, message: typeCheckMessage(field, expected) })

/**
 * `value` when it is an object (not `null`, not an array), else a {@link TypeCheckError}
 * `expecting ${field} to be an Object`.
 *
 * @example
 * ```ts
 * expect(expectObject("request", { id: 1 })).toStrictEqual(Either.right({ id: 1 }))
 * expect(Either.isLeft(expectObject("request", null))).toBe(true)
 * ```
 */
export const expectObject = (field: string, value: unknown): Either.Either<object, TypeCheckError> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? Either.right(value) : Either.left(typeCheckError(field, "Object"))

/**
 * `value` when it is a number other than `NaN`, else a {@link TypeCheckError}
 * `expecting ${field} to be a Number`.
 *
 * @example
 * ```ts
 * expect(expectNumber("quantity", 2)).toStrictEqual(Either.right(2))
 * expect(Either.isLeft(expectNumber("quantity", "2"))).toBe(true)
 * ```
 */
export const expectNumber = (field: string, value: unknown): Either.Either<number, TypeCheckError> =>
  typeof value === "number" && !Number.isNaN(value) ? Either.right(value) : Either.left(typeCheckError(field, "Number"))

/**
 * `value` when it is a string, else a {@link TypeCheckError} `expecting ${field} to be a String`.
 *
 * @example
 * ```ts
 * expect(expectString("postalCode", "45202")).toStrictEqual(Either.right("45202"))
 * expect(Either.isLeft(expectString("postalCode", 45202))).toBe(true)
 * ```
 */
export const expectString = (field: string, value: unknown): Either.Either<string, TypeCheckError> =>
  typeof value === "string" ? Either.right(value) : Either.left(typeCheckError(field, "String"))
