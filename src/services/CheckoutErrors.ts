/**
 * The checkout codes of the error catalogue (spec §8) as typed errors: promise modify errors,
 * client-facing modify errors and return failures. A service refines an `UpstreamError` whose first
 * error object carries one of these codes; every other failure stays as it was.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { AtlasError, UpstreamError } from "../errors/client.js"
import {
  ClientFacingModifyErrorCode,
  isClientFacingModifyErrorCode,
  isPromiseModifyErrorCode,
  isReturnFailureCode,
  PromiseModifyErrorCode,
  ReturnFailureCode
} from "../errors/catalogue.js"

const fields = { operation: Schema.String, reason: Schema.String, status: Schema.Number }

/** A promise create or modify was refused with a promise modify error code. */
export class PromiseModifyError extends Schema.TaggedError<PromiseModifyError>()("PromiseModifyError", {
  ...fields,
  code: PromiseModifyErrorCode
}) {
  /** The upstream's reason. */
  override get message(): string {
    return this.reason
  }
}

/** A checkout change was refused with a client-facing modify error code (what the shopper is told). */
export class CheckoutModifyError extends Schema.TaggedError<CheckoutModifyError>()("CheckoutModifyError", {
  ...fields,
  code: ClientFacingModifyErrorCode
}) {
  /** The upstream's reason. */
  override get message(): string {
    return this.reason
  }
}

/** A return was refused with a return failure code. */
export class ReturnRejected extends Schema.TaggedError<ReturnRejected>()("ReturnRejected", {
  ...fields,
  code: ReturnFailureCode
}) {
  /** The upstream's reason. */
  override get message(): string {
    return this.reason
  }
}

const refineWith =
  <T extends string, E>(
    guard: (code: unknown) => code is T,
    make: (args: { operation: string; reason: string; status: number; code: T }) => E
  ) =>
  (operation: string) =>
  <A, R>(effect: Effect.Effect<A, AtlasError, R>) =>
    Effect.catchTag(effect, "UpstreamError", (e): Effect.Effect<never, UpstreamError | E> => {
      const first = e.errors[0]
      return first !== undefined && guard(first.code)
        ? Effect.fail(make({ operation, reason: first.reason, status: e.status, code: first.code }))
        : Effect.fail(e)
    })

/** Refines promise modify error codes into {@link PromiseModifyError}. */
export const refinePromiseErrors = refineWith(isPromiseModifyErrorCode, (a) => new PromiseModifyError(a))
/** Refines client-facing modify error codes into {@link CheckoutModifyError}. */
export const refineModifyErrors = refineWith(isClientFacingModifyErrorCode, (a) => new CheckoutModifyError(a))
/** Refines return failure codes into {@link ReturnRejected}. */
export const refineReturnErrors = refineWith(isReturnFailureCode, (a) => new ReturnRejected(a))
