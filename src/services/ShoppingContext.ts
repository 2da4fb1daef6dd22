/**
 * The shopping context (DESIGN principle 6): the active modality, kept in a `KeyValueStore`
 * (the browser's `localStorage` in the app, memory in tests) so that it survives a reload. At start
 * it is restored into the {@link RequestContext}, whose modality feeds the headers of every later
 * call; every change of the request context's modality is written back. Context-dependent reads
 * re-run when it changes (the React adapter watches the request context).
 *
 * @since 0.1.0
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import * as Schema from "effect/Schema"
import { activeModalityOf, isKnownModality, type KnownModality, modalityHeader } from "../rules/modality.js"
import { type Modality, type ModalityPreferencesData, WireModality } from "../schema/modality.js"
import { type ActiveModality, RequestContext } from "../layers/RequestContext.js"
import { documentCookieStore } from "../layers/CookieStore.js"

/** The key the active modality is stored under. */
export const SHOPPING_CONTEXT_KEY = "atlas-client/shopping-context/v1"

/** The stored form of the active modality (as the request context holds it). */
export const StoredActiveModality = Schema.Struct({
  type: WireModality,
  locationId: Schema.optionalWith(Schema.String, { exact: true }),
  lat: Schema.optionalWith(Schema.Number, { exact: true }),
  lng: Schema.optionalWith(Schema.Number, { exact: true }),
  postalCode: Schema.optionalWith(Schema.String, { exact: true }),
  facilityId: Schema.optionalWith(Schema.String, { exact: true }),
  laf: Schema.optionalWith(Schema.Unknown, { exact: true })
})

/**
 * The request context's active modality for a modality: the header fields, the facility id (the
 * store for pickup and in-store) and the LAF object when known.
 *
 * @example
 * toActiveModality(pickupAt("01400943")) // { type: "PICKUP", locationId: "01400943", facilityId: "01400943" }
 */
export const toActiveModality = (modality: KnownModality, laf?: unknown): ActiveModality => {
  const header: { readonly type: ActiveModality["type"]; readonly locationId?: string } = modalityHeader(modality)
  const facilityId =
    "location" in modality.destination ? (modality.destination.location.storeId ?? modality.destination.location.locationId) : undefined
  return {
    ...header,
    ...(facilityId === undefined ? {} : { facilityId }),
    ...(laf === undefined ? {} : { laf })
  }
}

/**
 * The active modality of a shopper's preferences, with the LAF object of its type when the
 * preferences carry one.
 *
 * @example
 * activeModalityFromPreferences(prefs) // Option.some({ type: "DELIVERY", postalCode: "45202", ... })
 */
export const activeModalityFromPreferences = (prefs: ModalityPreferencesData): Option.Option<ActiveModality> =>
  Option.map(Option.filter(activeModalityOf(prefs), isKnownModality), (m) =>
    toActiveModality(
      m,
      prefs.lafObject?.find((l) => l.modality.type === m.modalityType)
    )
  )

const sameModality = (a: ActiveModality | undefined, b: ActiveModality | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * How the shopper is shopping right now (the active modality): read it, change it and listen to it; it sets the
 * request context every call sends and survives a reload in the store its layer names.
 *
 * @example
 * ```ts
 * export const activeModalityType = Effect.gen(function* () {
 *   const shopping = yield* ShoppingContext
 *   const active = yield* shopping.active
 *   return Option.match(active, { onNone: () => "none chosen", onSome: (modality) => modality.type })
 * })
 * ```
 */
export class ShoppingContext extends Effect.Service<ShoppingContext>()("atlas-client/ShoppingContext", {
  scoped: Effect.gen(function* () {
    const kv = yield* KeyValueStore.KeyValueStore
    const context = yield* RequestContext
    const store = kv.forSchema(StoredActiveModality)

    const persist = (modality: ActiveModality | undefined) =>
      (modality === undefined ? store.remove(SHOPPING_CONTEXT_KEY) : store.set(SHOPPING_CONTEXT_KEY, modality)).pipe(
        Effect.catchAll((e) => Effect.logDebug("atlas-client: the shopping context was not saved", e.message))
      )
    const restored = yield* store
      .get(SHOPPING_CONTEXT_KEY)
      .pipe(Effect.catchAll(() => Effect.as(Effect.ignore(store.remove(SHOPPING_CONTEXT_KEY)), Option.none())))
    if (Option.isSome(restored)) yield* context.update((v) => ({ ...v, modality: restored.value }))

    let last = Option.getOrUndefined(restored)
    const setActive = (modality: ActiveModality | undefined) =>
      Effect.suspend(() => {
        last = modality
        return Effect.zipRight(
          context.update(({ modality: _, ...rest }) => (modality === undefined ? rest : { ...rest, modality })),
          persist(modality)
        )
      })
    // Changes made on the request context directly (not through this service) are saved too.
    const runFork = Runtime.runFork(yield* Effect.runtime<never>())
    yield* Effect.acquireRelease(
      Effect.sync(() =>
        context.subscribe(({ modality }) => {
          if (sameModality(modality, last)) return
          last = modality
          runFork(persist(modality))
        })
      ),
      (stop) => Effect.sync(stop)
    )

    return {
      /** The active modality, if any. */
      active: Effect.map(context.get, (v) => Option.fromNullable(v.modality)),
      /** Makes a modality active: the request context changes (headers, context-dependent reads) and it is saved. */
      setActive: (modality: ActiveModality) => setActive(modality),
      /**
       * Makes a modality entity active (its header fields, facility id and LAF object); a modality of
       * a type this client does not know (a response may carry one) changes nothing.
       */
      setModality: (modality: Modality, laf?: unknown) =>
        isKnownModality(modality) ? setActive(toActiveModality(modality, laf)) : Effect.void,
      /** Makes the active modality of a shopper's preferences active here; nothing changes when they have none. */
      fromPreferences: (prefs: ModalityPreferencesData) =>
        Option.match(activeModalityFromPreferences(prefs), { onNone: () => Effect.void, onSome: setActive }),
      /** Forgets the active modality (and its stored copy). */
      clear: setActive(undefined),
      /**
       * Calls `listener` with the active modality at once, then with every change of it, until the
       * returned function is called.
       *
       * @example
       * const stop = shopping.subscribe((active) => console.log(Option.getOrUndefined(active)?.type))
       */
      subscribe: (listener: (active: Option.Option<ActiveModality>) => void): (() => void) => {
        let heard: { readonly modality: ActiveModality | undefined } | undefined
        return context.subscribe(({ modality }) => {
          if (heard !== undefined && sameModality(heard.modality, modality)) return
          heard = { modality }
          listener(Option.fromNullable(modality))
        })
      }
    }
  })
}) {
  /**
   * The shopping context kept in the browser's `localStorage`: it survives a reload.
   *
   * @example
   * ```ts
   * export const remembersModality = ShoppingContext.browser.pipe(Layer.provideMerge(atlasClient(Environment.prod())))
   * ```
   */
  static readonly browser: Layer.Layer<ShoppingContext, never, RequestContext> = ShoppingContext.Default.pipe(
    Layer.provide(BrowserKeyValueStore.layerLocalStorage)
  )
  /**
   * The shopping context kept in a cookie (`document.cookie`, readable by scripts, no secret in
   * it), so that a server rendering for the shopper reads the same active modality: on the server,
   * `ShoppingContext.layer(requestCookieStore(request.headers.get("cookie"), onSetCookie))`.
   *
   * @example
   * ```ts
   * export const modalityInCookie = ShoppingContext.cookie.pipe(Layer.provideMerge(atlasClient(Environment.prod())))
   * ```
   */
  static readonly cookie: Layer.Layer<ShoppingContext, never, RequestContext> = ShoppingContext.Default.pipe(
    Layer.provide(documentCookieStore())
  )
  /**
   * The shopping context kept in a given store (e.g. `requestCookieStore` on a server).
   *
   * @example
   * ```ts
   * export const modalityOfRequest = (request: Request, responseHeaders: Headers) => {
   *   const cookie = request.headers.get("cookie")
   *   const setCookie = (line: string) => responseHeaders.append("set-cookie", line)
   *   return ShoppingContext.layer(requestCookieStore(cookie, setCookie)).pipe(
   *     Layer.provideMerge(atlasServerClient(Environment.prod(), { cookie, onSetCookie: (lines) => lines.forEach(setCookie) }))
   *   )
   * }
   * ```
   */
  static readonly layer = (store: Layer.Layer<KeyValueStore.KeyValueStore>): Layer.Layer<ShoppingContext, never, RequestContext> =>
    ShoppingContext.Default.pipe(Layer.provide(store))
  /**
   * The shopping context kept in memory (tests; gone with the client).
   *
   * @example
   * ```ts
   * export const modalityForTests = ShoppingContext.memory.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))
   * ```
   */
  static readonly memory: Layer.Layer<ShoppingContext, never, RequestContext> = ShoppingContext.Default.pipe(
    Layer.provide(KeyValueStore.layerMemory)
  )
}
