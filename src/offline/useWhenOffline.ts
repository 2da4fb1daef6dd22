/**
 * Loading an app's offline parts (its `<PersistReads>`, notice, other outboxes' sync) outside the
 * first screen's script, yet in time: `useWhenOffline(load)` imports them a few seconds after the
 * page is interactive (to start saving what it shows), or at once when the browser says it is
 * offline or a read fails without an answer (what they restore is needed now), and tries a failed
 * import again on the next failed read (offline before the offline shell holds the chunk).
 *
 * @since 0.4.0
 */
import { useEffect, useState } from "react"
import { isNoResponse } from "../errors/client.js"
import { useSlotStore } from "../react/AtlasProvider.js"

/** Options of {@link useWhenOffline}. */
export interface WhenOfflineOptions {
  /** How long after the first render the parts load when nothing needs them sooner (3 s by default). */
  readonly delayMs?: number
  /** How long after a failed import a failed read may try it again (5 s by default). */
  readonly retryMs?: number
}

/**
 * The module `load` imports, once loaded: undefined until then (and on the server). Pass a stable
 * function (a module-level `() => import("./offline.js")`).
 *
 * @example
 * const loadOffline = () => import("./offline.js")
 * function Offline() {
 *   const offline = useWhenOffline(loadOffline)
 *   return offline === undefined ? null : <offline.default />
 * }
 */
export const useWhenOffline = <M>(load: () => Promise<M>, options: WhenOfflineOptions = {}): M | undefined => {
  const store = useSlotStore()
  const [loaded, setLoaded] = useState<{ readonly module: M } | undefined>(undefined)
  const { delayMs = 3_000, retryMs = 5_000 } = options
  useEffect(() => {
    let loading = false
    let done = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      if (loading || done) return
      loading = true
      load().then(
        (module) => {
          done = true
          stop()
          clearTimeout(timer)
          setLoaded({ module })
        },
        () => {
          retry = setTimeout(() => (loading = false), retryMs)
        }
      )
    }
    const timer = setTimeout(start, globalThis.navigator?.onLine === false ? 0 : delayMs)
    const stop = store.subscribeAll(() => {
      if (store.getAll().some(({ state }) => state.status === "client-error" && isNoResponse(state.error))) start()
    })
    return () => {
      done = true
      stop()
      clearTimeout(timer)
      clearTimeout(retry)
    }
  }, [store, load, delayMs, retryMs])
  return loaded?.module
}
