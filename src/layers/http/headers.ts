/**
 * The headers of a call (DESIGN's header table): the defaults every call gets; the shop's own
 * headers (request context, environment, XSRF, tokens, idempotency key) only to the host they
 * belong to; nothing secret or contextual to third-party hosts.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import type { Host, HttpMethod } from "../../core/Operation.js"
import type { CredentialsShape } from "../Credentials.js"
import type { EnvironmentConfig } from "../Environment.js"
import { modalityHeaders, type RequestContextValue } from "../RequestContext.js"

/** What the headers need to know of an operation. */
export interface HeaderMeta {
  /** The use case, sent as `x-call-origin`. */
  readonly name: string
  readonly method: HttpMethod
  readonly host: Host
}

/** Whether a method changes state (the XSRF header goes only with those). */
export const stateChanging = (method: HttpMethod): boolean => method !== "GET"

/**
 * The request context's headers: the modality headers, the customer context as JSON, geo and A/B.
 *
 * @example
 * contextHeaders({ geoLocation: "zip=45202" }) // { "x-geo-location": "zip=45202" }
 */
export const contextHeaders = (ctx: RequestContextValue): Record<string, string> => ({
  ...(ctx.modality === undefined ? {} : modalityHeaders(ctx.modality)),
  ...(ctx.customerContext === undefined ? {} : { "x-customer-context": JSON.stringify(ctx.customerContext) }),
  ...(ctx.geoLocation === undefined ? {} : { "x-geo-location": ctx.geoLocation }),
  ...(ctx.abTest === undefined ? {} : { "x-ab-test": ctx.abTest })
})

/**
 * The environment's headers (`x-location`, `x-banner`, `x-tenant`), each only when set.
 *
 * @example
 * environmentHeaders(config)["x-banner"] // "atlas"
 */
export const environmentHeaders = (env: EnvironmentConfig): Record<string, string> => ({
  ...(env.headers.location === undefined ? {} : { "x-location": env.headers.location }),
  ...(env.headers.banner === undefined ? {} : { "x-banner": env.headers.banner }),
  ...(env.headers.tenant === undefined ? {} : { "x-tenant": env.headers.tenant })
})

const noSecret: Effect.Effect<Option.Option<Redacted.Redacted<string>>> = Effect.succeed(Option.none())

/**
 * The headers of one client's calls: `headersFor(meta, url, idempotencyKey, correlationId)`. The
 * context's headers are made again only when the context has changed; plain steps, no generator
 * (this runs on every call).
 */
export const makeHeaders = (env: EnvironmentConfig, context: Effect.Effect<RequestContextValue>, credentials: CredentialsShape) => {
  const hostOrigins = new Map<Host, string>(
    Object.entries(env.hosts).map(([host, policy]) => [host as Host, new URL(policy.baseUrl).origin])
  )
  const environment = environmentHeaders(env)
  let lastContext: RequestContextValue | undefined
  let lastContextHeaders: Record<string, string> = {}
  return (meta: HeaderMeta, url: URL, idempotencyKey: string | undefined, correlationId: string): Effect.Effect<Record<string, string>> => {
    const base: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
      "x-channel": "WEB",
      "x-call-origin": meta.name,
      "x-correlation-id": correlationId
    }
    if (meta.host === "shoppable" || url.origin !== hostOrigins.get(meta.host)) return Effect.succeed(base)
    const xsrf = meta.host === "atlas" && stateChanging(meta.method) ? credentials.xsrfToken : noSecret
    const appAuth = meta.host === "identity" ? noSecret : credentials.applicationAuthorization
    return Effect.flatMap(context, (ctx) =>
      Effect.flatMap(xsrf, (xsrfToken) =>
        Effect.flatMap(credentials.authorization, (auth) =>
          Effect.map(appAuth, (app) => {
            if (ctx !== lastContext) {
              lastContext = ctx
              lastContextHeaders = contextHeaders(ctx)
            }
            const headers = Object.assign(base, lastContextHeaders, environment)
            if (Option.isSome(xsrfToken)) headers["x-xsrf-token"] = Redacted.value(xsrfToken.value)
            if (Option.isSome(auth)) headers.authorization = Redacted.value(auth.value)
            if (Option.isSome(app)) headers["x-application-authorization"] = Redacted.value(app.value)
            if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey
            return headers
          })
        )
      )
    )
  }
}
