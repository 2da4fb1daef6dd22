/**
 * Whether a page shows reads it restored from the persisted cache and cannot refresh, and as of
 * when: one small store of that status per provider's store, written by `persistReads`, read by
 * `useOfflineStatus`.
 *
 * @since 0.4.0
 */
import type { SlotStore } from "../react/SlotStore.js"

/** What a page says of the reads it shows from the persisted cache. */
export interface OfflineStatus {
  /**
   * A read on screen shows the value restored from the persisted cache and cannot refresh it: its
   * revalidation failed without an answer (network, timeout) or the browser says it is offline.
   */
  readonly offline: boolean
  /** When the oldest such value was fetched (milliseconds since the epoch); undefined when `offline` is false. */
  readonly asOf: number | undefined
}

/** Nothing shown from the persisted cache that cannot be refreshed. */
export const ONLINE: OfflineStatus = { offline: false, asOf: undefined }

/** The status of one store and who listens to it. */
export class StatusBox {
  private status: OfflineStatus = ONLINE
  private readonly listeners = new Set<() => void>()

  get = (): OfflineStatus => this.status

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Sets the status (listeners are told only of a change). */
  set(asOf: number | undefined): void {
    if (asOf === this.status.asOf) return
    this.status = asOf === undefined ? ONLINE : { offline: true, asOf }
    for (const listener of this.listeners) listener()
  }
}

const boxes = new WeakMap<SlotStore, StatusBox>()

/** The status box of a store (made on first use). */
export const statusOf = (store: SlotStore): StatusBox => {
  let box = boxes.get(store)
  if (box === undefined) boxes.set(store, (box = new StatusBox()))
  return box
}
