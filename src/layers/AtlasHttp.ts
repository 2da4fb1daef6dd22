/**
 * The one request layer (DESIGN principles 2, 4, 5): base URL per host, the default, context,
 * environment and secret headers, XSRF echo, credentials mode, correlation id, timeout, retries by
 * retry class with one `Idempotency-Key` per call and the shared budget, cancellation, redacted
 * logs. It knows no domain: the executor (`src/layers/executor.ts`) hands it encoded requests.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import * as LogLevel from "effect/LogLevel"
import * as Option from "effect/Option"
import type { Host, HttpMethod, RetryClass } from "../core/Operation.js"
import { ClientError } from "../errors/client.js"
import type { CallError } from "../errors/domain.js"
import type { CallSite, EncodedRequest, RawResponse } from "../internal/codec.js"
import { retryAfterMs } from "../internal/codec.js"
import { uuid } from "../internal/ids.js"
import { ClientConfig } from "./ClientConfig.js"
import { Credentials } from "./Credentials.js"
import { Environment } from "./Environment.js"
import { type FailureContext, FailureReporter } from "./FailureReporter.js"
import { type AttemptSpec, HttpTransport, requestInit } from "./http/attempt.js"
import { makeHeaders } from "./http/headers.js"
import { type AttemptFailure, otherConflict, RetryableStatus, retrySchedule, retryStatuses } from "./http/retryPolicy.js"
import { redactHeaders } from "./redact.js"
import { currentIntent } from "./intent.js"
import { RequestContext } from "./RequestContext.js"
import { RequestLog } from "./RequestLog.js"
import { RetryBudget, retryBudget } from "./RetryBudget.js"

/** What the layer needs to know of an operation. */
export interface CallMeta {
  /** The use case, sent as `x-call-origin`. */
  readonly name: string
  readonly method: HttpMethod
  readonly host: Host
  readonly retry: RetryClass
  readonly credentials: boolean
  /** Service-token scopes the call needs (offers reads, item reads); a server-side client sends a token carrying them. */
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

/** Commas stay commas on the wire (DESIGN: `filter.gtin13s=a,b,c`); a `%2C` of the serialised query is always one. */
const COMMA = /%2C/g

const joinUrl = (base: string, path: string, params: ReadonlyArray<readonly [string, string]>) => {
  const url = new URL(base + path)
  if (params.length === 0) return url
  for (const [k, v] of params) url.searchParams.append(k, v)
  if (url.search.includes("%2C")) url.search = url.search.replace(COMMA, ",")
  return url
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
    // The transport, chosen by the client layer (plain `fetch`, or the app's HttpClient).
    const transport = yield* HttpTransport
    const headersFor = makeHeaders(env, context.get, credentials)

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
      Effect.flatMap(FiberRef.get(currentIntent), (intent) => {
        const host = env.hosts[meta.host]
        const url = joinUrl(host.baseUrl, encoded.path, encoded.urlParams)
        const site: CallSite = { method: meta.method, url: url.toString() }
        // A caller's key, else its intent's (the same for a run again), else a new one.
        const idempotencyKey = meta.retry === "keyed" ? (options.idempotencyKey ?? intent?.keyFor(meta.name, uuid) ?? uuid()) : undefined
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

    /** The attempts of one call through the transport, its retries and its abort signal. */
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
      const retryOn = retryStatuses(meta.retry)
      // One call runs its attempts one after the other: plain counters, no Refs.
      let attempts = 0
      let spent = 0
      // The headers are fixed for the call: redacted once, when a log first needs them.
      let redacted: Record<string, string> | undefined
      const loggedHeaders = () => (redacted ??= redactHeaders(headers))
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
      const clientError = (reason: ClientError["reason"], description?: string) =>
        new ClientError({ operation: meta.name, ...site, reason, ...(description === undefined ? {} : { description }) })
      const spec: AttemptSpec = {
        method: meta.method,
        site,
        headers,
        encoded,
        init: requestInit(meta.host, meta.credentials),
        timeoutMs: options.timeoutMs ?? env.timeoutMs,
        clientError,
        begin: () => ++attempts,
        noResponse: (n, started, outcome) => logNow(n, started, undefined, outcome),
        received: (n, started, raw) => {
          logNow(n, started, raw.status, `${raw.status}`)
          return debug ? Effect.zipRight(debugLog(n, raw), classify(raw)) : classify(raw)
        }
      }
      const once = transport(spec)

      const decide = (failure: AttemptFailure) => {
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
      const retried = (first: AttemptFailure) => {
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
    const report = (error: CallError, context?: FailureContext): Effect.Effect<void> =>
      Option.match(reporter, { onNone: () => Effect.void, onSome: (r) => Effect.asVoid(r.report(error, context)) })

    return {
      /**
       * Sends one encoded request to its host with the headers, credentials, timeout, retries and
       * logging of the client; the raw response, or the {@link ClientError} of a call that got none.
       */
      send,
      report,
      environment: env,
      config
    } as const
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
