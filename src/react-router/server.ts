/**
 * `atlas-client/react-router/server`: the loader and action half of the React Router 7 integration
 * (server only: it builds clients that forward the shopper's cookies). `atlasRoutes(options)` gives
 * `load` (a request-scoped store over the shopper's cookies: prefetch, dehydrate into the loader's
 * data as `atlas`, dispose; the atlas host's `Set-Cookie` handed back in the data's headers), `act`
 * (a write run as the shopper with the form's intent key; its typed error as the form's error, its
 * success as the entries it updated), `headers` (the route's `headers` export) and `stream` (the
 * server entry's streamed page, its parts read as the shopper);
 * `streamDocument(...)`, the server entry's streamed page with the snapshot of what its
 * `<Suspense>` parts fetched after it; `withoutDependencyPreloads(build)`, the server build whose
 * pages preload only their entry and route modules.
 *
 * @since 0.3.0
 */
import * as Layer from "effect/Layer"
import { PassThrough, Readable } from "node:stream"
import { createElement, type ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { data, type EntryContext, type HeadersFunction, type ServerBuild, ServerRouter } from "react-router"
import type { Environment } from "../layers/Environment.js"
import { type AtlasClient, atlasServerClient } from "../layers/index.js"
import { cookieHeaderWith, type ServerClientOptions } from "../layers/serverClient.js"
import { type AtlasStore, createAtlasStore, dehydrate, dehydratedScript, serverRender } from "../react/server.js"
import type { SettledState } from "../react/SlotState.js"
import type { SlotStoreOptions } from "../react/SlotStore.js"
import type { UseCase } from "../react/UseCase.js"
import { INTENT_FIELD } from "./IntentField.js"
import type { ActionResult, FormError } from "./results.js"
import { PART_FAILED_DIGEST } from "./streamedParts.js"
import { snapshotsOf } from "./AtlasRouterProvider.js"

/** Options of {@link atlasRoutes}. */
export interface AtlasRoutesOptions<R, E> {
  /** The hosts (`Environment.prod()`, `Environment.test({ atlas })`: absolute base URLs on a server). */
  readonly environment: Layer.Layer<Environment>
  /** The services the routes' use cases need, over the shopper's client (e.g. `AllServices`, or `Stores.Default`). */
  readonly services: Layer.Layer<R, E, AtlasClient>
  /** The store's options (stale times, as the browser's provider has them). */
  readonly store?: SlotStoreOptions
  /** Further options of each request's client (`fetch`, tokens); the cookies are the request's. */
  readonly client?: Omit<ServerClientOptions, "cookie" | "onSetCookie">
}

/** The loader and action helpers of {@link atlasRoutes}. */
export interface AtlasRoutes<R> {
  /**
   * A loader's body over a store of this request: `body` prefetches (and returns the route's own
   * data); the answer is that data with the store's snapshot as `atlas`, and the atlas host's
   * `Set-Cookie` lines as headers. The store is disposed before the answer is returned.
   */
  readonly load: <T extends object>(
    request: Request,
    body: (store: AtlasStore<R>) => Promise<T>
  ) => Promise<ReturnType<typeof data<T & { readonly atlas: ReturnType<typeof dehydrate> }>>>
  /**
   * Runs a write as the shopper of `request` (pass the form's intent key in its options, e.g.
   * `intentOf(form)`): `ok` with its value and the entries it updated, or
   * its typed error as the form's error (the spec's message). Never throws for a failed write.
   */
  readonly act: <Args extends ReadonlyArray<unknown>, A, E, RU extends R>(
    request: Request,
    useCase: UseCase<Args, A, E, RU>,
    ...args: Args
  ) => Promise<ReturnType<typeof data<ActionResult<A>>>>
  /** The route's `headers` export: the `Set-Cookie` lines of its action, its loader and its parents. */
  readonly headers: HeadersFunction
  /**
   * The server entry's `handleRequest`: `streamDocument` over a store of this request, so the
   * page's `<Suspense>` parts read on the server as the shopper (their cookies, with the session
   * the loaders opened for a first-time visitor; the atlas host's absolute URLs), whatever runtime
   * the root's provider was given; the store is disposed once the response is over. A `Set-Cookie`
   * the atlas host answers while the shell renders goes with the page; one answered after the
   * headers went is lost.
   */
  readonly stream: (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
    options?: Omit<StreamDocumentOptions<R>, "store">
  ) => Promise<Response>
}

/** A failed run as the form shows it. */
export const formErrorOf = (state: Exclude<SettledState<unknown, unknown>, { readonly status: "success" }>): FormError => {
  if (state.status === "cancelled") return { tag: "RequestAborted", message: "Request aborted" }
  const error = state.error as { readonly _tag?: unknown; readonly message?: unknown; readonly code?: unknown }
  const tag = typeof error?._tag === "string" ? error._tag : "UnexpectedError"
  const message = typeof error?.message === "string" && error.message !== "" ? error.message : "Something went wrong"
  return typeof error?.code === "string" ? { tag, message, code: error.code } : { tag, message }
}

/**
 * The route's `headers` export: every `Set-Cookie` line the action, the loader and the parents
 * answered (each once), so a session the atlas host opened while loading reaches the browser with the
 * document, and the browser's next request is the same shopper's.
 */
export const atlasHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders)
  const seen = new Set(parentHeaders.getSetCookie())
  for (const line of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()])
    if (!seen.has(line)) {
      seen.add(line)
      headers.append("set-cookie", line)
    }
  return headers
}

/** A fresh intent key for a form (its loader mints it; `IntentField` posts it). */
export const intentKey = (): string => crypto.randomUUID()

const INTENT = /^[A-Za-z0-9_-]{8,128}$/

/** The intent key a form posted, or undefined when it carries none or a malformed one (the write then mints its own). */
export const readIntentKey = (form: FormData): string | undefined => {
  const value = form.get(INTENT_FIELD)
  return typeof value === "string" && INTENT.test(value) ? value : undefined
}

/**
 * The write options carrying the form's intent key (`{ idempotencyKey }`), or none when it posted
 * none: spread into the write's options.
 *
 * @example
 * atlas.act(request, CartsUseCases.addToCart, upc, 1, intentOf(form))
 */
export const intentOf = (form: FormData): { readonly idempotencyKey?: string } => {
  const key = readIntentKey(form)
  return key === undefined ? {} : { idempotencyKey: key }
}

/**
 * Runs a write in a store the app already holds for the request (e.g. one its loaders and render
 * share): its value and the entries it updated, or its typed error as the form's error. What
 * `atlasRoutes(...).act` does with a store of its own; never throws for a failed write.
 *
 * @example
 * const result = await actIn(store, CartsUseCases.addToCart, upc, quantity, intentOf(form))
 * if (!result.ok) return data(result, { status: 400 })
 */
export const actIn = async <Args extends ReadonlyArray<unknown>, A, E, R, RU extends R>(
  store: AtlasStore<R>,
  useCase: UseCase<Args, A, E, RU>,
  ...args: Args
): Promise<ActionResult<A>> => {
  // The slot store is untyped: its run of `useCase` settles with the use case's own value or error.
  const state = (await store.slots.act(useCase, args)) as SettledState<A, E>
  const atlas = dehydrate(store)
  return state.status === "success" ? { ok: true, value: state.value, atlas } : { ok: false, error: formErrorOf(state), atlas }
}

/**
 * The loader and action helpers of an app: each call builds the request's own client (its cookies
 * go to the atlas host only), so two shoppers' requests never share a cookie or an entry.
 *
 * @example
 * export const atlas = atlasRoutes({ environment: Environment.test({ atlas: process.env.ATLAS_ORIGIN! }), services: AllServices })
 * export const loader = ({ request }: Route.LoaderArgs) =>
 *   atlas.load(request, async (store) => {
 *     await store.prefetch(SearchUseCases.searchProducts, { term: "milk" })
 *     return { intent: intentKey() }
 *   })
 * export const headers = atlas.headers
 */
export const atlasRoutes = <R, E>(options: AtlasRoutesOptions<R, E>): AtlasRoutes<R> => {
  const storeOf = (request: Request, setCookie: Headers, cookie: string | null = request.headers.get("cookie")): AtlasStore<R> =>
    createAtlasStore(
      options.services.pipe(
        Layer.provideMerge(
          atlasServerClient(options.environment, {
            ...options.client,
            cookie,
            onSetCookie: (lines) => lines.forEach((line) => setCookie.append("set-cookie", line))
          })
        )
      ),
      options.store
    )
  return {
    load: async (request, body) => {
      const headers = new Headers()
      const store = storeOf(request, headers)
      try {
        const value = await body(store)
        return data({ ...value, atlas: dehydrate(store) }, { headers })
      } finally {
        await store.dispose()
      }
    },
    act: async <Args extends ReadonlyArray<unknown>, A, E2, RU extends R>(
      request: Request,
      useCase: UseCase<Args, A, E2, RU>,
      ...args: Args
    ) => {
      const headers = new Headers()
      const store = storeOf(request, headers)
      try {
        const result = await actIn(store, useCase, ...args)
        return data(result, { headers, status: result.ok ? 200 : 400 })
      } finally {
        await store.dispose()
      }
    },
    headers: atlasHeaders,
    stream: (request, status, headers, context, streamOptions = {}) => {
      // The parts read as the shopper the loaders saw: with the session a first page's loader opened too.
      const store = storeOf(request, headers, cookieHeaderWith(request.headers.get("cookie"), headers.getSetCookie()))
      return streamDocument(request, status, headers, context, {
        ...streamOptions,
        store,
        onClose: () => {
          void store.dispose()
          streamOptions.onClose?.()
        }
      })
    }
  }
}

/**
 * The server build with each page's script preloads cut to its entry and route modules. React
 * Router's `<Scripts>` preloads every module a page imports (`modulepreload` links, which React
 * hoists into the head), so on a phone's bandwidth the page's scripts download alongside its own
 * HTML, before its first screen has arrived. With this build the browser fetches the modules the
 * entry and the routes import as it runs them, after the HTML: hand it to the request handler
 * (`createRequestHandler({ build: withoutDependencyPreloads(build) })`). Client navigations load a
 * route's modules the same way. Measured on the storefront in `docs/performance.md`.
 *
 * @example
 * const build = (await import("./build/server/index.js")) as ServerBuild
 * app.all("*", createRequestHandler({ build: withoutDependencyPreloads(build) }))
 */
export const withoutDependencyPreloads = (build: ServerBuild): ServerBuild => ({
  ...build,
  assets: {
    ...build.assets,
    entry: { ...build.assets.entry, imports: [] },
    routes: Object.fromEntries(
      Object.entries(build.assets.routes).map(([id, route]) => [id, route === undefined ? route : { ...route, imports: [] }])
    )
  }
})

/** Options of {@link streamDocument}. */
export interface StreamDocumentOptions<R = never> {
  /**
   * The request's store, when the app keeps one per request shared by its loaders and the render:
   * the root's provider starts with its values (copied: no snapshot encoded and decoded on the
   * server) and the render's `<Suspense>` parts read with its runtime. Without one, the provider
   * starts from the routes' `atlas` snapshots.
   */
  readonly store?: AtlasStore<R> | undefined
  /** Wraps the router (e.g. in a context of the app's own). */
  readonly wrap?: (router: ReactNode) => ReactNode
  /** Send nothing until every part resolved (a crawler's page: every part in place, readable without JavaScript). */
  readonly allReady?: boolean
  /**
   * Once the shell is ready, how long the first chunk waits for the parts below the fold (0 by
   * default): the parts that resolve by then are sent in place, so the browser lays the page out once.
   */
  readonly partsWaitMs?: number
  /** Parts still pending this long after the request are given up: the browser renders them (10 s by default). */
  readonly abortAfterMs?: number
  /** React's `progressiveChunkSize`: a resolved part past this many bytes of the page is sent on its own, after its placeholder. */
  readonly progressiveChunkSize?: number
  /** The snapshot script's id (`atlas-state`, what `documentSnapshot()` reads by default). */
  readonly snapshotId?: string
  /** The page's script nonce (a Content-Security-Policy's): React's inline scripts and the snapshot's carry it. */
  readonly nonce?: string
  /** A part's error that is not the data layer's (a bug): `console.error` by default. Not called once the browser left. */
  readonly onPartError?: (error: unknown) => void
  /** Called once the response is over (sent, failed or left by the browser): e.g. dispose the request's store. */
  readonly onClose?: () => void
}

/** A thrown error of the data layer (typed, tagged): the browser shows it in the part's own error state. */
const isTagged = (error: unknown) => typeof error === "object" && error !== null && "_tag" in error

/**
 * The server entry's page (`entry.server.tsx`'s `handleRequest`), streamed: the shell (what the
 * loaders loaded) first, then each `<Suspense>` part as its reads resolve (`useSuspenseRead`, run
 * on the server), then the snapshot of every entry
 * the page shows that its routes' data does not already carry (a `dehydratedScript`), which the
 * browser hydrates from (`documentSnapshot()`), so it fetches none of them again. A part whose read
 * fails with a typed error is left to the browser (its digest is `PART_FAILED_DIGEST`; the
 * hydration's `onRecoverableError` expects it); parts still pending after `abortAfterMs` are given
 * up the same way, as are all of them when the browser leaves. Node only (`renderToPipeableStream`).
 *
 * @example
 * // app/entry.server.tsx
 * export default (request: Request, status: number, headers: Headers, context: EntryContext) =>
 *   streamDocument(request, status, headers, context, { allReady: isbot(request.headers.get("user-agent")) })
 */
export const streamDocument = <R = never>(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  options: StreamDocumentOptions<R> = {}
): Promise<Response> => {
  const render = serverRender(options.store)
  const { loaderData, actionData } = context.staticHandlerContext
  // What the routes' data already carries (the browser's provider is seeded from it too).
  const carried = () => snapshotsOf([...Object.values(loaderData), ...Object.values(actionData ?? {})])
  if (!headers.has("content-type")) headers.set("content-type", "text/html; charset=utf-8")
  const router = createElement(ServerRouter, {
    context,
    url: request.url,
    ...(options.nonce === undefined ? {} : { nonce: options.nonce })
  })
  return new Promise((resolve, reject) => {
    let sent = false
    let waiting: ReturnType<typeof setTimeout> | undefined
    // The page as React writes it, then the snapshot once it has written the last part.
    const body = new PassThrough({
      flush(callback) {
        const { snapshotId: id, nonce } = options
        this.push(
          dehydratedScript(render.snapshot(carried()), { ...(id === undefined ? {} : { id }), ...(nonce === undefined ? {} : { nonce }) })
        )
        callback()
      }
    })
    let closed = false
    const close = () => {
      clearTimeout(timer)
      clearTimeout(waiting)
      if (closed) return
      closed = true
      options.onClose?.()
    }
    body.on("close", close)
    // A hung part does not hold the response: it is left to the browser.
    let stop = (_reason: Error) => undefined as void
    const timer = setTimeout(() => stop(new Error("the page's parts took too long")), options.abortAfterMs ?? 10_000)
    const send = () => {
      clearTimeout(waiting)
      if (sent) return
      sent = true
      pipe(body)
      resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers }))
    }
    const { pipe, abort } = renderToPipeableStream(render.wrap(options.wrap === undefined ? router : options.wrap(router)), {
      ...(options.progressiveChunkSize === undefined ? {} : { progressiveChunkSize: options.progressiveChunkSize }),
      ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
      onShellReady: () => {
        if (options.allReady === true) return
        if ((options.partsWaitMs ?? 0) <= 0) send()
        else waiting = setTimeout(send, options.partsWaitMs)
      },
      onAllReady: send,
      onShellError: (error) => {
        close()
        reject(error instanceof Error ? error : new Error(String(error)))
      },
      onError: (error) => {
        // A part's typed error is the browser's to show (it renders that part again, with its error
        // state; the digest tells it so); anything else is a bug to see in the server's output.
        if (isTagged(error)) return PART_FAILED_DIGEST
        if (!request.signal.aborted) (options.onPartError ?? ((e) => console.error("a streamed part of the page failed:", e)))(error)
        return undefined
      }
    })
    stop = abort
    request.signal.addEventListener("abort", () => abort(new Error("the browser left before the page was sent")))
  })
}
