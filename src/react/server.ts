/**
 * `atlas-client/react/server`: server rendering. A store per request outside React
 * (`createAtlasStore(layer)`) prefetches reads (`store.prefetch(useCase, ...args)`); `dehydrate`
 * turns its values into a JSON snapshot (each Schema-encoded with its use case's `success`
 * schema); `serializeDehydratedState` / `dehydratedScript` inline it in the HTML safely; the
 * provider's `dehydratedState` seeds the server render and the browser's hydration with it;
 * `serverRender(store)` lets a streaming render start from the request's store and takes the
 * snapshot after the stream, with what its `<Suspense>` parts fetched.
 * Outside the first screen's entry (`atlas-client/react`).
 *
 * @since 0.2.0
 */
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { createElement, type ReactElement, type ReactNode } from "react"
import { ServerRenderContext } from "./AtlasProvider.js"
import { DEFAULT_KEY } from "./Cells.js"
import { DEHYDRATED_STATE_ID, type DehydratedEntry, type DehydratedState, SlotStore, type SlotStoreOptions } from "./SlotStore.js"
import type { UseCase } from "./UseCase.js"

/** A slot store that can list its values for a snapshot, and keeps them until it is dropped (no timers). */
class ServerSlotStore extends SlotStore {
  protected override gcTimeMs(): number {
    return Infinity
  }

  /** The read entries holding a value under the first modality, with a schema to encode it by (but those of `except`). */
  snapshot(except?: ReadonlySet<string>): DehydratedState {
    const entries: Array<DehydratedEntry> = []
    for (const cell of this.cells.values()) {
      const schema = cell.useCase.success as Schema.Schema<unknown, unknown> | undefined
      const id = this.baseId(cell)
      // Entries of a later modality (their id carries it) are not sent: the browser starts with the first.
      if (cell.kind !== "read" || cell.state.status !== "success" || schema === undefined || id === undefined || cell.id !== id) continue
      if (except?.has(id) === true) continue
      const value = Schema.encodeUnknownOption(schema)(cell.state.value)
      if (Option.isSome(value)) entries.push({ id, value: value.value, updatedAt: cell.updatedAt })
    }
    return this.initialContext === undefined ? { entries } : { context: this.initialContext, entries }
  }
}

/** A store of reads outside React: one per server request. */
export interface AtlasStore<R> {
  /** The runtime of the store's layer (built on the first run). */
  readonly runtime: ManagedRuntime.ManagedRuntime<R, unknown>
  /** The read cache the store fills, the same as a provider's. */
  readonly slots: SlotStore
  /**
   * Fetches a read into the store (under the default key), as a `useRead` of it would; resolves
   * when it settled, failed or not (a failure is not in the snapshot: the browser fetches it).
   */
  readonly prefetch: <Args extends ReadonlyArray<unknown>, A, E, RU extends R>(
    useCase: UseCase<Args, A, E, RU>,
    ...args: Args
  ) => Promise<void>
  /** {@link AtlasStore.prefetch} into the entry of a key (`useRead(useCase, args, { key })`). */
  readonly prefetchKeyed: <Args extends ReadonlyArray<unknown>, A, E, RU extends R>(
    key: string,
    useCase: UseCase<Args, A, E, RU>,
    ...args: Args
  ) => Promise<void>
  /** Interrupts what still runs and releases the layer's resources. */
  readonly dispose: () => Promise<void>
}

/**
 * A store of reads outside React over a layer (on a server: one per request, over a client that
 * forwards the shopper's cookies, `atlasServerClient`), the same store a provider keeps: prefetch
 * the reads a page shows, `dehydrate` it into the page, dispose it.
 *
 * @example
 * const store = createAtlasStore(Stores.Default.pipe(Layer.provideMerge(atlasServerClient(Environment.prod(), { cookie }))))
 * await store.prefetch(StoresUseCases.getStoreDetails, storeId)
 * const state = dehydrate(store)
 * await store.dispose()
 */
export const createAtlasStore = <R, E>(layer: Layer.Layer<R, E, never>, options: SlotStoreOptions = {}): AtlasStore<R> => {
  const runtime = ManagedRuntime.make(layer)
  const slots = new ServerSlotStore(runtime as ManagedRuntime.ManagedRuntime<never, unknown>, options)
  const prefetchKeyed = async <Args extends ReadonlyArray<unknown>, A, E2, RU extends R>(
    key: string,
    useCase: UseCase<Args, A, E2, RU>,
    ...args: Args
  ): Promise<void> => {
    await slots.read(useCase, args, { key })
  }
  return {
    runtime,
    slots,
    prefetchKeyed,
    prefetch: (useCase, ...args) => prefetchKeyed(DEFAULT_KEY, useCase, ...args),
    dispose: () => {
      slots.dispose()
      return runtime.dispose()
    }
  }
}

/**
 * The store's values as a JSON-serialisable snapshot for the provider's `dehydratedState`: every
 * read holding a value whose use case declares its `success` schema, encoded with it (so classes,
 * Options and dates survive the trip); reads without one, failures and actions are left out.
 * Given a provider's own store (`useSlotStore()` in a streaming server render), the reads that
 * render fetched (`useSuspenseRead` in a `<Suspense>` boundary) and the seeded ones it read: the
 * snapshot written after the stream ends, so the browser fetches none of them again.
 *
 * @example
 * const state = dehydrate(store) // { context, entries: [{ id: "Stores.getStoreDetails#default#[\"01400943\"]", value, updatedAt }] }
 */
export const dehydrate = <R>(store: AtlasStore<R> | SlotStore): DehydratedState => snapshotOf("slots" in store ? store.slots : store)

/** Any slot store's snapshot, as a server store lists it (but the entries of `except`). */
const snapshotOf = (slots: SlotStore, except?: ReadonlySet<string>): DehydratedState =>
  ServerSlotStore.prototype.snapshot.call(slots, except)

/** A server render's hold on its store: {@link serverRender}. */
export interface ServerRender {
  /** The app under the render's hold: the provider in it starts with the request store's values. */
  readonly wrap: (app: ReactNode) => ReactElement
  /**
   * What the page's reads hold, once the render is over (after the stream's last part): the
   * request store's entries and those of the provider's store (what its `<Suspense>` parts
   * fetched, and without a request store what it was seeded with), each once, less the entries of
   * `carried` (snapshots the page already carries, e.g. its routes' data) with the same fetch time.
   */
  readonly snapshot: (carried?: ReadonlyArray<DehydratedState>) => DehydratedState
}

/**
 * A streaming server render over the request's store: the provider under `wrap(app)` starts with
 * `store`'s values (copied: no snapshot encoded and decoded on the way; what failed is left out, as
 * the browser's snapshot leaves it out) and reads with its runtime; without a store the provider
 * starts from its `dehydratedState`. The render keeps hold of the provider's store, so after the
 * stream `snapshot()` is what the browser hydrates from: every entry the page shows, with what the
 * render's `<Suspense>` parts fetched, so it fetches none of them again.
 *
 * @example
 * const render = serverRender(store)
 * const { pipe } = renderToPipeableStream(render.wrap(<App runtime={store.runtime} />), {
 *   onAllReady: () => pipe(res) // ...then, after the stream: res.end(dehydratedScript(render.snapshot()))
 * })
 */
export const serverRender = <R>(store?: AtlasStore<R> | SlotStore): ServerRender => {
  const request = store === undefined ? undefined : "slots" in store ? store.slots : store
  let provided: SlotStore | undefined
  // The provider's store: over the request's, it reads with its runtime (the shopper's client) and
  // starts with its values (copied, not encoded and decoded; its failures and actions are not, as
  // no snapshot carries them, so the browser's hydration renders what this render did).
  const make = (runtime: ManagedRuntime.ManagedRuntime<never, unknown>, options: SlotStoreOptions): SlotStore => {
    provided = new SlotStore(request?.runtime ?? runtime, options)
    if (request !== undefined) provided.adopt(request)
    return provided
  }
  return {
    wrap: (app) => createElement(ServerRenderContext.Provider, { value: make }, app),
    snapshot: (carried = []) => {
      // The request store's entries, then what only the provider's holds (the parts' reads), each encoded once.
      const own = request === undefined ? { entries: [] } : snapshotOf(request)
      const rendered = provided === undefined ? { entries: [] } : snapshotOf(provided, new Set(own.entries.map((e) => e.id)))
      const context = own.context ?? rendered.context
      const held = new Set(carried.flatMap((s) => s.entries.map((e) => `${e.id}@${e.updatedAt}`)))
      const entries = [...own.entries, ...rendered.entries].filter((e) => !held.has(`${e.id}@${e.updatedAt}`))
      return context === undefined ? { entries } : { context, entries }
    }
  }
}

const unsafe: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029"
}

/**
 * A snapshot as JSON safe to inline in HTML, inside `<script>` (as a JavaScript expression or as
 * the text of a `type="application/json"` script): `<`, `>`, `&`, U+2028 and U+2029 are escaped, so
 * no value (a product named `</script><script>...`, a `<!--`) can end the script or start a comment.
 *
 * @example
 * serializeDehydratedState({ entries: [{ id: "a", value: "</script>", updatedAt: 0 }] })
 * // '{"entries":[{"id":"a","value":"\u003c/script\u003e","updatedAt":0}]}'
 */
export const serializeDehydratedState = (state: DehydratedState): string =>
  JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c] ?? c)

export { DEHYDRATED_STATE_ID } from "./SlotStore.js"

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * The snapshot as a `<script type="application/json">` element to put in the page (escaped by
 * {@link serializeDehydratedState}); the browser reads it back with
 * `JSON.parse(document.getElementById("atlas-state")!.textContent!)`.
 *
 * @example
 * res.write(`<div id="root">${html}</div>${dehydratedScript(dehydrate(store))}`)
 */
export const dehydratedScript = (state: DehydratedState, options: { readonly id?: string; readonly nonce?: string } = {}): string =>
  `<script type="application/json" id="${attribute(options.id ?? DEHYDRATED_STATE_ID)}"${
    options.nonce === undefined ? "" : ` nonce="${attribute(options.nonce)}"`
  }>${serializeDehydratedState(state)}</script>`
