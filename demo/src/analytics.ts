/**
 * The storefront's analytics: the `Analytics` service with sinks that keep the last events (error
 * records of failed calls and impression events of ad placements) for the developer panel, and
 * expose them as `window.__atlasAnalytics` for the browser tests. A shop would send them to its
 * analytics endpoint instead.
 */
import { Analytics, type ErrorRecord, type ImpressionEvent } from "atlas-client"
import { useSyncExternalStore } from "react"

/** One event the storefront's analytics received. */
export type AnalyticsEntry =
  | { readonly kind: "impression"; readonly at: number; readonly event: ImpressionEvent }
  | { readonly kind: "error"; readonly at: number; readonly record: ErrorRecord }

const LIMIT = 100

class AnalyticsLog {
  entries: ReadonlyArray<AnalyticsEntry> = []
  private readonly listeners = new Set<() => void>()
  push(entry: AnalyticsEntry): void {
    this.entries = [...this.entries, entry].slice(-LIMIT)
    for (const listener of this.listeners) listener()
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  snapshot = (): ReadonlyArray<AnalyticsEntry> => this.entries
}

const log = new AnalyticsLog()

declare global {
  interface Window {
    /** The storefront's analytics events, for browser tests. */
    __atlasAnalytics?: { readonly entries: ReadonlyArray<AnalyticsEntry> }
  }
}
if (typeof window !== "undefined") window.__atlasAnalytics = log

/** The storefront's `Analytics`: every error record and impression event goes to the log. */
export const analyticsLayer = Analytics.layer(
  (record) => log.push({ kind: "error", at: Date.now(), record }),
  (event) => log.push({ kind: "impression", at: Date.now(), event })
)

/** The events so far, oldest first. */
export const useAnalyticsLog = (): ReadonlyArray<AnalyticsEntry> => useSyncExternalStore(log.subscribe, log.snapshot, log.snapshot)
