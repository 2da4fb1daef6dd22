/**
 * The code families of the catalogue (spec §8), each defined once: its codes (or texts) and its
 * typed error. An operation's descriptor names the families it can answer with
 * (`codes: [CheckoutModify]`), and the codec maps an answer by one rule: a known code (or, for a
 * family keyed by text, a known text) in any error object makes the answer that family's error,
 * with `code` and `reason` from the first such object. Every other answer stays an `UpstreamError`.
 *
 * @since 0.2.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import type { Answer } from "./answer.js"
import type { HttpErrorObject } from "./envelope.js"
import {
  AddressValidationInvalidRequest,
  ClientFacingModifyErrorCodes,
  isClientFacingModifyErrorCode,
  isProductRejectionCode,
  isPromiseModifyErrorCode,
  isReturnFailureCode,
  isTokenFailureCode,
  LocationMappingErrorCode,
  LocationMappingErrorText,
  LocationMappingErrorTexts,
  ProductRejectionCodes,
  ProfileErrorCode,
  ProfileErrorText,
  ProfileErrorTexts,
  PromiseModifyErrorCodes,
  ReturnFailureCodes,
  TokenFailureCodes
} from "./catalogue.js"
import {
  AddressValidationError,
  CartRejected,
  type DomainError,
  CheckoutModifyError,
  LocationMappingError,
  ProfileError,
  PromiseModifyError,
  ReturnRejected,
  ServiceTokenError
} from "./domain.js"
import { Rejection } from "../schema/productValidation.js"

/** The parts of an answer a family reads (declared with the upstream-answer mark). */
export type { Answer } from "./answer.js"

/** One code family of the catalogue and its typed error `E`. */
export interface ErrorFamily<out E> {
  /** The family's name, e.g. `CheckoutModify`. */
  readonly name: string
  /** The `_tag` of its typed error. */
  readonly tag: string
  /** The codes it knows (for a family keyed by text, the code its texts come with, if any). */
  readonly codes: ReadonlyArray<string>
  /** The texts it knows, for a family keyed by text. */
  readonly texts?: ReadonlyArray<string>
  /** The family's error for an answer whose error objects hold one of its codes (or texts), else undefined. */
  readonly match: (answer: Answer) => E | undefined
}

/** Any family (what a descriptor's `codes` holds). */
export type AnyErrorFamily = ErrorFamily<DomainError>

/** The typed error of a family, or of a union of families. */
export type FamilyError<F> = F extends ErrorFamily<infer E extends DomainError> ? E : never

const family = <H extends HttpErrorObject, E>(
  definition: Omit<ErrorFamily<E>, "match">,
  knows: (e: HttpErrorObject) => e is H,
  make: (answer: Answer, hit: H) => E
): ErrorFamily<E> => ({
  ...definition,
  match: (answer) => {
    for (const e of answer.errors) if (knows(e)) return make(answer, e)
    return undefined
  }
})

const base = (answer: Answer, hit: HttpErrorObject) => ({
  operation: answer.operation,
  method: answer.method,
  url: answer.url,
  status: answer.status,
  reason: hit.reason,
  errors: answer.errors,
  ...(answer.correlationId === undefined ? {} : { correlationId: answer.correlationId })
})

const withCode =
  <C extends string>(is: (code: string) => code is C) =>
  (e: HttpErrorObject): e is HttpErrorObject & { readonly code: C } =>
    is(e.code)

const decodeRejection = Schema.decodeUnknownOption(Rejection)

/** Product rejections (UNAVAILABLE, OOS, MIN, MAX) of a cart write: {@link CartRejected}. */
export const ProductRejection: ErrorFamily<CartRejected> = family(
  { name: "ProductRejection", tag: "CartRejected", codes: ProductRejectionCodes },
  withCode(isProductRejectionCode),
  (answer, hit) =>
    new CartRejected({
      ...base(answer, hit),
      code: hit.code,
      rejections: answer.errors.flatMap((e) => (isProductRejectionCode(e.code) ? Option.toArray(decodeRejection(e.details)) : []))
    })
)

/** Client-facing modify error codes of checkout changes and purchases: {@link CheckoutModifyError}. */
export const CheckoutModify: ErrorFamily<CheckoutModifyError> = family(
  { name: "CheckoutModify", tag: "CheckoutModifyError", codes: ClientFacingModifyErrorCodes },
  withCode(isClientFacingModifyErrorCode),
  (answer, hit) => new CheckoutModifyError({ ...base(answer, hit), code: hit.code })
)

/** Promise modify error codes of promise creates and changes: {@link PromiseModifyError}. */
export const PromiseModify: ErrorFamily<PromiseModifyError> = family(
  { name: "PromiseModify", tag: "PromiseModifyError", codes: PromiseModifyErrorCodes },
  withCode(isPromiseModifyErrorCode),
  (answer, hit) => new PromiseModifyError({ ...base(answer, hit), code: hit.code })
)

/** Return failure codes: {@link ReturnRejected}. */
export const ReturnFailure: ErrorFamily<ReturnRejected> = family(
  { name: "ReturnFailure", tag: "ReturnRejected", codes: ReturnFailureCodes },
  withCode(isReturnFailureCode),
  (answer, hit) => new ReturnRejected({ ...base(answer, hit), code: hit.code })
)

const isLocationMappingText = Schema.is(LocationMappingErrorText)
/** Code `LMS-MBDAS` with one of the location mapping texts: {@link LocationMappingError}. */
export const LocationMappingFailure: ErrorFamily<LocationMappingError> = family(
  { name: "LocationMappingFailure", tag: "LocationMappingError", codes: [LocationMappingErrorCode], texts: LocationMappingErrorTexts },
  (e): e is HttpErrorObject & { readonly reason: LocationMappingErrorText } =>
    e.code === LocationMappingErrorCode && isLocationMappingText(e.reason),
  (answer, hit) => new LocationMappingError({ ...base(answer, hit), code: LocationMappingErrorCode, reason: hit.reason })
)

const isProfileText = Schema.is(ProfileErrorText)
/** Code `pbsg` with one of the profile texts: {@link ProfileError}. */
export const ProfileFailure: ErrorFamily<ProfileError> = family(
  { name: "ProfileFailure", tag: "ProfileError", codes: [ProfileErrorCode], texts: ProfileErrorTexts },
  (e): e is HttpErrorObject & { readonly reason: ProfileErrorText } => e.code === ProfileErrorCode && isProfileText(e.reason),
  (answer, hit) => new ProfileError({ ...base(answer, hit), code: ProfileErrorCode, reason: hit.reason })
)

/** The text `Invalid Request` of address validation (whatever its code): {@link AddressValidationError}. */
export const AddressValidationFailure: ErrorFamily<AddressValidationError> = family(
  { name: "AddressValidationFailure", tag: "AddressValidationError", codes: [], texts: [AddressValidationInvalidRequest] },
  (e): e is HttpErrorObject & { readonly reason: typeof AddressValidationInvalidRequest } => e.reason === AddressValidationInvalidRequest,
  (answer, hit) => new AddressValidationError({ ...base(answer, hit), code: hit.code, reason: hit.reason })
)

/** Token failure codes (INVALID_TOKEN, AUTH_FAILED, JWK_NOT_FOUND): {@link ServiceTokenError}. */
export const TokenFailure: ErrorFamily<ServiceTokenError> = family(
  { name: "TokenFailure", tag: "ServiceTokenError", codes: TokenFailureCodes },
  withCode(isTokenFailureCode),
  (answer, hit) => new ServiceTokenError({ ...base(answer, hit), code: hit.code })
)

/** Every family of the catalogue. */
export const errorFamilies = [
  ProductRejection,
  CheckoutModify,
  PromiseModify,
  ReturnFailure,
  LocationMappingFailure,
  ProfileFailure,
  AddressValidationFailure,
  TokenFailure
] as const

/**
 * The typed error of an answer by the first of `families` that knows one of its error objects,
 * else undefined.
 *
 * @example
 * matchFamilies([CheckoutModify], { operation: "Checkout.updateTip", method: "PUT", url: "u", status: 400,
 *   errors: [{ code: "ITEM_FALLOUT", reason: "r", datetime: "d", statusCode: 400 }] })?._tag // "CheckoutModifyError"
 */
export const matchFamilies = <F extends AnyErrorFamily>(families: ReadonlyArray<F>, answer: Answer): FamilyError<F> | undefined => {
  for (const f of families) {
    const error = f.match(answer)
    // A family makes its own typed error: the FamilyError of the family it is.
    if (error !== undefined) return error as FamilyError<F>
  }
  return undefined
}
