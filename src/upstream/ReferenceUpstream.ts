/**
 * The reference upstream: one web handler, `(host, Request) => Promise<Response>`, serving every
 * operation of the contract with real, stateful behaviour. msw and the Node server both call it.
 * Strict like the real servers: inputs decoded with the descriptors' schemas (bad ones answer 400
 * with the spec's envelope), XSRF checked on state-changing atlas calls of a session, keyed calls
 * need an `Idempotency-Key` and are applied once.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import * as ParseResult from "effect/ParseResult"
import type { AnyOperation, Host } from "../core/Operation.js"
import { DEFAULT_BASE_PATH } from "../layers/Environment.js"
import { Chaos, type ChaosSettings } from "./chaos.js"
import { IDEMPOTENCY_HEADER, needsSession, needsXsrf, refusals, refuse, XSRF_HEADER } from "./enforcement.js"
import { envelopeOf, fail, UpstreamFailure } from "./failure.js"
import { corsHeaders, failureResponse, preflight } from "./http.js"
import { IdempotencyStore, type StoredResponse } from "./idempotency.js"
import { type CallContext, compilePath, type PathMatcher, type Route } from "./route.js"
import { parseCookies, seededShoppers, type Session, Sessions } from "./sessions.js"

/** One request as the upstream saw it (for tests and the developer panel). */
export interface RequestRecord {
  readonly host: Host
  readonly method: string
  readonly path: string
  readonly query: string
  readonly operation: string | undefined
  readonly headers: Readonly<Record<string, string>>
  status: number | undefined
  aborted: boolean
  /**
   * The operation ran here and succeeded (a write's effect is in the state), whether or not its
   * answer reached the client; false for a refusal, a failure, a chaos answer and a replay of an
   * earlier call's answer (the same Idempotency-Key): a write's effects are its `applied` records.
   */
  applied: boolean
}

/** Options of a reference upstream. */
export interface UpstreamOptions<State> {
  /** Builds the seeded state; called again on reset. */
  readonly seed: () => State
  readonly routes: ReadonlyArray<Route<State>>
  readonly basePath?: string
  readonly chaos?: Partial<ChaosSettings>
  /** The clock of error envelopes; the real one by default. */
  readonly now?: () => Date
  /**
   * Routes mounted beside the contract on the atlas origin (the development routes, documents, the
   * storefront); tried first.
   */
  readonly extra?: (request: Request, url: URL) => Promise<Response | undefined> | Response | undefined
  /**
   * Checks a call of an operation that declares `scopes` or a `role`, just before its handler; a failure is
   * answered as the handler's would be.
   */
  readonly authorize?: (op: AnyOperation, ctx: CallContext<State>) => Effect.Effect<void, UpstreamFailure>
}

interface Compiled<State> {
  readonly route: Route<State>
  readonly matcher: PathMatcher
}

/** The order `Allow` lists methods in. */
const METHOD_ORDER: ReadonlyArray<string> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

const issues = (e: ParseResult.ParseError) => ParseResult.TreeFormatter.formatErrorSync(e)
const invalid = (details: string) => fail(400, "INVALID_REQUEST", "Invalid Request", { details })

/**
 * Whose key space a keyed call's `Idempotency-Key` lives in: a signed-in shopper's (a first call
 * whose answer and Set-Cookie were lost still replays from another session of the same shopper),
 * else the anonymous session's own, so two anonymous shoppers never share keys.
 */
const idempotencyScope = (session: Session | undefined): string =>
  session === undefined ? "no-session" : session.shopperId !== undefined ? `shopper ${session.shopperId}` : `session ${session.id}`

/** A reference upstream with its state. */
export class ReferenceUpstream<State> {
  state: State
  readonly chaos = new Chaos()
  readonly sessions = new Sessions()
  readonly idempotency = new IdempotencyStore()
  readonly log: Array<RequestRecord> = []
  readonly basePath: string
  /** The clock of error envelopes. */
  readonly now: () => Date
  private readonly opened = new WeakMap<RequestRecord, ReadonlyArray<string>>()
  private readonly byHost: Map<Host, ReadonlyArray<Compiled<State>>>

  constructor(private readonly options: UpstreamOptions<State>) {
    this.state = options.seed()
    this.basePath = options.basePath ?? DEFAULT_BASE_PATH
    this.now = options.now ?? (() => new Date())
    if (options.chaos) this.chaos.set(options.chaos)
    const compiled = options.routes
      .map((route) => ({ route, matcher: compilePath(route.op.path) }))
      .sort((a, b) => a.matcher.params - b.matcher.params)
    this.byHost = new Map()
    for (const host of ["atlas", "payments", "shoppable", "identity"] as const) {
      this.byHost.set(
        host,
        compiled.filter((c) => c.route.op.host === host)
      )
    }
  }

  /** Back to the seeded state: no sessions, records, log or chaos. */
  reset(): void {
    this.state = this.options.seed()
    this.chaos.reset()
    this.sessions.clear()
    this.idempotency.clear()
    this.log.length = 0
  }

  /** Requests of one operation seen so far. */
  calls(operation: string): ReadonlyArray<RequestRecord> {
    return this.log.filter((r) => r.operation === operation)
  }

  /**
   * The methods served at `pathname` on `host` (HEAD wherever GET is, and OPTIONS for preflights),
   * or `undefined` when no operation lives there.
   */
  allowedMethods(host: Host, pathname: string): ReadonlyArray<string> | undefined {
    const { routesHost, path } = this.locate(host, pathname)
    const methods = new Set<string>(
      (this.byHost.get(routesHost) ?? []).flatMap((c) => (c.matcher.match(path) === undefined ? [] : [c.route.op.method]))
    )
    if (methods.size === 0) return undefined
    if (methods.has("GET")) methods.add("HEAD")
    methods.add("OPTIONS")
    return METHOD_ORDER.filter((m) => methods.has(m))
  }

  /**
   * The answer to a method no operation serves, such as `TRACE` (which a fetch `Request` cannot
   * even carry): 405 with `Allow` at a known path, 404 elsewhere.
   */
  refuseMethod(host: Host, method: string, pathname: string): Response {
    const allowed = this.allowedMethods(host, pathname)
    return allowed === undefined
      ? failureResponse(fail(404, "NOT_FOUND", `No operation at ${method} ${pathname}`), this.now())
      : failureResponse(fail(405, "METHOD_NOT_ALLOWED", `${method} is not allowed on ${pathname}`), this.now(), {
          allow: allowed.join(", ")
        })
  }

  /** Whether `pathname` is the atlas API's: the base path itself or a path under it. */
  isApiPath(pathname: string): boolean {
    return pathname === this.basePath || pathname.startsWith(this.basePath + "/")
  }

  /** Where a path of `host` is routed: atlas paths under the base path, the identity paths at the atlas origin. */
  private locate(host: Host, pathname: string): { readonly routesHost: Host; readonly path: string } {
    if (host !== "atlas") return { routesHost: host, path: pathname }
    return this.isApiPath(pathname)
      ? { routesHost: host, path: pathname.slice(this.basePath.length) || "/" }
      : { routesHost: "identity", path: pathname }
  }

  /** Serves one request arriving at `host` (the atlas origin also serves the identity paths). */
  async handle(host: Host, request: Request): Promise<Response> {
    const response = await this.serve(host, request)
    // HEAD is GET without a body: same status and headers.
    return request.method === "HEAD" && response.type !== "error"
      ? new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
      : response
  }

  private async serve(host: Host, request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (request.method === "OPTIONS") return preflight(host, request)
    const cors = corsHeaders(host, request.headers.get("origin"))
    if (host === "atlas") {
      const mounted = await this.options.extra?.(request, url)
      if (mounted !== undefined) return mounted
    }
    const { routesHost, path } = this.locate(host, url.pathname)
    const record: RequestRecord = {
      host: routesHost,
      method: request.method,
      path,
      query: url.search,
      operation: undefined,
      headers: Object.fromEntries(request.headers),
      status: undefined,
      aborted: false,
      applied: false
    }
    this.log.push(record)
    request.signal.addEventListener(
      "abort",
      () => {
        if (record.status === undefined) record.aborted = true
      },
      { once: true }
    )
    const response = await this.dispatch(routesHost, request, url, path, record)
    // A browser-like `Response` (happy-dom's, in component tests) drops `set-cookie` when built; set
    // after, it stays, so an in-memory client's cookie jar still learns the session it opened.
    const opened = this.opened.get(record)
    if (opened !== undefined && response.type !== "error" && !response.headers.has("set-cookie"))
      for (const cookie of opened) response.headers.append("set-cookie", cookie)
    if (response.type !== "error") record.status = response.status
    return response.type === "error" ? response : withHeaders(response, cors)
  }

  /**
   * One contract call, in named steps: match the operation, admit the session (open one, or check
   * XSRF and the payments session), draw the chaos, decode the input, admit the idempotency key,
   * run the handler, remember a keyed answer. A step that refuses answers at once.
   */
  private async dispatch(host: Host, request: Request, url: URL, path: string, record: RequestRecord): Promise<Response> {
    const now = this.now()
    const hit = this.match(host, request.method, path)
    if (hit === undefined) return this.refuseMethod(host === "identity" ? "atlas" : host, request.method, url.pathname)
    const op = hit.route.op
    Object.assign(record, { operation: op.name })
    const admitted = this.admitSession(host, op, request, record)
    if (admitted instanceof UpstreamFailure) return failureResponse(admitted, now)
    const { session, setCookies } = admitted
    const correlation = { "x-correlation-id": request.headers.get("x-correlation-id") ?? `upstream-${this.log.length}` }
    const extraHeaders = (h: Record<string, string>) => withCookies({ ...correlation, ...h }, setCookies)

    const draw = this.chaos.draw()
    const chaotic = this.chaosAnswer(draw, request, now, extraHeaders)
    if (chaotic !== undefined) return chaotic

    const input = await this.decodeInput(op, hit.params, url, request)
    if (input instanceof UpstreamFailure) return failureResponse(input, now, extraHeaders({}))

    const key = request.headers.get(IDEMPOTENCY_HEADER)
    const scope = `${idempotencyScope(session)} ${op.name}`
    if (op.retry === "keyed") {
      const admission = this.admitKey(scope, key, JSON.stringify([hit.params, url.search, input.payload ?? null]))
      if (admission instanceof UpstreamFailure) return failureResponse(admission, now, extraHeaders({}))
      if (admission !== undefined) {
        const replay = new Response(admission.body, {
          status: admission.status,
          headers: extraHeaders({ ...admission.headers, "idempotent-replayed": "true" })
        })
        return this.faulted(draw, replay)
      }
    }

    if (draw.latencyMs > 0) await sleep(draw.latencyMs, request.signal)
    const answer = await this.run(hit.route, input, { state: this.state, session, shopper: shopperOf(session), request, now })
    record.applied = answer.status < 400
    if (op.retry === "keyed" && key !== null) this.idempotency.complete(scope, key, answer)
    return this.faulted(draw, new Response(answer.body, { status: answer.status, headers: extraHeaders(answer.headers) }))
  }

  /** The route serving `method` at `path` on `host` (HEAD as GET), with its path parameters. */
  private match(host: Host, method: string, path: string) {
    const wanted = method === "HEAD" ? "GET" : method
    for (const c of this.byHost.get(host) ?? []) {
      if (c.route.op.method !== wanted) continue
      const params = c.matcher.match(path)
      if (params !== undefined) return { route: c.route, params }
    }
    return undefined
  }

  /**
   * The session of a call: an atlas call without one opens an anonymous session (its cookies go
   * with the answer); a state-changing atlas call of a session must echo its XSRF token; a
   * payments call needs a session.
   */
  private admitSession(
    host: Host,
    op: AnyOperation,
    request: Request,
    record: RequestRecord
  ): UpstreamFailure | { readonly session: Session | undefined; readonly setCookies: ReadonlyArray<string> } {
    const session = this.sessions.find(parseCookies(request.headers.get("cookie")))
    if (host === "atlas" && session === undefined) {
      const opened = this.sessions.open()
      const setCookies = Sessions.cookies(opened)
      this.opened.set(record, setCookies)
      return { session: opened, setCookies }
    }
    if (host === "atlas" && needsXsrf(op) && request.headers.get(XSRF_HEADER) !== session?.xsrfToken) return refuse(refusals.xsrfMismatch)
    // Only the shop opens sessions; a wallet or payment without one would be nobody's (or everybody's).
    if (needsSession(op) && session === undefined) return refuse(refusals.sessionRequired)
    return { session, setCookies: [] }
  }

  /** What the chaos settings answer instead of the operation, if anything: a stall, a 503 or a 429. */
  private chaosAnswer(
    draw: ReturnType<Chaos["draw"]>,
    request: Request,
    now: Date,
    extraHeaders: (h: Record<string, string>) => Headers
  ): Promise<Response> | Response | undefined {
    if (draw.stallHeaders) return stall(request)
    if (draw.unavailable) return failureResponse(fail(503, "SERVICE_UNAVAILABLE", "Service temporarily unavailable"), now, extraHeaders({}))
    if (draw.throttled) {
      const retryAfter = { "retry-after": String(this.chaos.current.retryAfterSeconds) }
      return failureResponse(fail(429, "TOO_MANY_REQUESTS", "Too many requests"), now, extraHeaders(retryAfter))
    }
    return undefined
  }

  /**
   * Admits a keyed call's key: a refusal (no key, in flight, reused with another request), the
   * answer to replay, or `undefined` to proceed.
   */
  private admitKey(scope: string, key: string | null, fingerprint: string): UpstreamFailure | StoredResponse | undefined {
    if (key === null || key === "") return refuse(refusals.idempotencyKeyRequired)
    const admission = this.idempotency.admit(scope, key, fingerprint)
    switch (admission._tag) {
      case "InFlight":
        return refuse(refusals.idempotencyInFlight)
      case "Reused":
        return refuse(refusals.idempotencyKeyReused)
      case "Replay":
        return admission.response
      case "Proceed":
        return undefined
    }
  }

  /** Runs a route's handler (after the authorization its operation needs) and encodes its answer with the contract. */
  private async run(route: Route<State>, input: { payload?: unknown }, ctx: CallContext<State>): Promise<StoredResponse> {
    const op = route.op
    const authorize = this.options.authorize
    const handled =
      (op.scopes === undefined && op.role === undefined) || authorize === undefined
        ? route.handle(input, ctx)
        : Effect.flatMap(authorize(op, ctx), () => route.handle(input, ctx))
    const exit = await Effect.runPromiseExit(
      handled.pipe(
        Effect.flatMap((value) => Schema.encode(op.success)(value)),
        Effect.mapError((e) =>
          e instanceof UpstreamFailure ? e : fail(500, "RESPONSE_ENCODING", `The handler's answer does not fit the contract: ${issues(e)}`)
        )
      )
    )
    const headers = { "content-type": "application/json" }
    if (Exit.isSuccess(exit)) return { status: op.successStatus, body: JSON.stringify(exit.value), headers }
    const failure = exit.cause._tag === "Fail" ? exit.cause.error : fail(500, "unknown", "Unexpected handler failure")
    return { status: failure.status, body: JSON.stringify(envelopeOf(failure, ctx.now)), headers: { ...headers, ...failure.headers } }
  }
  private faulted(draw: ReturnType<Chaos["draw"]>, response: Response): Response {
    if (draw.dropAfterCommit) return Response.error()
    if (draw.stallBody) return stallBody(response)
    if (draw.malformed && response.ok) return malformed(response)
    return response
  }

  private async decodeInput(
    op: AnyOperation,
    params: Record<string, string>,
    url: URL,
    request: Request
  ): Promise<UpstreamFailure | { payload?: unknown }> {
    const decode = (schema: Schema.Schema.AnyNoContext | undefined, value: unknown, part: string) => {
      if (schema === undefined) return undefined
      const result = Schema.decodeUnknownEither(schema)(value)
      if (result._tag === "Left") throw invalid(`${part}: ${issues(result.left)}`)
      return result.right as unknown
    }
    try {
      const input: Record<string, unknown> = {}
      const path = decode(op.pathParams, params, "path")
      if (path !== undefined) input.path = path
      const query = decode(op.urlParams, Object.fromEntries(url.searchParams), "query")
      if (query !== undefined) input.urlParams = query
      const headers = decode(op.headers, Object.fromEntries(request.headers), "headers")
      if (headers !== undefined) input.headers = headers
      if (op.payload !== undefined) {
        const text = await request.text()
        let body: unknown
        try {
          body = text === "" ? undefined : JSON.parse(text)
        } catch {
          throw invalid("body: not JSON")
        }
        input.payload = decode(op.payload, body, "body")
      }
      return input
    } catch (e) {
      if (e instanceof UpstreamFailure) return e
      throw e
    }
  }
}

const shopperOf = (session: Session | undefined) => seededShoppers.find((s) => s.shopperId === session?.shopperId)

export const withCookies = (headers: Record<string, string>, cookies: ReadonlyArray<string>): Headers => {
  const h = new Headers(headers)
  for (const c of cookies) h.append("set-cookie", c)
  return h
}

const withHeaders = (response: Response, headers: Record<string, string>): Response => {
  for (const [k, v] of Object.entries(headers)) response.headers.set(k, v)
  return response
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true }
    )
  })

const stall = (request: Request): Promise<Response> =>
  new Promise((resolve) => {
    if (request.signal.aborted) resolve(Response.error())
    request.signal.addEventListener("abort", () => resolve(Response.error()), { once: true })
  })

const stallBody = (response: Response): Response => {
  const head = new TextEncoder().encode('{"data":')
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(head)
  })
  return new Response(body, { status: response.status, headers: response.headers })
}

const malformed = (response: Response): Response => {
  const text = '{"data": {"truncated'
  return new Response(text, { status: response.status, headers: response.headers })
}
