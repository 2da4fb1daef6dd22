/**
 * The one request layer (DESIGN principles 2, 4, 5): base URL per host, the default, context,
 * environment and secret headers, XSRF echo, credentials mode, correlation id, timeout, retries by
 * retry class with one `Idempotency-Key` per call and the shared budget, cancellation, redacted
 * logs. It knows no domain: the executor (`src/layers/executor.ts`) hands it encoded requests.
 *
 * @since 0.1.0
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Headers from "@effect/platform/Headers"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import * as Layer from "effect/Layer"
import * as LogLevel from "effect/LogLevel"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import type { CallSite, EncodedRequest, RawResponse } from "../internal/codec.js"
import { readBody, retryAfterMs } from "../internal/codec.js"
import type { Host, HttpMethod, RetryClass } from "../core/Operation.js"
import { ClientError } from "../errors/client.js"
import type { CallError } from "../errors/domain.js"
import { ClientConfig, type ClientConfigShape } from "./ClientConfig.js"
import { Credentials } from "./Credentials.js"
import { FailureReporter } from "./FailureReporter.js"
import { Environment, type EnvironmentConfig } from "./Environment.js"
import { uuid } from "../internal/ids.js"
import { redactHeaders, sensitiveHeaders } from "./redact.js"
import { RequestLog } from "./RequestLog.js"
import { modalityHeaders, RequestContext, type RequestContextValue } from "./RequestContext.js"
import { RetryBudget, retryBudget } from "./RetryBudget.js"

/** What the layer needs to know of an operation. */
export interface CallMeta {
  /** The use case, sent as `x-call-origin`. */
  readonly name: string
  readonly method: HttpMethod
  readonly host: Host
  readonly retry: RetryClass
  readonly credentials: boolean
  /** Service-token scopes the call needs (offers reads); a server-side client sends a token carrying them. */
  readonly scopes?: ReadonlyArray<string>
}

/** Per-call options a caller may pass. */
export interface CallOptions {
  /** Use this `Idempotency-Key` instead of minting one (keyed operations only). */
  readonly idempotencyKey?: string
  /** Abort the call: it fails with `Request aborted` and the fetch is aborted. */
  readonly signal?: AbortSignal
  /** Deadline of each attempt; 0 for none. Defaults to the environment's. */
  readonly timeoutMs?: number
  /** Projections (`items[compact]`, `cards[krogerPay]`), validated and sent as the `projections` param. */
  readonly projections?: ReadonlyArray<string>
}

/** A response, with where it came from and how many attempts it took. */
export interface Sent {
  readonly response: RawResponse
  readonly site: CallSite
  readonly idempotencyKey: string | undefined
  readonly attempts: number
}

class RetryableStatus extends Data.TaggedError("RetryableStatus")<{ readonly response: RawResponse }> {}

const stateChanging = (method: HttpMethod) => method !== "GET"
const readRetryStatuses = new Set([408, 429, 500, 502, 503, 504])

/** The statuses a retry class retries on (network errors and timeouts aside). */
export const retryStatuses = (retry: RetryClass): ReadonlySet<number> =>
  retry === "keyed" ? new Set([...readRetryStatuses, 409]) : retry === "read" ? readRetryStatuses : new Set()

/** A 409 naming a conflict other than the same key still in flight is an answer, not a reason to retry. */
const otherConflict = (raw: RawResponse): boolean => {
  const errors = raw.status === 409 ? (raw.body as { readonly errors?: unknown } | undefined)?.errors : undefined
  return (
    Array.isArray(errors) &&
    errors.some((e: { readonly code?: unknown } | null) => e?.code !== undefined && e.code !== "IDEMPOTENCY_IN_FLIGHT")
  )
}

/** Commas stay commas on the wire (DESIGN: `filter.gtin13s=a,b,c`); a `%2C` of the serialised query is always one. */
const COMMA = /%2C/g

const joinUrl = (base: string, path: string, params: ReadonlyArray<readonly [string, string]>) => {
  const url = new URL(base + path)
  if (params.length === 0) return url
  for (const [k, v] of params) url.searchParams.append(k, v)
  if (url.search.includes("%2C")) url.search = url.search.replace(COMMA, ",")
  return url
}

const contextHeaders = (ctx: RequestContextValue): Record<string, string> => ({
  ...(ctx.modality === undefined ? {} : modalityHeaders(ctx.modality)),
  ...(ctx.customerContext === undefined ? {} : { "x-customer-context": JSON.stringify(ctx.customerContext) }),
  ...(ctx.geoLocation === undefined ? {} : { "x-geo-location": ctx.geoLocation }),
  ...(ctx.abTest === undefined ? {} : { "x-ab-test": ctx.abTest })
})

const environmentHeaders = (env: EnvironmentConfig): Record<string, string> => ({
  ...(env.headers.location === undefined ? {} : { "x-location": env.headers.location }),
  ...(env.headers.banner === undefined ? {} : { "x-banner": env.headers.banner }),
  ...(env.headers.tenant === undefined ? {} : { "x-tenant": env.headers.tenant })
})

const noSecret: Effect.Effect<Option.Option<Redacted.Redacted<string>>> = Effect.succeed(Option.none())

const retrySchedule = (config: ClientConfigShape, decide: (failure: ClientError | RetryableStatus) => Effect.Effect<boolean>) => {
  const backoff = Schedule.exponential(Duration.millis(config.baseDelayMs), 2).pipe(
    Schedule.modifyDelay((_, d) => Duration.min(d, Duration.millis(config.maxDelayMs))),
    Schedule.jittered,
    Schedule.intersect(Schedule.recurs(config.maxRetries))
  )
  const retryAfter = Schedule.identity<ClientError | RetryableStatus>().pipe(
    Schedule.addDelay((failure) => Duration.millis(failure._tag === "RetryableStatus" ? (retryAfterMs(failure.response.headers) ?? 0) : 0))
  )
  return Schedule.intersect(backoff, retryAfter).pipe(Schedule.whileInputEffect(decide))
}

/**
 * The `fetch` the client's HTTP client calls, when that client is plain `fetch` (`atlasClient`
 * provides it). With tracing off the request layer then calls it directly, without the HTTP
 * client's per-request fibers; with tracing on, or without it, calls go through the HTTP client.
 */
export class DirectFetch extends Context.Tag("atlas-client/DirectFetch")<DirectFetch, typeof globalThis.fetch>() {
  /** `globalThis.fetch`, looked up at each call (so that a patched `fetch`, e.g. msw's, is used). */
  static readonly global: Layer.Layer<DirectFetch> = Layer.succeed(DirectFetch, (input, init) => globalThis.fetch(input, init))
}

/** The request layer of one client. */
export class AtlasHttp extends Effect.Service<AtlasHttp>()("atlas-client/AtlasHttp", {
  effect: Effect.gen(function* () {
    const env = yield* Environment
    const context = yield* RequestContext
    const credentials = yield* Credentials
    const budget = yield* RetryBudget
    const config = yield* ClientConfig
    const reporter = yield* Effect.serviceOption(FailureReporter)
    const requestLog = yield* Effect.serviceOption(RequestLog)
    const directFetch = yield* Effect.serviceOption(DirectFetch)
    // Plain fetch and tracing off: calls skip the HTTP client (decided once per client).
    const fetchDirectly = Option.isSome(directFetch) && !config.tracing ? directFetch.value : undefined
    const baseClient = yield* HttpClient.HttpClient
    const client = baseClient.pipe(
      HttpClient.withTracerPropagation(config.propagateTrace),
      HttpClient.withTracerDisabledWhen(() => !config.tracing)
    )

    // Per-client work done once, not per call: each host's origin, each retry class's statuses.
    const hostOrigins = new Map<Host, string>(
      Object.entries(env.hosts).map(([host, policy]) => [host as Host, new URL(policy.baseUrl).origin])
    )
    const environment = environmentHeaders(env)
    const statusesOf: Readonly<Record<RetryClass, ReadonlySet<number>>> = {
      read: retryStatuses("read"),
      keyed: retryStatuses("keyed"),
      never: retryStatuses("never")
    }

    // The context's headers, made again only when the context has changed.
    let lastContext: RequestContextValue | undefined
    let lastContextHeaders: Record<string, string> = {}
    // The headers every call gets, and the shop's own headers once the request context and the
    // credentials it needs are read (plain steps: this runs on every call).
    const headersFor = (
      meta: CallMeta,
      url: URL,
      idempotencyKey: string | undefined,
      correlationId: string
    ): Effect.Effect<Record<string, string>> => {
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
      return Effect.flatMap(context.get, (ctx) =>
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

    // A cookie-session client's calls to the shop go one at a time until the session cookie exists,
    // so that a page's first concurrent calls share the session the first answer opens.
    const sessionGate = credentials.cookieSession === true ? yield* Effect.makeSemaphore(1) : undefined
    let sessionOpen = false
    const hasSession = Effect.map(credentials.xsrfToken, (token) => (sessionOpen ||= Option.isSome(token)))
    const untilSession = <A, E>(host: Host, call: Effect.Effect<A, E>): Effect.Effect<A, E> => {
      if (sessionGate === undefined || host === "shoppable" || host === "identity") return call
      // Alone while there is still no session; together again once the answer opened it.
      const alone = () =>
        Effect.flatten(sessionGate.withPermits(1)(Effect.flatMap(hasSession, (now) => (now ? Effect.succeed(call) : Effect.exit(call)))))
      return Effect.suspend(() => (sessionOpen ? call : Effect.flatMap(hasSession, (open) => (open ? call : alone()))))
    }

    const send = (meta: CallMeta, encoded: EncodedRequest, options: CallOptions = {}): Effect.Effect<Sent, ClientError> =>
      untilSession(meta.host, sendNow(meta, encoded, options))

    const sendNow = (meta: CallMeta, encoded: EncodedRequest, options: CallOptions): Effect.Effect<Sent, ClientError> =>
      Effect.suspend(() => {
        const host = env.hosts[meta.host]
        const url = joinUrl(host.baseUrl, encoded.path, encoded.urlParams)
        const site: CallSite = { method: meta.method, url: url.toString() }
        const idempotencyKey = meta.retry === "keyed" ? (options.idempotencyKey ?? uuid()) : undefined
        return Effect.flatMap(headersFor(meta, url, idempotencyKey, uuid()), (own) =>
          Effect.withFiberRuntime<Sent, ClientError>((fiber) =>
            attemptAll(meta, encoded, options, {
              site,
              idempotencyKey,
              headers: { ...own, ...encoded.headers },
              retries: meta.retry === "read" || (meta.retry === "keyed" && host.honoursIdempotencyKeys),
              // Read once per call: the debug log entries are built only when debug logs are on (off by default).
              debug: LogLevel.lessThanEqual(fiber.getFiberRef(FiberRef.currentMinimumLogLevel), LogLevel.Debug)
            })
          )
        )
      })

    /** The attempts of one call, its retries and its abort signal. */
    const attemptAll = (
      meta: CallMeta,
      encoded: EncodedRequest,
      options: CallOptions,
      call: {
        readonly site: CallSite
        readonly idempotencyKey: string | undefined
        readonly headers: Record<string, string>
        readonly retries: boolean
        readonly debug: boolean
      }
    ): Effect.Effect<Sent, ClientError> => {
      const { site, idempotencyKey, headers, retries, debug } = call
      const retryOn = statusesOf[meta.retry]
      const init: globalThis.RequestInit = {
        // Third-party hosts get nothing; calls that carry credentials (payment, wallet, ACH) and
        // other hosts of the shop send them; atlas calls stay on their own origin.
        credentials: meta.host === "shoppable" ? "omit" : meta.credentials || meta.host !== "atlas" ? "include" : "same-origin",
        redirect: "error"
      }
      const timeoutMs = options.timeoutMs ?? env.timeoutMs
      const clientError = (reason: ClientError["reason"], description?: string) =>
        new ClientError({ operation: meta.name, ...site, reason, ...(description === undefined ? {} : { description }) })
      // The headers are fixed for the call: redacted once, when a log first needs them.
      let redacted: Record<string, string> | undefined
      const loggedHeaders = () => (redacted ??= redactHeaders(headers))
      // One call runs its attempts one after the other: plain counters, no Refs.
      let attempts = 0
      let spent = 0

      const logNow = (n: number, started: number, status: number | undefined, outcome: string) => {
        if (Option.isNone(requestLog)) return
        requestLog.value.push({
          operation: meta.name,
          method: meta.method,
          url: site.url,
          status,
          outcome,
          attempt: n,
          durationMs: Date.now() - started,
          headers: loggedHeaders(),
          at: started
        })
      }
      const logAttempt = (n: number, started: number, status: number | undefined, outcome: string) =>
        Effect.sync(() => logNow(n, started, status, outcome))

      /** A response: an answer, or a status to retry on. */
      const classify = (raw: RawResponse): Effect.Effect<RawResponse, RetryableStatus> =>
        retries && retryOn.has(raw.status) && !otherConflict(raw)
          ? Effect.fail(new RetryableStatus({ response: raw }))
          : Effect.succeed(raw)
      const debugLog = (n: number, raw: RawResponse) =>
        Effect.logDebug("atlas call").pipe(
          Effect.annotateLogs({
            operation: meta.name,
            method: meta.method,
            url: site.url,
            status: raw.status,
            attempt: n,
            headers: loggedHeaders()
          })
        )
      /** A response received: logged, then classified. */
      const received = (n: number, started: number, raw: RawResponse): Effect.Effect<RawResponse, RetryableStatus> => {
        logNow(n, started, raw.status, `${raw.status}`)
        return debug ? Effect.zipRight(debugLog(n, raw), classify(raw)) : classify(raw)
      }

      // Through the app's HttpClient: its own fibers, a racing deadline, and spans when tracing is on.
      let request: HttpClientRequest.HttpClientRequest | undefined
      const viaClient = Effect.suspend(() => {
        const n = ++attempts
        const started = Date.now()
        request ??= HttpClientRequest.make(meta.method)(site.url, { headers }).pipe((r) =>
          encoded.hasBody ? HttpClientRequest.bodyUnsafeJson(r, encoded.body) : r
        )
        return client.execute(request).pipe(
          Effect.tapError((e) => logAttempt(n, started, undefined, e._tag === "RequestError" ? "Network Error" : e.message)),
          Effect.onInterrupt(() => logAttempt(n, started, undefined, "no response (timed out or cancelled)")),
          Effect.flatMap((response) =>
            Effect.flatMap(response.text, (text) =>
              Effect.suspend(() => received(n, started, { status: response.status, headers: response.headers, ...readBody(text) }))
            )
          ),
          Effect.catchTag("RequestError", (e) => Effect.fail(clientError("Network", e.reason))),
          Effect.catchTag("ResponseError", (e) => Effect.fail(clientError("Network", e.reason))),
          timeoutMs > 0
            ? Effect.timeoutFail({ duration: Duration.millis(timeoutMs), onTimeout: () => clientError("Timeout") })
            : (self) => self,
          Effect.provideService(FetchHttpClient.RequestInit, init),
          Effect.locallyWith(Headers.currentRedactedNames, (names) => [...names, ...sensitiveHeaders])
        )
      })

      // Straight through `fetch` (the client is plain fetch and tracing is off): one async step per
      // attempt, the deadline a timer that aborts the fetch, interruption aborting it too; the
      // attempt is logged and its response classified as it settles, with no further steps.
      let body: string | null | undefined
      const viaFetch = (fetchFn: typeof globalThis.fetch) =>
        Effect.async<RawResponse, ClientError | RetryableStatus>((resume) => {
          const n = ++attempts
          const started = Date.now()
          const payload = (body ??= encoded.hasBody ? JSON.stringify(encoded.body) : null)
          const controller = new AbortController()
          let done = false
          let timer: ReturnType<typeof setTimeout> | undefined
          const finish = (effect: Effect.Effect<RawResponse, ClientError | RetryableStatus>) => {
            if (done) return
            done = true
            if (timer !== undefined) clearTimeout(timer)
            resume(effect)
          }
          // What settles the attempt runs in its fiber (a throw there is a defect, not a lost promise).
          const fail = (reason: ClientError["reason"], outcome: string, description?: string) =>
            finish(
              Effect.suspend(() => {
                logNow(n, started, undefined, outcome)
                return Effect.fail(clientError(reason, description))
              })
            )
          if (timeoutMs > 0) {
            timer = setTimeout(() => {
              controller.abort()
              fail("Timeout", "no response (timed out or cancelled)")
            }, timeoutMs)
          }
          let sent: Promise<Response>
          try {
            sent = fetchFn(site.url, { ...init, method: meta.method, headers, body: payload, signal: controller.signal })
          } catch (cause) {
            sent = Promise.reject(cause)
          }
          sent.then(
            (response) =>
              response.text().then(
                (text) =>
                  finish(
                    Effect.suspend(() =>
                      received(n, started, { status: response.status, headers: Headers.fromInput(response.headers), ...readBody(text) })
                    )
                  ),
                () => fail("Network", `Decode error (${response.status} ${meta.method} ${site.url})`, "Decode")
              ),
            () => fail("Network", "Network Error", "Transport")
          )
          // Interrupted (aborted, or the call's fiber ended): the fetch is aborted and the attempt logged.
          return Effect.sync(() => {
            if (done) return
            done = true
            if (timer !== undefined) clearTimeout(timer)
            controller.abort()
            logNow(n, started, undefined, "no response (timed out or cancelled)")
          })
        })

      const once: Effect.Effect<RawResponse, ClientError | RetryableStatus> =
        fetchDirectly === undefined ? viaClient : viaFetch(fetchDirectly)

      const decide = (failure: ClientError | RetryableStatus) => {
        if (!retries) return Effect.succeed(false)
        if (failure._tag === "ClientError" && failure.reason === "Aborted") return Effect.succeed(false)
        const wait = failure._tag === "RetryableStatus" ? (retryAfterMs(failure.response.headers) ?? 0) : 0
        if (wait > config.maxRetryAfterMs) return Effect.succeed(false)
        const cost = failure._tag === "ClientError" ? retryBudget.timeoutCost : retryBudget.retryCost
        return budget.withdraw(cost).pipe(
          Effect.map((ok) => {
            if (ok) spent += cost
            return ok
          })
        )
      }

      // The retry schedule is built only once an attempt has failed: the first failure is
      // replayed into it, so it decides and waits exactly as a schedule armed up front would.
      const retried = (first: ClientError | RetryableStatus) => {
        let replay = true
        const attempt = Effect.suspend(() => {
          if (!replay) return once
          replay = false
          return Effect.fail(first)
        })
        return Effect.retry(attempt, retrySchedule(config, decide)).pipe(
          // Retries spent on a status: its last answer is the call's.
          Effect.catchTag("RetryableStatus", (e) => Effect.succeed(e.response))
        )
      }
      // Without retries no status is held back (`classify` only does so for calls that retry).
      const withRetries = (retries ? Effect.catchAll(once, retried) : once) as Effect.Effect<RawResponse, ClientError>
      const aborted =
        options.signal === undefined
          ? withRetries
          : Effect.raceFirst(
              withRetries,
              abortedBy(options.signal, () => clientError("Aborted"))
            )
      return Effect.flatMap(aborted, (response) => {
        const sent: Sent = { response, site, idempotencyKey, attempts }
        return response.status >= 200 && response.status < 300
          ? Effect.as(budget.deposit(spent > 0 ? spent : retryBudget.successReward), sent)
          : Effect.succeed(sent)
      })
    }

    /** Hands a failed call to the app's {@link FailureReporter} (its `Analytics`), when it provided one. */
    const report = (error: CallError): Effect.Effect<void> =>
      Option.match(reporter, { onNone: () => Effect.void, onSome: (r) => Effect.asVoid(r.report(error)) })

    return { send, report, environment: env, config } as const
  })
}) {}

const abortedBy = (signal: AbortSignal, error: () => ClientError): Effect.Effect<never, ClientError> =>
  Effect.async<never, ClientError>((resume) => {
    if (signal.aborted) {
      resume(Effect.fail(error()))
      return
    }
    const onAbort = () => resume(Effect.fail(error()))
    signal.addEventListener("abort", onAbort, { once: true })
    return Effect.sync(() => signal.removeEventListener("abort", onAbort))
  })
