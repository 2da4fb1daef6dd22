/**
 * One `AtlasProvider` for a React Router app, in the root layout, seeded from every snapshot the
 * page's data carries: the matched routes' loader data and the fetchers' action data (`atlas`).
 *
 * @since 0.3.0
 */
import { type ReactNode, useMemo } from "react"
import { useFetchers, useMatches } from "react-router"
import { AtlasProvider, type AtlasProviderProps } from "../react/AtlasProvider.js"
import type { DehydratedEntry, DehydratedState } from "../react/SlotStore.js"
import { readSnapshot } from "./streamedParts.js"

const isSnapshot = (value: unknown): value is DehydratedState =>
  typeof value === "object" && value !== null && Array.isArray((value as { readonly entries?: unknown }).entries)

/** The `atlas` snapshots among route or fetcher data (anything else is skipped). */
export const snapshotsOf = (data: ReadonlyArray<unknown>): ReadonlyArray<DehydratedState> =>
  data.flatMap((d) => {
    const atlas = typeof d === "object" && d !== null ? (d as { readonly atlas?: unknown }).atlas : undefined
    return isSnapshot(atlas) ? [atlas] : []
  })

/**
 * Snapshots as one: for each entry the value the server fetched last; the context of the first
 * snapshot that has one (the routes' loaders run for one request, under one modality).
 */
export const mergeSnapshots = (snapshots: ReadonlyArray<DehydratedState>): DehydratedState => {
  const entries = new Map<string, DehydratedEntry>()
  for (const s of snapshots) for (const e of s.entries) if ((entries.get(e.id)?.updatedAt ?? -Infinity) < e.updatedAt) entries.set(e.id, e)
  const context = snapshots.find((s) => s.context !== undefined)?.context
  return context === undefined ? { entries: [...entries.values()] } : { context, entries: [...entries.values()] }
}

/**
 * Props of {@link AtlasRouterProvider}: those of `AtlasProvider`; the routes give the snapshot, and
 * `dehydratedState`, if given, is what the page carries besides them (by default the snapshot
 * `documentSnapshot()` read: what the server render's streamed parts fetched, written by
 * `streamDocument` after the stream).
 */
export type AtlasRouterProviderProps<R> = AtlasProviderProps<R>

/**
 * The app's one provider, fed from the matched routes' snapshots (and the fetchers', and the page's
 * own: `documentSnapshot()`): on the server render (a `streamDocument` render's provider starts with
 * the request store's values, when it has one), on hydration (no request while hydrating), and after each navigation or action, when the
 * routes' new data replaces older entries the browser holds (newer by the server's fetch time wins,
 * never the reverse). Put it in the root layout, around the `<Outlet />`.
 *
 * @example
 * export function Layout({ children }: { children: ReactNode }) {
 *   return <AtlasRouterProvider runtime={runtime}>{children}</AtlasRouterProvider>
 * }
 */
export function AtlasRouterProvider<R>(props: AtlasRouterProviderProps<R>): ReactNode {
  const matches = useMatches()
  const fetchers = useFetchers()
  const carried = props.dehydratedState ?? readSnapshot()
  const given = carried === undefined ? [] : [carried]
  const snapshots = [...given, ...snapshotsOf([...matches.map((m) => m.data), ...fetchers.map((f) => f.data)])]
  // A new snapshot object only when an entry changed: the provider seeds on a new object.
  const signature = snapshots.map((s) => s.entries.map((e) => `${e.id}@${e.updatedAt}`).join(",")).join(";")
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const dehydratedState = useMemo(() => mergeSnapshots(snapshots), [signature])
  return <AtlasProvider {...props} dehydratedState={dehydratedState} />
}
