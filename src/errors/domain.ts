/**
 * The typed errors of the catalogue (spec §8): one class per code family. Each carries the
 * upstream's answer as `UpstreamError` does (the call's `operation`, `method` and `url`, the
 * response's `status` and `x-correlation-id`, every error object in `errors`), the first known
 * error object's `code` and `reason`, and the mark of an upstream answer. The request layer's codec
 * makes them from an answer when the operation declares their family (`codes` on the descriptor).
 *
 * @since 0.2.0
 */
import * as Schema from "effect/Schema"
import { Rejection, RejectionCode } from "../schema/productValidation.js"
import { answerFields, UpstreamAnswerId } from "./answer.js"
import type { AtlasError } from "./client.js"
import {
  AddressValidationErrorText,
  ClientFacingModifyErrorCode,
  LocationMappingErrorCode,
  LocationMappingErrorText,
  ProfileErrorCode,
  ProfileErrorText,
  PromiseModifyErrorCode,
  ReturnFailureCode,
  TokenFailureCode
} from "./catalogue.js"

/**
 * A cart write was refused: product validation rejected lines it touched (codes `UNAVAILABLE`,
 * `OOS`, `MIN`, `MAX`); `rejections` holds each error object's rejection.
 */
export class CartRejected extends Schema.TaggedError<CartRejected>()("CartRejected", {
  ...answerFields,
  code: RejectionCode,
  rejections: Schema.Array(Rejection)
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The first rejection's message (e.g. "The maximum quantity to deliver this item is 4"). */
  override get message(): string {
    return this.rejections[0]?.message ?? this.reason
  }
}

/** A checkout change or purchase was refused with a client-facing modify error code (what the shopper is told). */
export class CheckoutModifyError extends Schema.TaggedError<CheckoutModifyError>()("CheckoutModifyError", {
  ...answerFields,
  code: ClientFacingModifyErrorCode
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The upstream's reason. */
  override get message(): string {
    return this.reason
  }
}

/** A promise create or modify was refused with a promise modify error code. */
export class PromiseModifyError extends Schema.TaggedError<PromiseModifyError>()("PromiseModifyError", {
  ...answerFields,
  code: PromiseModifyErrorCode
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The upstream's reason. */
  override get message(): string {
    return this.reason
  }
}

/** A return was refused with a return failure code. */
export class ReturnRejected extends Schema.TaggedError<ReturnRejected>()("ReturnRejected", {
  ...answerFields,
  code: ReturnFailureCode
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The upstream's reason. */
  override get message(): string {
    return this.reason
  }
}

/** The location mapping service failed with code `LMS-MBDAS` and one of its texts. */
export class LocationMappingError extends Schema.TaggedError<LocationMappingError>()("LocationMappingError", {
  ...answerFields,
  code: Schema.Literal(LocationMappingErrorCode),
  reason: LocationMappingErrorText
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The service's text. */
  override get message(): string {
    return this.reason
  }
}

/** The profile service failed with code `pbsg` and one of its texts. */
export class ProfileError extends Schema.TaggedError<ProfileError>()("ProfileError", {
  ...answerFields,
  code: Schema.Literal(ProfileErrorCode),
  reason: ProfileErrorText
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The service's text. */
  override get message(): string {
    return this.reason
  }
}

/** Address validation refused the request: the text `Invalid Request` (whatever the error object's code). */
export class AddressValidationError extends Schema.TaggedError<AddressValidationError>()("AddressValidationError", {
  ...answerFields,
  code: Schema.String,
  reason: AddressValidationErrorText
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** `Invalid Request`. */
  override get message(): string {
    return this.reason
  }
}

/** A token failure the spec names (spec §6): `INVALID_TOKEN`, `AUTH_FAILED` or `JWK_NOT_FOUND`. */
export class ServiceTokenError extends Schema.TaggedError<ServiceTokenError>()("ServiceTokenError", {
  ...answerFields,
  code: TokenFailureCode
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The code and the reason, e.g. `AUTH_FAILED: client authentication failed`. */
  override get message(): string {
    return `${this.code}: ${this.reason}`
  }
}

/** Every typed error of the catalogue. */
export type DomainError =
  | CartRejected
  | CheckoutModifyError
  | PromiseModifyError
  | ReturnRejected
  | LocationMappingError
  | ProfileError
  | AddressValidationError
  | ServiceTokenError
/** Schema of {@link DomainError}, to decode or encode any of them. */
export const DomainError = Schema.Union(
  CartRejected,
  CheckoutModifyError,
  PromiseModifyError,
  ReturnRejected,
  LocationMappingError,
  ProfileError,
  AddressValidationError,
  ServiceTokenError
)

/** Whether a value is one of the {@link DomainError} classes. */
export const isDomainError = (u: unknown): u is DomainError =>
  u instanceof CartRejected ||
  u instanceof CheckoutModifyError ||
  u instanceof PromiseModifyError ||
  u instanceof ReturnRejected ||
  u instanceof LocationMappingError ||
  u instanceof ProfileError ||
  u instanceof AddressValidationError ||
  u instanceof ServiceTokenError

/**
 * Every failure of a call: an {@link AtlasError} (what any call can meet) or a typed error of the
 * catalogue (what the operation declares).
 */
export type CallError = AtlasError | DomainError
