/**
 * The pure half of the executor: turns an operation and its input into the parts of a request
 * (validating first), and a status and body into the operation's success or typed error.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { IdempotencyKeyReusedCode } from "../errors/catalogue.js"
import { IdempotencyKeyReused, RequestValidationError, ResponseDecodeError, UpstreamError } from "../errors/client.js"
import { ErrorEnvelope, type HttpErrorObject } from "../errors/envelope.js"
import { matchFamilies } from "../errors/families.js"
import { fastDecoder, fastEncoder, NotSure } from "./fastCodec.js"
import type { AnyOperation, CodesError, Input, Success } from "../core/Operation.js"

/** A request's parts, encoded and validated, before the request layer adds its headers. */
export interface EncodedRequest {
  /** The path relative to the host's base, parameters substituted and URI-encoded. */
  readonly path: string
  /** Url params with empty values dropped ("only non-empty filters are sent"). */
  readonly urlParams: ReadonlyArray<readonly [string, string]>
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
  readonly hasBody: boolean
}

/** What the request layer hands back: any status, the body parsed as JSON when it is JSON. */
export interface RawResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
  /** The body did not parse as JSON (or was empty). */
  readonly bodyText: string | undefined
}

/** A response body as the request layer keeps it: parsed when it is JSON, else its text; a blank body is none. */
export const readBody = (text: string): Pick<RawResponse, "body" | "bodyText"> => {
  // A blank body is no body: no non-space character (found at once in JSON, without copying it as `trim` would).
  if (!/\S/.test(text)) return { body: undefined, bodyText: undefined }
  try {
    return { body: JSON.parse(text) as unknown, bodyText: undefined }
  } catch {
    return { body: undefined, bodyText: text }
  }
}

/** Where a call went, for errors and records. */
export interface CallSite {
  readonly method: string
  readonly url: string
}

const formatIssue = (error: ParseResult.ParseError): string => ParseResult.TreeFormatter.formatErrorSync(error)

/**
 * Where the first issue of a decode failure is: keys and indexes from the body's root (a walk of
 * the issue tree, lighter in the bundle than Effect's `ArrayFormatter`).
 */
const issuePath = (error: ParseResult.ParseError): ReadonlyArray<string | number> => {
  const path: Array<string | number> = []
  let issue: ParseResult.ParseIssue | undefined = error.issue
  while (issue !== undefined) {
    switch (issue._tag) {
      case "Pointer":
        for (const key of Array.isArray(issue.path) ? issue.path : [issue.path]) path.push(typeof key === "number" ? key : String(key))
        issue = issue.issue
        break
      case "Composite":
        issue = Array.isArray(issue.issues) ? issue.issues[0] : issue.issues
        break
      case "Refinement":
      case "Transformation":
        issue = issue.issue
        break
      default:
        issue = undefined
    }
  }
  return path
}

type Parsed = Either.Either<unknown, ParseResult.ParseError> | Effect.Effect<unknown, ParseResult.ParseError>
type Parser = (u: unknown) => Parsed

// Encoders and decoders are derived once per schema (descriptors are long-lived), not per call.
const encoders = new WeakMap<Schema.Schema.AnyNoContext, Parser>()
const decoders = new WeakMap<Schema.Schema.AnyNoContext, Parser>()

/**
 * A schema's parser, made once: the fast path's value when it is sure (`NotSure` when it is not,
 * or throws: a getter, say), else Effect's answer, which holds every issue.
 */
const parserOf = (
  cache: WeakMap<Schema.Schema.AnyNoContext, Parser>,
  schema: Schema.Schema.AnyNoContext,
  fastOf: (schema: Schema.Schema.AnyNoContext) => (u: unknown) => unknown,
  slowOf: (schema: Schema.Schema.AnyNoContext) => Parser
): Parser => {
  let parse = cache.get(schema)
  if (parse === undefined) {
    const fast = fastOf(schema)
    const slow = slowOf(schema)
    parse = (u) => {
      let value: unknown
      try {
        value = fast(u)
      } catch {
        value = NotSure
      }
      return value === NotSure ? slow(u) : Either.right(value)
    }
    cache.set(schema, parse)
  }
  return parse
}

const encoderOf = (schema: Schema.Schema.AnyNoContext) =>
  parserOf(encoders, schema, fastEncoder, (s) => Schema.encodeUnknownEither(s)) as (
    u: unknown
  ) => Either.Either<unknown, ParseResult.ParseError>
const decoderOf = (schema: Schema.Schema.AnyNoContext) => parserOf(decoders, schema, fastDecoder, (s) => Schema.decodeUnknown(s))

const envelopeOf = Schema.decodeUnknownOption(ErrorEnvelope)

const encodePart = (op: AnyOperation, schema: Schema.Schema.AnyNoContext | undefined, value: unknown) => {
  if (schema === undefined) return Either.right(undefined)
  return encoderOf(schema)(value).pipe(
    Either.mapLeft((e) => new RequestValidationError({ operation: op.name, requestKind: op.requestKind, issues: formatIssue(e) }))
  )
}

/** The string-valued, non-empty entries of an encoded part (a loop: this runs on every call). */
const stringEntries = (value: unknown, lowerCaseKeys = false): Array<readonly [string, string]> => {
  const out: Array<readonly [string, string]> = []
  if (typeof value !== "object" || value === null) return out
  for (const [k, v] of Object.entries(value)) if (typeof v === "string" && v !== "") out.push([lowerCaseKeys ? k.toLowerCase() : k, v])
  return out
}

const PATH_PARAM = /\{([^}]+)\}/g
const COMMA = /%2C/g

/**
 * Validates and encodes an input. A wrong kind of request (not an object, missing or ill-typed
 * parts) is a {@link RequestValidationError} with the spec's "Expecting ... request" message.
 *
 * Path parameters are URI-encoded, but commas stay commas (`/products/products/a,b`).
 *
 * @example
 * encodeRequest(getStoreDetails, { path: { storeId: "01400943" } }) // Right({ path: "/stores/v1/details/01400943", ... })
 */
export const encodeRequest = <Op extends AnyOperation>(op: Op, input: Input<Op>): Either.Either<EncodedRequest, RequestValidationError> => {
  const reject = (issues: string) => Either.left(new RequestValidationError({ operation: op.name, requestKind: op.requestKind, issues }))
  if (typeof input !== "object" || input === null) return reject(`expected an object, got ${input === null ? "null" : typeof input}`)
  const parts = input as Record<string, unknown>
  // Plain steps rather than `Either.gen`: this runs on every call.
  const path = encodePart(op, op.pathParams, parts.path)
  if (Either.isLeft(path)) return Either.left(path.left)
  const query = encodePart(op, op.urlParams, parts.urlParams ?? {})
  if (Either.isLeft(query)) return Either.left(query.left)
  const headers = encodePart(op, op.headers, parts.headers ?? {})
  if (Either.isLeft(headers)) return Either.left(headers.left)
  const body = op.payload === undefined ? Either.right(undefined) : encodePart(op, op.payload, parts.payload)
  if (Either.isLeft(body)) return Either.left(body.left)
  const pathValues = (path.right ?? {}) as Record<string, string>
  let missing: string | undefined
  const resolved = op.path.includes("{")
    ? op.path.replace(PATH_PARAM, (_, name: string) => {
        const v = pathValues[name]
        if (v === undefined || v === "") missing = name
        // A list in a path stays comma-joined on the wire, as in url params (`/products/products/a,b`).
        return encodeURIComponent(v ?? "").replace(COMMA, ",")
      })
    : op.path
  if (missing !== undefined) return reject(`path parameter ${missing} is empty`)
  return Either.right({
    path: resolved,
    urlParams: stringEntries(query.right),
    headers: Object.fromEntries(stringEntries(headers.right, true)),
    body: body.right,
    hasBody: op.payload !== undefined
  })
}

const decodeWith = <A>(
  op: AnyOperation,
  schema: Schema.Schema<A, unknown, never>,
  response: RawResponse,
  site: CallSite
): Effect.Effect<A, ResponseDecodeError> => {
  // The cache holds decoders of any schema; this one decodes to `A`.
  const decoded = (
    decoderOf(schema) as (u: unknown) => Either.Either<A, ParseResult.ParseError> | Effect.Effect<A, ParseResult.ParseError>
  )(response.body)
  // A decoded body is the value itself (no error mapping to run); a failure becomes the operation's error.
  if (Either.isEither(decoded) && Either.isRight(decoded)) return Either.right(decoded.right)
  return Effect.mapError(
    decoded,
    (e) =>
      new ResponseDecodeError({
        operation: op.name,
        ...site,
        status: response.status,
        issues: response.bodyText !== undefined ? `body is not JSON: ${response.bodyText.slice(0, 80)}` : formatIssue(e),
        path: response.bodyText !== undefined ? [] : issuePath(e),
        ...correlation(response)
      })
  )
}

const correlation = (response: RawResponse): { correlationId?: string } => {
  const id = response.headers["x-correlation-id"]
  return id === undefined ? {} : { correlationId: id }
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date. */
export const retryAfterMs = (headers: Readonly<Record<string, string>>, now: number = Date.now()): number | undefined => {
  const value = headers["retry-after"]
  if (value === undefined) return undefined
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/**
 * Decodes a response by status: 2xx with the success schema; any other status is an answer. Its
 * body is the error envelope (a documented status whose JSON body is no envelope is a
 * {@link ResponseDecodeError}). A 422 of a keyed call whose error objects hold the code
 * `IDEMPOTENCY_KEY_REUSED` is {@link IdempotencyKeyReused}; an answer holding a code (or text) of a
 * family the operation declares is that family's typed error; anything else an {@link UpstreamError}.
 */
export const decodeResponse = <Op extends AnyOperation>(
  op: Op,
  response: RawResponse,
  site: CallSite,
  idempotencyKey: string | undefined
): Effect.Effect<Success<Op>, UpstreamError | IdempotencyKeyReused | ResponseDecodeError | CodesError<Op>> => {
  if (response.status >= 200 && response.status < 300) {
    return decodeWith(op, op.success as Schema.Schema<Success<Op>, unknown, never>, response, site)
  }
  const envelope = envelopeOf(response.body)
  if (envelope._tag === "None" && op.errors[response.status] !== undefined && response.bodyText === undefined) {
    return decodeWith(op, ErrorEnvelope as Schema.Schema<unknown, unknown, never>, response, site).pipe(
      Effect.flatMap(() => Effect.fail(upstreamError(op, response, site, [])))
    )
  }
  const errors = envelope._tag === "Some" ? envelope.value.errors : []
  if (response.status === 422 && idempotencyKey !== undefined && errors.some((e) => e.code === IdempotencyKeyReusedCode)) {
    return Effect.fail(new IdempotencyKeyReused({ operation: op.name, ...site, idempotencyKey, errors, ...correlation(response) }))
  }
  // `Op["codes"]` is read through the `AnyOperation` constraint: its elements are the descriptor's families.
  const typed =
    op.codes.length === 0
      ? undefined
      : matchFamilies(op.codes as ReadonlyArray<Op["codes"][number]>, {
          operation: op.name,
          ...site,
          status: response.status,
          errors,
          ...correlation(response)
        })
  return Effect.fail(typed ?? upstreamError(op, response, site, errors))
}

const upstreamError = (op: AnyOperation, response: RawResponse, site: CallSite, errors: ReadonlyArray<HttpErrorObject>) => {
  const retryAfter = retryAfterMs(response.headers)
  return new UpstreamError({
    operation: op.name,
    ...site,
    status: response.status,
    errors,
    ...correlation(response),
    ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter })
  })
}
