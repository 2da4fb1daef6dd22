/**
 * The analytics scenario classifier of spec §8: which kind of failure a call's error is, or
 * none when the call is silent (membership) or never triggers scenarios (modality options).
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { isUpstreamAnswer } from "./answer.js"
import { type AtlasError, ClientError, IdempotencyKeyReused, RequestValidationError, ResponseDecodeError, UpstreamError } from "./client.js"
import { type CallError, isDomainError } from "./domain.js"
import type { HttpErrorObject } from "./envelope.js"

/**
 * The analytics scenarios of spec §8, by name.
 *
 * @example
 * Scenarios.UserConstraint // "user constraint error"
 */
export const Scenarios = {
  CustomerFacingService: "customer-facing service error",
  NonCustomerFacingService: "non-customer-facing service error",
  UserConstraint: "user constraint error",
  NetworkConnection: "network connection error",
  BrowserRequest: "browser request error",
  ApplicationException: "application exception error",
  Unknown: "unknown"
} as const

/** The analytics scenarios of spec §8 as a literal union (the error record's category). */
export const Scenario = Schema.Literal(
  Scenarios.CustomerFacingService,
  Scenarios.NonCustomerFacingService,
  Scenarios.UserConstraint,
  Scenarios.NetworkConnection,
  Scenarios.BrowserRequest,
  Scenarios.ApplicationException,
  Scenarios.Unknown
)
/** The analytics scenario a failed call falls under: the `category` of its error record. */
export type Scenario = typeof Scenario.Type

/** The use case of the membership call, whose analytics are silent. */
export const MembershipOperation = "Membership.getMembership"
/** The use case of the modality-options call, which never triggers scenarios. */
export const ModalityOptionsOperation = "ModalityPreferences.getOptions"
/** The path (under the atlas base path) of the modality-options call. */
export const ModalityOptionsPath = "/modality/options"

/**
 * Whether a use case's analytics are silent: only the membership read, {@link MembershipOperation}
 * (spec §8: "The membership analytics call is silent"). The other membership use cases (the
 * enrollments read, the enrollment write) are classified like any other call.
 *
 * @example
 * isSilent("Membership.getMembership") // true
 * isSilent("Membership.updateEnrollment") // false
 */
export const isSilent = (operation: string): boolean => operation === MembershipOperation

/**
 * Whether a call is a modality-options call: the use case {@link ModalityOptionsOperation}, or any
 * call whose URL path ends with {@link ModalityOptionsPath} (query and fragment ignored).
 *
 * @example
 * isModalityOptionsCall("X.y", "https://shop/atlas/v1/modality/options?x=1") // true
 */
export const isModalityOptionsCall = (operation: string, url?: string): boolean => {
  if (operation === ModalityOptionsOperation) return true
  if (url === undefined) return false
  const path = url.split(/[?#]/, 1)[0] ?? ""
  return path.replace(/\/+$/, "").endsWith(ModalityOptionsPath)
}

/**
 * Whether an error yields no scenario at all: its call is silent or a modality-options call.
 *
 * @example
 * isExempt(new ClientError({ operation: "Membership.getMembership", method: "GET", url: "u", reason: "Network" })) // true
 */
export const isExempt = (error: CallError): boolean =>
  isSilent(error.operation) || isModalityOptionsCall(error.operation, "url" in error ? error.url : undefined)

/**
 * Whether a client-error message names a network error: it contains `network error`, in any case.
 *
 * @example
 * isNetworkErrorMessage("NETWORK ERROR: offline") // true
 */
export const isNetworkErrorMessage = (message: string): boolean => message.toLowerCase().includes("network error")

/** Whether an error is a client error whose message names a network error (spec §8). */
export const isNetworkError = (error: CallError): boolean => error instanceof ClientError && isNetworkErrorMessage(error.message)

/** Whether a value is one of the {@link AtlasError} classes. */
export const isAtlasError = (u: unknown): u is AtlasError =>
  u instanceof UpstreamError ||
  u instanceof IdempotencyKeyReused ||
  u instanceof ClientError ||
  u instanceof RequestValidationError ||
  u instanceof ResponseDecodeError

/** Whether a value is an {@link AtlasError} or a typed error of the catalogue. */
export const isCallError = (u: unknown): u is CallError => isAtlasError(u) || isDomainError(u)

/** How to classify: whether the call's service errors show to the shopper (default `true`). */
export interface ClassifyOptions {
  readonly customerFacing?: boolean
}

/**
 * The scenario of a response with errors: user constraint when the highest `statusCode` among the
 * error objects is below 500; otherwise (also with no error objects, or none with a positive
 * code) a service error, customer-facing unless `customerFacing` is `false`.
 *
 * @example
 * responseScenario([{ code: "A", reason: "r", datetime: "d", statusCode: 404 }]) // "user constraint error"
 */
export const responseScenario = (errors: ReadonlyArray<HttpErrorObject>, options: ClassifyOptions = {}): Scenario => {
  const codes = errors.map((e) => e.statusCode).filter((n) => Number.isFinite(n) && n > 0)
  if (codes.length > 0 && Math.max(...codes) < 500) return Scenarios.UserConstraint
  return options.customerFacing === false ? Scenarios.NonCustomerFacingService : Scenarios.CustomerFacingService
}

/**
 * The scenario of an error, ignoring silence: an upstream answer (`UpstreamError`,
 * `IdempotencyKeyReused` and every typed error of the catalogue) by {@link responseScenario}; a
 * client error naming a network error is a network connection error; an aborted request (the
 * browser or the caller cancelled it) is a browser request error; every other runtime failure
 * (timeout, request validation, malformed response) is an application exception error. This split
 * of spec §8's "runtime error" (no scenario of that name exists) is our reading, recorded in
 * `docs/spec-decisions.md`.
 */
export const scenarioOf = (error: CallError, options: ClassifyOptions = {}): Scenario => {
  if (isUpstreamAnswer(error)) return responseScenario(error.errors, options)
  switch (error._tag) {
    case "ClientError":
      if (isNetworkError(error)) return Scenarios.NetworkConnection
      return error.reason === "Aborted" ? Scenarios.BrowserRequest : Scenarios.ApplicationException
    case "RequestValidationError":
    case "ResponseDecodeError":
      return Scenarios.ApplicationException
  }
}

/**
 * The analytics scenario of an error, taking the call from the error; none when the call is
 * silent (membership) or a modality-options call.
 *
 * @example
 * classify(new ClientError({ operation: "Stores.searchStores", method: "GET", url: "u", reason: "Network" }))
 * // Option.some("network connection error")
 */
export const classify = (error: CallError, options: ClassifyOptions = {}): Option.Option<Scenario> =>
  isExempt(error) ? Option.none() : Option.some(scenarioOf(error, options))

/**
 * The scenario of any failure: an {@link AtlasError} or a typed error of the catalogue by
 * {@link classify}, anything else `unknown`.
 *
 * @example
 * classifyUnknown(new Error("boom")) // Option.some("unknown")
 */
export const classifyUnknown = (u: unknown, options: ClassifyOptions = {}): Option.Option<Scenario> =>
  isCallError(u) ? classify(u, options) : Option.some(Scenarios.Unknown)
