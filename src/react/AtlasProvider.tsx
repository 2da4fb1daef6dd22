/**
 * The provider: the `ManagedRuntime` the app made once (or one it makes from a layer, and
 * disposes when it unmounts for good: StrictMode's unmount-then-mount keeps it), the read cache and
 * action slots over it, and the window's focus and reconnect events that revalidate stale reads.
 * Hidden by an `<Activity>` its store is disposed; shown again it makes a new one that takes over
 * the old one's values (and, from a layer, a new runtime).
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react"
import { type DehydratedState, SlotStore, type SlotStoreOptions } from "./SlotStore.js"
import { isDevelopment } from "../internal/development.js"

const StoreContext = createContext<SlotStore | null>(null)

/**
 * How a server render under `serverRender` (`atlas-client/react/server`) makes its provider's
 * store: over the request's store, when it has one, and kept, for the snapshot after the stream.
 * Not set in a browser, nor in a server render of the app's own.
 */
export const ServerRenderContext = createContext<
  ((runtime: ManagedRuntime.ManagedRuntime<never, unknown>, options: SlotStoreOptions) => SlotStore) | null
>(null)

const pendingDisposal = new WeakMap<SlotStore, ReturnType<typeof setTimeout>>()

/** Where the provider's services come from: a runtime made once by the app, or a layer. */
export type AtlasRuntimeSource<R> =
  | {
      /** Made once, outside render (`ManagedRuntime.make(layer)` at module level); the app disposes it. */
      readonly runtime: ManagedRuntime.ManagedRuntime<R, unknown>
      readonly layer?: undefined
    }
  | {
      /**
       * Every service the app's use cases need, built once outside render: the provider makes its
       * runtime and disposes it. A layer of another identity on a later render builds everything
       * again (and fetches every read again); development builds warn about it.
       */
      readonly layer: Layer.Layer<R, unknown, never>
      readonly runtime?: undefined
    }

/** Props of {@link AtlasProvider}: the services (`runtime` or `layer`), the cache's options and a server's snapshot. */
export type AtlasProviderProps<R> = AtlasRuntimeSource<R> &
  SlotStoreOptions & {
    /**
     * A server's snapshot of its reads (`dehydrate(store)` of `atlas-client/react/server`): they
     * render with their values on the server render and on the browser's hydration alike, and are
     * not fetched again until stale.
     */
    readonly dehydratedState?: DehydratedState | undefined
    readonly children?: ReactNode
  }

/**
 * Makes the services of a runtime (or layer) available to the hooks below it. Build it once,
 * outside render; `createAtlasReact<R>()` gives a provider and hooks that check at compile time
 * that it supplies every service the hooks' use cases need.
 *
 * @example
 * const runtime = ManagedRuntime.make(Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod()))))
 * createRoot(root).render(
 *   <AtlasProvider runtime={runtime}>
 *     <App />
 *   </AtlasProvider>
 * )
 */
export function AtlasProvider<R>(props: AtlasProviderProps<R>): ReactNode {
  const { runtime, layer, children, dehydratedState, ...options } = props
  const serverStore = useContext(ServerRenderContext)
  const first = useRef<unknown>(runtime ?? layer)
  if ((runtime ?? layer) !== first.current && first.current !== undefined && isDevelopment()) {
    first.current = undefined
    const kind = runtime === undefined ? "layer" : "runtime"
    // Loaded in development only: a production bundle carries no warning text.
    void import("./warnings.js").then((warnings) => warnings.warnNewIdentity(kind))
  }
  // Set when the provider is shown again after its store was disposed (an `<Activity>` hidden, then shown).
  const [revived, revive] = useState(0)
  const previous = useRef<SlotStore | undefined>(undefined)
  // On a server (no window) nothing collects the store but the end of its render: no timers.
  const storeOptions = typeof window === "undefined" ? { ...options, gcTimeMs: Infinity } : options
  const store = useMemo(
    () => {
      // The store's own runtime, from the layer: built lazily, on the first run.
      const owned = runtime === undefined && layer !== undefined ? ManagedRuntime.make(layer) : undefined
      const source = runtime ?? owned
      if (source === undefined) throw new Error("atlas-client/react: <AtlasProvider> needs a runtime or a layer")
      // The provider's types check that the runtime supplies what the hooks' use cases need.
      const typed = source as ManagedRuntime.ManagedRuntime<never, unknown>
      const made = serverStore?.(typed, storeOptions) ?? new SlotStore(typed, storeOptions)
      if (previous.current?.isDisposed === true) made.adopt(previous.current)
      return { made, owned }
    },
    // A new store only for another runtime or layer, or once disposed; options are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, layer, revived]
  )
  store.made.configure(storeOptions)
  // Seeded during render, so that the first render (the server's, the hydration's) shows the values.
  useMemo(() => dehydratedState !== undefined && store.made.hydrate(dehydratedState), [store, dehydratedState])
  useEffect(() => {
    const { made, owned } = store
    previous.current = made
    // Shown again after the store was disposed (hidden by an `<Activity>` longer than a tick): a new one.
    if (made.isDisposed) {
      revive((n) => n + 1)
      return
    }
    const pending = pendingDisposal.get(made)
    if (pending !== undefined) clearTimeout(pending)
    const onVisible = () => {
      if (document.visibilityState === "visible") made.revalidate("focus")
    }
    const onOnline = () => made.revalidate("reconnect")
    if (typeof window !== "undefined") {
      document.addEventListener("visibilitychange", onVisible)
      window.addEventListener("online", onOnline)
    }
    return () => {
      if (typeof window !== "undefined") {
        document.removeEventListener("visibilitychange", onVisible)
        window.removeEventListener("online", onOnline)
      }
      // Deferred: StrictMode's unmount-then-mount keeps the store; a hidden `<Activity>` does not.
      pendingDisposal.set(
        made,
        setTimeout(() => {
          made.dispose()
          // Writes on the wire run to their end first (a submitted change is never dropped).
          if (owned !== undefined) void made.writesSettled().then(() => owned.dispose())
        }, 0)
      )
    }
  }, [store])
  return <StoreContext.Provider value={store.made}>{children}</StoreContext.Provider>
}

/**
 * The slot store of the nearest provider.
 *
 * @example
 * ```tsx
 * export function RefreshCart({ profileId }: { readonly profileId: string }) {
 *   const store = useSlotStore()
 *   return <button onClick={() => store.invalidate([CartsUseCases.getCart])}>Refresh cart {profileId}</button>
 * }
 * ```
 */
export const useSlotStore = (): SlotStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error("atlas-client/react: wrap the app in <AtlasProvider runtime={...}>")
  return store
}

/**
 * The provider's runtime, to run effects the hooks do not cover (e.g. setting the request
 * context). `R` states which services the provider supplies (`createAtlasReact<R>()`'s hook checks
 * it; this one trusts it).
 *
 * @example
 * ```tsx
 * export function ShipToZip({ zip }: { readonly zip: string }) {
 *   const runtime = useAtlasRuntime<RequestContext>()
 *   const shipHere = () =>
 *     runtime.runFork(Effect.flatMap(RequestContext, (context) => context.set({ modality: { type: "SHIP", postalCode: zip } })))
 *   return <button onClick={shipHere}>Ship to {zip}</button>
 * }
 * ```
 */
export const useAtlasRuntime = <R = never,>(): ManagedRuntime.ManagedRuntime<R, unknown> =>
  useSlotStore().runtime as ManagedRuntime.ManagedRuntime<R, unknown>
