/**
 * Assertions on Effect's data that can fail. `assert.deepStrictEqual` (chai's deep-eql, re-exported
 * by `@effect/vitest`) takes `Option.some(x)` for `Option.none()` (their only difference is one
 * iterator entry it cannot see into) and tagged errors with other fields for equal (it compares an
 * error's name and message only), so lint forbids it in tests. These check the case first and then
 * compare by value with vitest's `toStrictEqual` (same class, same own fields, recursively).
 */
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import { assert, expect } from "vitest"

/** Asserts `Some` of a value equal to `expected`, and returns it. */
export const assertSome = <A>(option: Option.Option<A>, expected: A, message = "Option"): A => {
  if (Option.isNone(option)) return assert.fail(`${message}: expected Some, got None`)
  expect(option.value, `${message}: the value of Some`).toStrictEqual(expected)
  return option.value
}

/** Asserts `None`. */
export const assertNone = <A>(option: Option.Option<A>, message = "Option"): void => {
  if (Option.isSome(option)) assert.fail(`${message}: expected None, got Some`)
}

/** Asserts `Right` of a value equal to `expected`, and returns it. */
export const assertRight = <R, L>(either: Either.Either<R, L>, expected: R, message = "Either"): R => {
  if (Either.isLeft(either)) return assert.fail(`${message}: expected Right, got Left`)
  expect(either.right, `${message}: the value of Right`).toStrictEqual(expected)
  return either.right
}

/** Asserts `Left` of a value equal to `expected`, and returns it. */
export const assertLeft = <R, L>(either: Either.Either<R, L>, expected: L, message = "Either"): L => {
  if (Either.isRight(either)) return assert.fail(`${message}: expected Left, got Right`)
  expect(either.left, `${message}: the value of Left`).toStrictEqual(expected)
  return either.left
}

/**
 * Asserts a tagged error (`Data.TaggedError`, `Schema.TaggedError`) equal to `expected`: an error
 * of its class and `_tag`, with its message and equal own fields; returns it.
 */
export const assertTaggedError = <E extends Error & { readonly _tag: string }>(actual: unknown, expected: E): E => {
  if (!(actual instanceof Error) || !("_tag" in actual))
    return assert.fail(`expected the tagged error ${expected._tag}, got ${String(actual)}`)
  assert.strictEqual(actual._tag, expected._tag, "_tag")
  assert.strictEqual(Object.getPrototypeOf(actual), Object.getPrototypeOf(expected), `the class of ${expected._tag}`)
  assert.strictEqual(actual.message, expected.message, `the message of ${expected._tag}`)
  expect({ ...actual }, `the fields of ${expected._tag}`).toStrictEqual({ ...expected })
  // The class and `_tag` are the expected error's (checked above).
  return actual as E
}
