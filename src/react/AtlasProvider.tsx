/**
 * The provider: owns one `ManagedRuntime` built from the layer it is given (prod, stage or the
 * reference upstream: swap the layer) and the slots of every use case, and disposes both when it
 * unmounts for good (StrictMode's unmount-then-mount keeps them).
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react"
import { SlotStore } from "./SlotStore.js"

const StoreContext = createContext<SlotStore | null>(null)

const pendingDisposal = new WeakMap<SlotStore, ReturnType<typeof setTimeout>>()

/** Props of {@link AtlasProvider}. */
export interface AtlasProviderProps<ROut> {
  /** Every service the app's use cases need, e.g. `Stores.Default` over `atlasClient(Environment.prod())`. */
  readonly layer: Layer.Layer<ROut, unknown, never>
  /** How long a finished slot nobody reads keeps its result (default 5 minutes). */
  readonly gcTimeMs?: number
  readonly children?: ReactNode
}

/**
 * Makes the layer's services available to the hooks below it.
 *
 * @example
 * <AtlasProvider layer={Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod())))}>
 *   <App />
 * </AtlasProvider>
 */
export function AtlasProvider<ROut>({ layer, gcTimeMs, children }: AtlasProviderProps<ROut>): ReactNode {
  // A store per layer; its runtime builds the layer lazily, on the first run.
  const store = useMemo(
    () =>
      new SlotStore(
        ManagedRuntime.make(layer) as ManagedRuntime.ManagedRuntime<never, unknown>,
        gcTimeMs === undefined ? {} : { gcTimeMs }
      ),
    [layer, gcTimeMs]
  )
  useEffect(() => {
    const pending = pendingDisposal.get(store)
    if (pending !== undefined) clearTimeout(pending)
    return () => {
      pendingDisposal.set(
        store,
        setTimeout(() => {
          store.dispose()
          void store.runtime.dispose()
        }, 0)
      )
    }
  }, [store])
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** The slot store of the nearest provider. */
export const useSlotStore = (): SlotStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error("atlas-client/react: wrap the app in <AtlasProvider layer={...}>")
  return store
}

/**
 * The provider's runtime, to run effects the hooks do not cover (e.g. setting the request
 * context). `R` states which services the provider's layer supplies; the layer is trusted for it.
 *
 * @example
 * const runtime = useAtlasRuntime<RequestContext>()
 * runtime.runFork(Effect.flatMap(RequestContext, (c) => c.set({ modality })))
 */
export const useAtlasRuntime = <R = never,>(): ManagedRuntime.ManagedRuntime<R, unknown> =>
  useSlotStore().runtime as ManagedRuntime.ManagedRuntime<R, unknown>
