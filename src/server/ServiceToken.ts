/**
 * Service tokens (spec §6, DESIGN principle 5), server side only: the OAuth client-credentials
 * token of the identity host, fetched once for any number of concurrent callers, refreshed before
 * it expires (callers keep using the still-valid token meanwhile), and refreshed once with the
 * call retried once when a call answers 401. Operations that declare `scopes` (offers reads, item reads) get a
 * token asked for with those scopes ({@link withOperationScopes}). Failure codes INVALID_TOKEN, AUTH_FAILED and
 * JWK_NOT_FOUND are {@link ServiceTokenError}s. The client secret and the tokens are `Redacted`,
 * held in memory only, and never logged; errors carry no request.
 *
 * The token call is form-encoded, the one call that is not JSON; the request layer only sends JSON,
 * so this layer sends it with `HttpClient` itself, from the `Identity.getServiceToken` descriptor
 * (path, host, response schemas).
 *
 * @since 0.1.0
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Ref from "effect/Ref"
import * as Schedule from "effect/Schedule"
import { decodeResponse, type RawResponse, readBody } from "../internal/codec.js"
import { IdentityContract } from "../contract/identity.js"
import { isUpstreamAnswer } from "../errors/answer.js"
import { ClientError, type ResponseDecodeError, UpstreamError } from "../errors/client.js"
import type { ServiceTokenError } from "../errors/domain.js"
import { TokenFailure } from "../errors/families.js"

/** The token failure error (its class lives with the catalogue's typed errors). */
export { ServiceTokenError } from "../errors/domain.js"
import { AtlasHttp, type Sent } from "../layers/AtlasHttp.js"
import { retryStatuses } from "../layers/http/retryPolicy.js"
import { Credentials } from "../layers/Credentials.js"
import { Environment } from "../layers/Environment.js"
import { uuid } from "../internal/ids.js"

/** Every way getting a token can fail. */
export type ServiceTokenFailure = ServiceTokenError | UpstreamError | ClientError | ResponseDecodeError

/** How to get service tokens. */
export interface ServiceTokenConfig {
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted<string>
  /** Scopes to ask for (space-joined); the client's own scopes when empty. */
  readonly scopes?: ReadonlyArray<string>
  /** Refresh this long before expiry (default 60 s; at most half the token's lifetime). */
  readonly refreshBeforeMs?: number
  /** Deadline of one token request (default: the environment's). */
  readonly timeoutMs?: number
}

/** What the layer offers. */
export interface ServiceTokenShape {
  /** The current access token, fetched when there is none or it expired. */
  readonly get: Effect.Effect<Redacted.Redacted<string>, ServiceTokenFailure>
  /**
   * Runs a call with the current token as its `Authorization`; a 401 refreshes the token once and
   * retries the call once. A final 401 with a token failure code is a {@link ServiceTokenError}.
   */
  readonly authorized: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | ServiceTokenFailure, R>
  /**
   * {@link ServiceTokenShape.authorized} with a token carrying `scopes` (an operation's `scopes`):
   * the client's own token when it asked for them (`config.scopes`), else one asked for with just
   * those scopes, cached apart.
   */
  readonly authorizedFor: (
    scopes: ReadonlyArray<string>
  ) => <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | ServiceTokenFailure, R>
  /** Drops the current tokens: the next call fetches a new one. */
  readonly invalidate: Effect.Effect<void>
  /** How many token requests were started (for every set of scopes). */
  readonly fetches: Effect.Effect<number>
}

interface Slot {
  readonly token: Redacted.Redacted<string>
  readonly refreshAt: number
  readonly expiresAt: number
  readonly generation: number
}

interface CacheState {
  readonly current: Option.Option<Slot>
  readonly inflight: Option.Option<Deferred.Deferred<Slot, ServiceTokenFailure>>
  readonly generation: number
  readonly fetches: number
}

type Decision =
  | { readonly _tag: "Use"; readonly slot: Slot }
  | { readonly _tag: "Wait"; readonly deferred: Deferred.Deferred<Slot, ServiceTokenFailure> }
  | { readonly _tag: "Start"; readonly stale: Option.Option<Slot> }

/** The token pinned for the current call by `authorized`. */
const pinned = FiberRef.unsafeMake<Option.Option<Redacted.Redacted<string>>>(Option.none())

const op = IdentityContract.getServiceToken
const transientStatuses = retryStatuses("read")

/**
 * An `UpstreamError` of a call that does not declare the token family, whose error objects hold a
 * token failure code, becomes a {@link ServiceTokenError} by the family's rule (calls that declare
 * it, like the token call, fail with one already).
 */
export const toServiceTokenError = <E>(error: E): E | ServiceTokenError =>
  error instanceof UpstreamError ? (TokenFailure.match(error) ?? error) : error

/** A 401 answer of a call sent by {@link withOperationScopes}, failed so `authorizedFor` refreshes and retries. */
class UnauthorizedAnswer {
  constructor(readonly sent: Sent) {}
}
/** A failure of the call itself, kept apart from token failures. */
class CallFailed {
  constructor(readonly error: ClientError) {}
}

const isUnauthorized = (error: unknown): boolean => (isUpstreamAnswer(error) && error.status === 401) || error instanceof UnauthorizedAnswer

const make = (config: ServiceTokenConfig) =>
  Effect.gen(function* () {
    const env = yield* Environment
    const http = (yield* HttpClient.HttpClient).pipe(HttpClient.withTracerPropagation(false))
    const scope = yield* Effect.scope
    const timeoutMs = config.timeoutMs ?? env.timeoutMs
    const refreshBeforeMs = config.refreshBeforeMs ?? 60_000

    const requestToken = (scopes: ReadonlyArray<string> | undefined) =>
      Effect.gen(function* () {
        const url = new URL(env.hosts.identity.baseUrl + op.path)
        const site = { method: op.method, url: url.toString() }
        const clientError = (reason: ClientError["reason"], description?: string) =>
          new ClientError({ operation: op.name, ...site, reason, ...(description === undefined ? {} : { description }) })
        const request = HttpClientRequest.post(url).pipe(
          HttpClientRequest.setHeaders({
            accept: "application/json",
            "x-channel": "WEB",
            "x-call-origin": op.name,
            "x-correlation-id": uuid()
          }),
          HttpClientRequest.bodyUrlParams({
            grant_type: "client_credentials",
            client_id: config.clientId,
            client_secret: Redacted.value(config.clientSecret),
            ...(scopes?.length ? { scope: scopes.join(" ") } : {})
          })
        )
        const raw = yield* http.execute(request).pipe(
          Effect.flatMap((response) =>
            Effect.map(response.text, (text): RawResponse => ({ status: response.status, headers: response.headers, ...readBody(text) }))
          ),
          // The platform's errors hold the request (and so the form body with the secret): never let them out.
          Effect.mapError((e) => clientError("Network", e.reason)),
          timeoutMs > 0
            ? Effect.timeoutFail({ duration: Duration.millis(timeoutMs), onTimeout: () => clientError("Timeout") })
            : (self) => self,
          Effect.provideService(FetchHttpClient.RequestInit, { credentials: "omit", redirect: "error" })
        )
        yield* Effect.logDebug("service token").pipe(
          Effect.annotateLogs({ operation: op.name, method: op.method, url: site.url, status: raw.status })
        )
        return yield* decodeResponse(op, raw, site, undefined).pipe(
          // No key is sent, so a 422 is an ordinary upstream error here.
          Effect.catchTag("IdempotencyKeyReused", (e) =>
            Effect.fail(new UpstreamError({ operation: e.operation, method: e.method, url: e.url, status: 422, errors: e.errors }))
          )
        )
      }).pipe(
        Effect.retry({
          schedule: Schedule.exponential(Duration.millis(100)).pipe(Schedule.jittered),
          times: 3,
          while: (e) => e._tag === "ClientError" || (e._tag === "UpstreamError" && transientStatuses.has(e.status))
        }),
        Effect.mapError(toServiceTokenError),
        Effect.withSpan(op.name)
      )

    /** One cached token: the client's (for `config.scopes`) or one per set of scopes operations need. */
    const makeCache = (scopes: ReadonlyArray<string> | undefined) => {
      const ref = Ref.unsafeMake<CacheState>({ current: Option.none(), inflight: Option.none(), generation: 0, fetches: 0 })

      const refresh = (deferred: Deferred.Deferred<Slot, ServiceTokenFailure>) =>
        Effect.gen(function* () {
          const started = yield* Clock.currentTimeMillis
          const body = yield* requestToken(scopes)
          const lifetime = body.expires_in * 1000
          const margin = Math.min(refreshBeforeMs, lifetime / 2)
          return yield* Ref.modify(ref, (s): [Slot, CacheState] => {
            const slot: Slot = {
              token: body.access_token,
              refreshAt: started + lifetime - margin,
              expiresAt: started + lifetime,
              generation: s.generation + 1
            }
            return [slot, { ...s, current: Option.some(slot), inflight: Option.none(), generation: slot.generation }]
          })
        }).pipe(
          Effect.tapError(() => Ref.update(ref, (s) => ({ ...s, inflight: Option.none() }))),
          Effect.exit,
          Effect.flatMap((exit) => Deferred.done(deferred, exit)),
          Effect.forkIn(scope)
        )

      const acquire: Effect.Effect<Slot, ServiceTokenFailure> = Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const fresh = yield* Deferred.make<Slot, ServiceTokenFailure>()
        const decision = yield* Ref.modify(ref, (s): [Decision, CacheState] => {
          const current = Option.getOrUndefined(s.current)
          if (current !== undefined && now < current.refreshAt) return [{ _tag: "Use", slot: current }, s]
          const stale = current !== undefined && now < current.expiresAt ? Option.some(current) : Option.none<Slot>()
          if (Option.isSome(s.inflight)) {
            return [Option.isSome(stale) ? { _tag: "Use", slot: stale.value } : { _tag: "Wait", deferred: s.inflight.value }, s]
          }
          return [
            { _tag: "Start", stale },
            { ...s, inflight: Option.some(fresh), fetches: s.fetches + 1 }
          ]
        })
        switch (decision._tag) {
          case "Use":
            return decision.slot
          case "Wait":
            return yield* Deferred.await(decision.deferred)
          case "Start":
            yield* refresh(fresh)
            return Option.isSome(decision.stale) ? decision.stale.value : yield* Deferred.await(fresh)
        }
      })

      const invalidateGeneration = (generation: number) =>
        Ref.update(ref, (s) =>
          Option.isSome(s.current) && s.current.value.generation === generation ? { ...s, current: Option.none() } : s
        )

      const peek = Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.map(Ref.get(ref), (s) => Option.filter(s.current, (c) => now < c.expiresAt))
      )

      return {
        acquire,
        invalidateGeneration,
        peek,
        invalidate: Ref.update(ref, (s) => ({ ...s, current: Option.none() })),
        fetches: Effect.map(Ref.get(ref), (s) => s.fetches)
      }
    }
    type Cache = ReturnType<typeof makeCache>

    const main = makeCache(config.scopes)
    const byScopes = new Map<string, Cache>()
    // The client's token serves an operation whose scopes it asked for; other scopes get their own token.
    const cacheFor = (scopes: ReadonlyArray<string>): Cache => {
      if (scopes.every((s) => config.scopes?.includes(s) === true)) return main
      const key = [...new Set(scopes)].sort().join(" ")
      const found = byScopes.get(key)
      if (found !== undefined) return found
      const made = makeCache(key.split(" "))
      byScopes.set(key, made)
      return made
    }
    const caches = () => [main, ...byScopes.values()]

    const authorizedWith =
      (cache: Cache) =>
      <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | ServiceTokenFailure, R> =>
        Effect.gen(function* () {
          const slot = yield* cache.acquire
          const attempt = (s: Slot) => Effect.locally(effect, pinned, Option.some(s.token))
          return yield* attempt(slot).pipe(
            Effect.catchIf(isUnauthorized, () =>
              Effect.gen(function* () {
                yield* cache.invalidateGeneration(slot.generation)
                return yield* attempt(yield* cache.acquire)
              })
            ),
            Effect.mapError(toServiceTokenError)
          )
        })

    return {
      shape: {
        get: Effect.map(main.acquire, (s) => s.token),
        authorized: authorizedWith(main),
        authorizedFor: (scopes) => (scopes.length === 0 ? authorizedWith(main) : authorizedWith(cacheFor(scopes))),
        invalidate: Effect.suspend(() => Effect.forEach(caches(), (c) => c.invalidate, { discard: true })),
        fetches: Effect.suspend(() =>
          Effect.map(
            Effect.forEach(caches(), (c) => c.fetches),
            (counts) => counts.reduce((a, b) => a + b, 0)
          )
        )
      } satisfies ServiceTokenShape,
      peek: main.peek
    }
  })

/**
 * The request layer of a server-side client, where each call of an operation that declares
 * `scopes` (offers reads, item reads) carries a service token with them ({@link ServiceTokenShape.authorizedFor}):
 * a 401 answer refreshes that token once and sends again once. When no such token can be had, the
 * failure is logged and the call goes with the client's token, so the resource's own answer (403
 * `AUTH_FAILED`) reaches the caller. Other calls are sent unchanged.
 */
export const withOperationScopes = (http: AtlasHttp, token: ServiceTokenShape): AtlasHttp =>
  AtlasHttp.make({
    ...http,
    send: (meta, encoded, options) => {
      const scopes = meta.scopes ?? []
      if (scopes.length === 0) return http.send(meta, encoded, options)
      const attempt = http.send(meta, encoded, options).pipe(
        Effect.mapError((error) => new CallFailed(error)),
        Effect.filterOrFail(
          (sent) => sent.response.status !== 401,
          (sent) => new UnauthorizedAnswer(sent)
        )
      )
      return token
        .authorizedFor(scopes)(attempt)
        .pipe(
          Effect.catchAll((failure) =>
            failure instanceof UnauthorizedAnswer
              ? Effect.succeed(failure.sent)
              : failure instanceof CallFailed
                ? Effect.fail(failure.error)
                : Effect.logWarning(`No service token with scopes ${scopes.join(" ")}: ${failure.message}`).pipe(
                    Effect.zipRight(http.send(meta, encoded, options))
                  )
          )
        )
    }
  })

/** The cached token while valid, without fetching (for {@link ServiceToken.credentials}). */
export class ServiceTokenPeek extends Context.Tag("atlas-client/server/ServiceTokenPeek")<
  ServiceTokenPeek,
  Effect.Effect<Option.Option<{ readonly token: Redacted.Redacted<string> }>>
>() {}

const bearer = (token: Redacted.Redacted<string>) => Redacted.make(`Bearer ${Redacted.value(token)}`)

/** The service token of a server-side client. */
export class ServiceToken extends Context.Tag("atlas-client/server/ServiceToken")<ServiceToken, ServiceTokenShape>() {
  /**
   * Tokens for one client, from the environment's identity host.
   *
   * @example
   * ```ts
   * export const tokens = ServiceToken.layer({
   *   clientId: "storefront-bff",
   *   clientSecret: Redacted.make("s3cret"),
   *   scopes: ["product.compact"]
   * }).pipe(Layer.provide(Layer.merge(Environment.prod(), FetchHttpClient.layer)))
   * ```
   */
  static readonly layer = (
    config: ServiceTokenConfig
  ): Layer.Layer<ServiceToken | ServiceTokenPeek, never, Environment | HttpClient.HttpClient> =>
    Layer.scopedContext(
      Effect.map(make(config), ({ shape, peek }) => Context.make(ServiceToken, shape).pipe(Context.add(ServiceTokenPeek, peek)))
    )

  /**
   * Credentials that send the service token as `Authorization`: the token `authorized` pinned for
   * the call, else the cached one while valid. No XSRF token, no application token.
   *
   * @example
   * ```ts
   * export const tokenCredentials = ServiceToken.credentials.pipe(Layer.provide(tokens))
   * ```
   */
  static readonly credentials: Layer.Layer<Credentials, never, ServiceTokenPeek> = Layer.effect(
    Credentials,
    Effect.map(ServiceTokenPeek, (peek) => ({
      xsrfToken: Effect.succeed(Option.none()),
      applicationAuthorization: Effect.succeed(Option.none()),
      authorization: Effect.flatMap(FiberRef.get(pinned), (token) =>
        Option.isSome(token)
          ? Effect.succeed(Option.some(bearer(token.value)))
          : Effect.map(
              peek,
              Option.map((s) => bearer(s.token))
            )
      )
    }))
  )
}
