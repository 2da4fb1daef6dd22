import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type { ReactNode } from "react"
import { ClientConfig, RequestContext, RequestLog, SpanLog, Stores, type AtlasClient } from "atlas-client"
import { AtlasProvider, type SlotStoreOptions } from "atlas-client/react"
import { type AtlasUpstream, type CookieJar, referenceLayer, shopperClient } from "atlas-client/testing"

/** The provider's layer: Stores over one shopper's client of the msw upstream. */
export const storesLayer = (): Layer.Layer<Stores | AtlasClient | CookieJar | RequestContext> =>
  Stores.Default.pipe(Layer.provideMerge(shopperClient()))

/** Stores over a shopper client with tokens, the request and span logs, and tracing on. */
export const storesLayerWith = (tokens: { readonly authorization?: string }) => {
  const logs = Layer.mergeAll(RequestLog.layer(20), SpanLog.layer(20), ClientConfig.layer({ tracing: true }))
  return Stores.Default.pipe(Layer.provideMerge(shopperClient(tokens)), Layer.provideMerge(logs))
}

/** A wrapper providing the layer (StrictMode: pass testing-library's `reactStrictMode: true`). */
export const wrapper = <R,>(layer: Layer.Layer<R, unknown, never>) =>
  function Wrapper({ children }: { readonly children?: ReactNode }) {
    return <AtlasProvider layer={layer}>{children}</AtlasProvider>
  }

/** A runtime of every service over a reference upstream in memory (its `log` counts the requests). */
export const referenceRuntime = (upstream: AtlasUpstream) => ManagedRuntime.make(referenceLayer({ upstream }))

/** A wrapper providing a runtime made once, with the cache's options. */
export const runtimeWrapper = <R,>(runtime: ManagedRuntime.ManagedRuntime<R, unknown>, options: SlotStoreOptions = {}) =>
  function Wrapper({ children }: { readonly children?: ReactNode }) {
    return (
      <AtlasProvider runtime={runtime} {...options}>
        {children}
      </AtlasProvider>
    )
  }

/**
 * One reference upstream for a test file and the runtimes its tests make over it: `runtime()`
 * makes one (provide it with {@link runtimeWrapper}); `disposeAll()` (in `afterEach`) disposes
 * every runtime made so far and resets the upstream.
 */
export const referenceRuntimes = (upstream: AtlasUpstream) => {
  const made: Array<ReturnType<typeof referenceRuntime>> = []
  return {
    runtime: () => {
      const runtime = referenceRuntime(upstream)
      made.push(runtime)
      return runtime
    },
    disposeAll: async () => {
      for (const runtime of made.splice(0)) await runtime.dispose()
      upstream.reset()
    }
  }
}
