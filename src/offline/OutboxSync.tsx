/**
 * The outbox in a React tree: `<OutboxSync>` attaches it to the provider's store and the shopper and
 * sends what it keeps when the page loads, when the browser is back online, when the page is shown
 * again, and every so often while something waits; `useOutbox` is what it keeps, for the page.
 *
 * @since 0.4.0
 */
import { useEffect, useSyncExternalStore } from "react"
import { useSlotStore } from "../react/AtlasProvider.js"
import type { AnyUseCase } from "../react/UseCase.js"
import type { Outbox, OutboxState } from "./Outbox.js"

/** Props of {@link OutboxSync}. */
export interface OutboxSyncProps {
  readonly outbox: Outbox<Record<string, AnyUseCase>>
  /** Whose writes the page sends: the signed-in shopper's id, or the guest's session. */
  readonly owner: string
  /** How often to try again while writes wait and the browser does not say it is back (15 s by default). */
  readonly retryMs?: number
}

/** The listeners of the outboxes mounted now: one set per outbox, however many `<OutboxSync>` show it. */
const syncing = new WeakMap<Outbox<Record<string, AnyUseCase>>, { mounts: number; readonly stop: () => void }>()

/** Sends `outbox`'s kept writes when the browser is back online, when the page is shown again and every `retryMs`. */
const listen = (outbox: Outbox<Record<string, AnyUseCase>>, retryMs: number): (() => void) => {
  const flush = () => void outbox.flush()
  const shown = () => document.visibilityState === "visible" && flush()
  window.addEventListener("online", flush)
  document.addEventListener("visibilitychange", shown)
  const timer = setInterval(flush, retryMs)
  return () => {
    window.removeEventListener("online", flush)
    document.removeEventListener("visibilitychange", shown)
    clearInterval(timer)
  }
}

/**
 * Sends the outbox's kept writes of `owner` whenever the connection may be back; renders nothing.
 * Mounted more than once for one outbox (the app's shell and a page), it attaches the outbox each
 * time but listens once: the first mounted sets `retryMs`, and the last unmounted stops.
 */
export const OutboxSync = ({ outbox, owner, retryMs = 15_000 }: OutboxSyncProps): null => {
  const store = useSlotStore()
  useEffect(() => {
    // Attaching sends what waits (the page loaded, or the shopper changed).
    outbox.attach(store, owner)
    const shared = syncing.get(outbox) ?? { mounts: 0, stop: listen(outbox, retryMs) }
    syncing.set(outbox, shared)
    shared.mounts += 1
    return () => {
      shared.mounts -= 1
      if (shared.mounts > 0) return
      shared.stop()
      syncing.delete(outbox)
    }
  }, [outbox, store, owner, retryMs])
  return null
}

/** What the outbox keeps for the current shopper (`pending`, oldest first) and the kept writes the upstream refused when sent again. */
export const useOutbox = (outbox: Outbox<Record<string, AnyUseCase>>): OutboxState =>
  useSyncExternalStore(outbox.subscribe, outbox.current, outbox.current)
