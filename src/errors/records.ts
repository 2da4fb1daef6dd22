/**
 * Error records (spec §8): what analytics receive for a failed call. Category (the scenario),
 * endpoint, description, response code and the failed correlation id; checkout records describe the
 * first root cause, and checkout and payment records name their error event schema version.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { type DataClassification, DataClassificationSchema } from "../schema/classification.js"
import { isUpstreamAnswer } from "./answer.js"
import { type CallError, isDomainError } from "./domain.js"
import type { HttpErrorObject } from "./envelope.js"
import { NoResponseCode } from "./catalogue.js"
import { type ClassifyOptions, isNetworkError, type Scenario, Scenario as ScenarioSchema, Scenarios, classify } from "./scenarios.js"

/** The description of a network connection error record. */
export const NoNetworkConnection = "no network connection"

/** The error event schema version of checkout and payment user-constraint errors. */
export const UserErrorSchemaVersion = "0.2.0"
/** The error event schema version of checkout and payment service errors. */
export const ServiceErrorSchemaVersion = "0.2.4"
/** The error event schema versions of checkout and payment errors. */
export const ErrorEventSchemaVersion = Schema.Literal(UserErrorSchemaVersion, ServiceErrorSchemaVersion)
/** The schema version an error record of a checkout or payment failure is sent with. */
export type ErrorEventSchemaVersion = typeof ErrorEventSchemaVersion.Type

/**
 * One failed call as analytics see it.
 *
 * - `endpoint`: method and URL, e.g. `GET https://shop/atlas/v1/stores/v1/search?filter.zip=45202`;
 *   absent for a request that failed validation (nothing was sent).
 * - `responseCode`: the HTTP status, {@link NoResponseCode} (-1) when there was no response.
 * - `failedCorrelationId`: the response's `x-correlation-id`, when there was one.
 * - `schemaVersion`: on `Checkout.` and `Payment.` user-constraint and service errors only.
 * - `timestamp`: ISO time of the report, when one was given.
 * - `dataClassification`: the operation's data classification (spec §3), when it declares one (the
 *   loyalty score call: highly private linked).
 */
export const ErrorRecord = Schema.Struct({
  category: ScenarioSchema,
  operation: Schema.String,
  endpoint: Schema.optional(Schema.String),
  description: Schema.String,
  responseCode: Schema.Number,
  failedCorrelationId: Schema.optional(Schema.String),
  schemaVersion: Schema.optional(ErrorEventSchemaVersion),
  timestamp: Schema.optional(Schema.String),
  dataClassification: Schema.optional(DataClassificationSchema)
})
/** One failed call as analytics receive it: scenario, operation, endpoint, status, correlation id and data classification. */
export type ErrorRecord = typeof ErrorRecord.Type

/** Whether a use case is a checkout call (its records describe the first root cause). */
export const isCheckoutOperation = (operation: string): boolean => operation.startsWith("Checkout.")
/** Whether a use case is a payment call. */
export const isPaymentOperation = (operation: string): boolean => operation.startsWith("Payment.")

/**
 * The error event schema version of a record: checkout and payment calls only, `0.2.0` for user
 * constraint errors, `0.2.4` for service errors, none for network and runtime failures.
 *
 * @example
 * schemaVersionOf("Checkout.createCheckout", "user constraint error") // Option.some("0.2.0")
 */
export const schemaVersionOf = (operation: string, category: Scenario): Option.Option<ErrorEventSchemaVersion> => {
  if (!isCheckoutOperation(operation) && !isPaymentOperation(operation)) return Option.none()
  switch (category) {
    case Scenarios.UserConstraint:
      return Option.some(UserErrorSchemaVersion)
    case Scenarios.CustomerFacingService:
    case Scenarios.NonCustomerFacingService:
      return Option.some(ServiceErrorSchemaVersion)
    default:
      return Option.none()
  }
}

/**
 * The first root-cause reason: `rootCauses[0].reason` of the first error object that has one.
 *
 * @example
 * firstRootCause([{ code: "C", reason: "r", datetime: "d", statusCode: 400, rootCauses: [{ reason: "why" }] }]) // Option.some("why")
 */
export const firstRootCause = (errors: ReadonlyArray<HttpErrorObject>): Option.Option<string> => {
  for (const e of errors) {
    const reason = e.rootCauses?.[0]?.reason
    if (reason !== undefined) return Option.some(reason)
  }
  return Option.none()
}

const errorObjects = (error: CallError): ReadonlyArray<HttpErrorObject> => (isUpstreamAnswer(error) ? error.errors : [])

/**
 * The description of an error: `no network connection` for a network error; for a checkout call
 * the first root-cause reason; else, for a typed error of the catalogue, its reason (the first
 * known error object's); else the first error object's reason; else the error's message.
 */
export const describeError = (error: CallError): string => {
  if (isNetworkError(error)) return NoNetworkConnection
  const errors = errorObjects(error)
  const rootCause = isCheckoutOperation(error.operation) ? firstRootCause(errors) : Option.none<string>()
  return Option.getOrElse(rootCause, () => (isDomainError(error) ? error.reason : (errors[0]?.reason ?? error.message)))
}

/** The HTTP status of the failed call's response, or -1 when it got none. */
export const responseCodeOf = (error: CallError): number =>
  isUpstreamAnswer(error) || error._tag === "ResponseDecodeError" ? error.status : NoResponseCode

/** The call as `METHOD URL`, absent for a request that was never sent. */
export const endpointOf = (error: CallError): Option.Option<string> =>
  error._tag === "RequestValidationError" ? Option.none() : Option.some(`${error.method.toUpperCase()} ${error.url}`)

/** The response's `x-correlation-id` that the error carries, if any. */
export const correlationIdOf = (error: CallError): Option.Option<string> =>
  isUpstreamAnswer(error) || error._tag === "ResponseDecodeError" ? Option.fromNullable(error.correlationId) : Option.none()

/** How to build a record: {@link ClassifyOptions} and the time of the report. */
export interface RecordOptions extends ClassifyOptions {
  readonly now?: Date
  /** The call's data classification (the request layer passes its operation's). */
  readonly dataClassification?: DataClassification | undefined
}

/**
 * The error record of a failed call; none when the call is silent or never triggers scenarios.
 * Pure: the record has a `timestamp` only when `now` is given.
 *
 * @example
 * toErrorRecord(new ClientError({ operation: "Stores.searchStores", method: "GET", url: "https://x/s", reason: "Network" }))
 * // Option.some({ category: "network connection error", endpoint: "GET https://x/s",
 * //   description: "no network connection", responseCode: -1, ... })
 */
export const toErrorRecord = (error: CallError, options: RecordOptions = {}): Option.Option<ErrorRecord> =>
  Option.map(classify(error, options), (category): ErrorRecord => {
    const endpoint = endpointOf(error)
    const correlationId = correlationIdOf(error)
    const schemaVersion = schemaVersionOf(error.operation, category)
    return {
      category,
      operation: error.operation,
      ...(Option.isSome(endpoint) ? { endpoint: endpoint.value } : {}),
      description: describeError(error),
      responseCode: responseCodeOf(error),
      ...(Option.isSome(correlationId) ? { failedCorrelationId: correlationId.value } : {}),
      ...(Option.isSome(schemaVersion) ? { schemaVersion: schemaVersion.value } : {}),
      ...(options.now === undefined ? {} : { timestamp: options.now.toISOString() }),
      ...(options.dataClassification === undefined ? {} : { dataClassification: options.dataClassification })
    }
  })
