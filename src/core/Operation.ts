/**
 * The contract as data (DESIGN principle 1): one descriptor per operation of
 * `spec/operations.tsv`. The browser client, the reference upstream and the OpenAPI document are
 * all derived from these descriptors.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import type { AtlasError } from "../errors/client.js"
import { ErrorEnvelope } from "../errors/envelope.js"
import type { AnyErrorFamily, FamilyError } from "../errors/families.js"
import type { DataClassification } from "../schema/classification.js"

/** HTTP methods the atlas API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH"

/** Which base URL an operation is sent to (operations.tsv `host` column). */
export type Host = "atlas" | "payments" | "shoppable" | "identity"

/**
 * The retry class (operations.tsv `retry` column, DESIGN principle 4): `read` retried on transient
 * failures, `keyed` retried only with the same `Idempotency-Key`, `never` neither retried nor
 * deduplicated.
 */
export type RetryClass = "read" | "keyed" | "never"

/** A schema with no requirements, as every contract schema is. */
export type AnySchema = Schema.Schema<any, any, never> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Url params: a struct whose fields encode to strings (arrays are comma-joined by
 * {@link CommaSeparated}); values that encode to anything else are not sent.
 */
export type UrlParamsSchema = AnySchema

/** Headers: a struct with lower-case names whose values encode to strings. */
export type HeadersSchema = AnySchema

/** Path params: a struct whose fields encode to strings, one per `{name}` of the path. */
export type PathSchema = AnySchema

/** The code families of the catalogue (spec §8) an operation can answer with, e.g. `[CheckoutModify]`. */
export type Codes = ReadonlyArray<AnyErrorFamily>

/** One operation of the atlas API. */
export interface Operation<
  P extends PathSchema | undefined = PathSchema | undefined,
  Q extends UrlParamsSchema | undefined = UrlParamsSchema | undefined,
  H extends HeadersSchema | undefined = HeadersSchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  S extends AnySchema = AnySchema,
  C extends Codes = Codes,
  N extends string = string,
  R extends RetryClass = RetryClass
> {
  /** The domain of operations.tsv (first column), e.g. `stores`. */
  readonly domain: string
  /** The use case: `Service.method`, e.g. `Stores.getStoreDetails`; it is `x-call-origin`. */
  readonly name: N
  /** The request kind named by the validation error: `Expecting <requestKind> request`. */
  readonly requestKind: string
  readonly summary: string
  readonly method: HttpMethod
  /** Relative to the host's base; `{x}` is a path parameter. */
  readonly path: string
  readonly host: Host
  readonly retry: R
  /** Whether the call carries credentials (cookies and tokens) to its host. */
  readonly credentials: boolean
  readonly pathParams: P
  readonly urlParams: Q
  readonly headers: H
  readonly payload: B
  readonly success: S
  readonly successStatus: number
  /** Error statuses the operation documents, each with its body: the error envelope. */
  readonly errors: Readonly<Record<number, typeof ErrorEnvelope>>
  /**
   * The code families of the catalogue it can answer with: an answer holding one of a family's codes
   * (or texts) fails with that family's typed error (e.g. `CheckoutModifyError`), any other answer
   * with `UpstreamError`.
   */
  readonly codes: C
  /** A read whose result depends on the shopping context (re-run when the modality changes). */
  readonly contextDependent: boolean
  /**
   * A write that must happen once per intent (a purchase, a checkout, a card added, cash back
   * redeemed): the React adapter joins a run with equal arguments in flight, and a run again after
   * a failure without an answer reuses its `Idempotency-Key`s.
   */
  readonly oneShot?: true
  /**
   * Scopes a service token must carry for this call (spec §6, e.g. offers reads); a server-side
   * client sends a token with them. Absent when the call needs none.
   */
  readonly scopes?: ReadonlyArray<string>
  /**
   * The directory role a service token must carry for this call (spec §6, item reads). Roles come
   * with the client's registration, not with the token request. Absent when the call needs none.
   */
  readonly role?: string
  /** The analytics data classification of what the call carries (spec §3); its error records carry it. */
  readonly dataClassification?: DataClassification
}

/** Any operation. */
export type AnyOperation = Operation<
  PathSchema | undefined,
  UrlParamsSchema | undefined,
  HeadersSchema | undefined,
  AnySchema | undefined,
  AnySchema,
  Codes
>

type Part<K extends string, S> = S extends Schema.Schema<infer A, infer _I, never> ? { readonly [k in K]: A } : {}

/**
 * What a caller passes to run an operation: the decoded (Type) side of its path params, url
 * params, headers and payload, each key present only when the operation has that part.
 */
export type Input<Op extends AnyOperation> = Part<"path", Op["pathParams"]> &
  Part<"urlParams", Op["urlParams"]> &
  Part<"headers", Op["headers"]> &
  Part<"payload", Op["payload"]>

/** The decoded success value of an operation. */
export type Success<Op extends AnyOperation> = Schema.Schema.Type<Op["success"]>

/** The typed errors of the code families an operation declares (never when it declares none). */
export type CodesError<Op extends AnyOperation> = FamilyError<Op["codes"][number]>

/** Every way a call of an operation can fail: an {@link AtlasError} or a typed error of a family it declares. */
export type Failure<Op extends AnyOperation> = AtlasError | CodesError<Op>

/** Options of {@link make}; the parts an operation lacks are left out. */
export interface MakeOptions<P, Q, H, B, S, C, N extends string = string, R extends RetryClass = RetryClass> {
  readonly domain: string
  readonly name: N
  readonly requestKind: string
  readonly summary: string
  readonly method: HttpMethod
  readonly path: string
  readonly host?: Host
  readonly retry: R
  readonly credentials?: boolean
  readonly pathParams?: P
  readonly urlParams?: Q
  readonly headers?: H
  readonly payload?: B
  readonly success: S
  readonly successStatus?: number
  readonly errors?: ReadonlyArray<number>
  readonly codes?: C
  readonly contextDependent?: boolean
  readonly oneShot?: boolean
  readonly scopes?: ReadonlyArray<string>
  readonly role?: string
  readonly dataClassification?: DataClassification
}

/**
 * Declares an operation. Error statuses (each answered with the envelope) default to 400, 404 and
 * 500; `codes` names the code families of the catalogue the operation can answer with (none by
 * default).
 *
 * @example
 * const getStoreDetails = Operation.make({
 *   domain: "stores", name: "Stores.getStoreDetails", requestKind: "store details", summary: "store details",
 *   method: "GET", path: "/stores/v1/details/{storeId}", retry: "read",
 *   pathParams: Schema.Struct({ storeId: Schema.String }), success: StoreDetailsResponse
 * })
 * const updateTip = Operation.make({ ..., retry: "keyed", errors: [400, 404, 409, 500], codes: [CheckoutModify] })
 */
export const make = <
  S extends AnySchema,
  P extends PathSchema | undefined = undefined,
  Q extends UrlParamsSchema | undefined = undefined,
  H extends HeadersSchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  const C extends Codes = readonly [],
  const N extends string = string,
  const R extends RetryClass = RetryClass
>(
  options: MakeOptions<P, Q, H, B, S, C, N, R>
): Operation<P, Q, H, B, S, C, N, R> => {
  const errors = options.errors ?? [400, 404, 500]
  return {
    domain: options.domain,
    name: options.name,
    requestKind: options.requestKind,
    summary: options.summary,
    method: options.method,
    path: options.path,
    host: options.host ?? "atlas",
    retry: options.retry,
    credentials: options.credentials ?? false,
    pathParams: options.pathParams as P,
    urlParams: options.urlParams as Q,
    headers: options.headers as H,
    payload: options.payload as B,
    success: options.success,
    successStatus: options.successStatus ?? 200,
    errors: Object.fromEntries(errors.map((status) => [status, ErrorEnvelope])),
    codes: options.codes ?? ([] as const as unknown as C),
    contextDependent: options.contextDependent ?? false,
    ...(options.oneShot === true ? { oneShot: true as const } : {}),
    ...(options.scopes?.length ? { scopes: options.scopes } : {}),
    ...(options.role === undefined ? {} : { role: options.role }),
    ...(options.dataClassification === undefined ? {} : { dataClassification: options.dataClassification })
  }
}

/** The names of a path's parameters, in order: `/a/{x}/b/{y}` → `["x", "y"]`. */
export const pathParamNames = (path: string): ReadonlyArray<string> => Array.from(path.matchAll(/\{([^}]+)\}/g), (m) => m[1] ?? "")

/**
 * A url param holding a list, sent comma-joined (`filter.gtin13s=a,b,c`).
 *
 * @example
 * Schema.encodeSync(CommaSeparated(Schema.String))(["a", "b"]) // "a,b"
 */
export const CommaSeparated = <A, I extends string>(item: Schema.Schema<A, I, never>) =>
  Schema.transform(Schema.String, Schema.Array(item), {
    strict: false,
    decode: (s) => (s === "" ? [] : s.split(",")),
    encode: (items) => items.join(",")
  })

/** A url param holding a boolean, sent as `true` or `false`. */
export const BooleanFromString = Schema.transform(Schema.Literal("true", "false"), Schema.Boolean, {
  strict: true,
  decode: (s) => s === "true",
  encode: (b) => (b ? "true" : "false")
})
