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

/** Sends the outbox's kept writes of `owner` whenever the connection may be back; renders nothing. */
export const OutboxSync = ({ outbox, owner, retryMs = 15_000 }: OutboxSyncProps): null => {
  const store = useSlotStore()
  useEffect(() => {
    outbox.attach(store, owner)
    const flush = () => void outbox.flush()
    const shown = () => document.visibilityState === "visible" && flush()
    flush()
    window.addEventListener("online", flush)
    document.addEventListener("visibilitychange", shown)
    const timer = setInterval(flush, retryMs)
    return () => {
      window.removeEventListener("online", flush)
      document.removeEventListener("visibilitychange", shown)
      clearInterval(timer)
    }
  }, [outbox, store, owner, retryMs])
  return null
}

/** What the outbox keeps for the current shopper (`pending`, oldest first) and the kept writes the upstream refused when sent again. */
export const useOutbox = (outbox: Outbox<Record<string, AnyUseCase>>): OutboxState =>
  useSyncExternalStore(outbox.subscribe, outbox.current, outbox.current)
