/**
 * Paged reads: a list read a page at a time (search results, a department's products) through the
 * contract's page parameters, each page its own entry of the cache (shared with a `useRead` of the
 * same arguments, dehydrated and seeded like any read), loaded one after the other: the next page
 * on demand, whether there is one, every loaded page fetched again. In its own module: an app that
 * pages nothing carries none of it.
 *
 * @since 0.3.0
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react"
import { useSlotStore } from "./AtlasProvider.js"
import { DEFAULT_KEY } from "./Cells.js"
import { hashArgs } from "./hashArgs.js"
import type { SlotOptions } from "./hooks.js"
import type { SlotState } from "./SlotState.js"
import type { UseCase } from "./UseCase.js"

/** Options of {@link useReadPages}. */
export interface ReadPagesOptions<A> extends SlotOptions {
  /**
   * The first page shown (0 by default): a page the URL names, which the server rendered. It is
   * read once per list (a change of the first page's arguments starts the list again from it).
   */
  readonly firstPage?: number
  /** Whether a page follows `page`, from its value (e.g. `(found, page) => (page + 1) * size < found.page.total`). */
  readonly hasNext: (value: A, page: number) => boolean
  /**
   * `"previous"`: while a new list's first page has no value yet (other sort, filters, term), keep
   * showing the pages of the list shown before (each `success` with `placeholder: true`), never a
   * `request` without one (`useReadView`'s placeholder, for lists).
   */
  readonly placeholder?: "previous"
}

/** What {@link useReadPages} returns. */
export interface ReadPagesResult<A, E> {
  /** The state of each loaded page, from the first one shown; a page being loaded is a `request`. */
  readonly pages: ReadonlyArray<SlotState<A, E>>
  /** The first page's number. */
  readonly firstPage: number
  /** The last loaded page's number. */
  readonly lastPage: number
  /** Whether a page follows the last loaded one (false until it has its value). */
  readonly hasNext: boolean
  /** Whether a page after the first is loading. */
  readonly fetchingNext: boolean
  /** Loads the next page (nothing when there is none, or one is loading). */
  readonly loadNext: () => void
  /** Fetches every loaded page again (each keeps its value on screen meanwhile). */
  readonly refetch: () => void
}

const noContext = () => undefined

/**
 * Reads `useCase` page by page: `pageArgs(page)` is a page's arguments (`undefined`: nothing is read
 * yet), from `firstPage`; `loadNext()` adds a page while `hasNext` says one follows. Each page is the
 * cache entry of its arguments (and `key`): fresh pages are not fetched again, a page the server
 * prefetched is shown from its snapshot, and a page nobody reads is collected after `gcTimeMs`.
 *
 * @example
 * ```tsx
 * export function Results({ term }: { readonly term: string }) {
 *   const results = useReadPages(SearchUseCases.searchProducts, (page) => [{ term, page: { size: 24, offset: page * 24 } }], {
 *     hasNext: (found, page) => (page + 1) * 24 < found.page.total
 *   })
 *   return (
 *     <>
 *       <ul>
 *         {results.pages
 *           .flatMap((page) => (page.status === "success" ? page.value.products : []))
 *           .map((p) => (
 *             <li key={p.gtin13}>{p.description}</li>
 *           ))}
 *       </ul>
 *       {results.hasNext && (
 *         <button disabled={results.fetchingNext} onClick={results.loadNext}>
 *           {results.fetchingNext ? "Loading…" : "Load more"}
 *         </button>
 *       )}
 *     </>
 *   )
 * }
 * ```
 */
export const useReadPages = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  pageArgs: (page: number) => readonly [...Args] | undefined,
  options: ReadPagesOptions<A>
): ReadPagesResult<A, E> => {
  const store = useSlotStore()
  const key = options.key ?? DEFAULT_KEY
  const firstArgs = pageArgs(options.firstPage ?? 0)
  const list = firstArgs === undefined ? undefined : hashArgs(firstArgs, useCase.name)
  // The list's first page and how many are loaded: kept while its first page's arguments stay.
  const [loaded, setLoaded] = useState({ list, first: options.firstPage ?? 0, count: 1 })
  const current = loaded.list === list ? loaded : { list, first: options.firstPage ?? 0, count: 1 }
  const { first, count } = current
  // A context-dependent read moves to the entries of the active modality.
  const context = useSyncExternalStore(
    useCase.contextDependent ? store.subscribeContext : () => () => undefined,
    useCase.contextDependent ? store.getContextMove : noContext,
    noContext
  )
  const pagesArgs = useMemo(
    () =>
      Array.from({ length: list === undefined ? 0 : count }, (_, i) => pageArgs(first + i)).filter(
        (args): args is Args => args !== undefined
      ),
    // The list stands for pageArgs (a new function with the same first page is the same list).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, first, count]
  )
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ids = useMemo(() => pagesArgs.map((args) => store.entryId(useCase, args, key)), [store, useCase, key, pagesArgs, context])
  const shown = useRef<ReadonlyArray<SlotState<A, E>>>([])
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = ids.map((id) => store.subscribe(id, listener))
      return () => stops.forEach((stop) => stop())
    },
    [store, ids]
  )
  const snapshot = useCallback(() => {
    const next = ids.map((id) => store.getSnapshot(id) as SlotState<A, E>)
    const same = next.length === shown.current.length && next.every((state, i) => state === shown.current[i])
    if (!same) shown.current = next
    return shown.current
  }, [store, ids])
  const pages = useSyncExternalStore(subscribe, snapshot, snapshot)
  // The entries read since the list was shown: a page added does not fetch the pages before it again.
  const read = useRef(new Set<string>())
  useEffect(() => {
    const held = pagesArgs.map((args) => store.acquire(useCase, args, key))
    const reading = new Set<string>()
    pagesArgs.forEach((args, i) => {
      const id = ids[i] ?? ""
      reading.add(id)
      if (!read.current.has(id)) void store.read(useCase, args, { key })
    })
    read.current = reading
    return () => held.forEach((id) => store.release(id))
  }, [store, useCase, key, pagesArgs, ids])
  // The pages of the list shown before, while this list's first page has none (`placeholder`).
  const before = useRef<{ readonly list: string | undefined; readonly pages: ReadonlyArray<SlotState<A, E>> }>(undefined)
  const waiting = pages[0] === undefined || pages[0].status === "idle" || pages[0].status === "request"
  useEffect(() => {
    if (pages[0]?.status === "success") before.current = { list, pages }
  }, [list, pages])
  const held = options.placeholder === "previous" && waiting && before.current !== undefined && before.current.list !== list
  const last = pages.at(-1)
  const lastPage = first + Math.max(0, pages.length - 1)
  const hasNext = last !== undefined && last.status === "success" && options.hasNext(last.value, lastPage)
  const fetchingNext = pages.length > 1 && last?.status === "request"
  return {
    pages: held
      ? (before.current?.pages ?? []).map((page) => (page.status === "success" ? { ...page, placeholder: true, fetching: true } : page))
      : pages,
    firstPage: first,
    lastPage,
    hasNext,
    fetchingNext,
    loadNext: () => {
      if (hasNext && !fetchingNext) setLoaded({ list, first, count: count + 1 })
    },
    refetch: () => {
      for (const args of pagesArgs) void store.read(useCase, args, { key, force: true })
    }
  }
}
