/**
 * `useReadView`: `useRead` for a reader that shows a view of its entry: a selected part, shared
 * structurally with what it showed before, and the value of its previous arguments while the new
 * ones load. A module of its own, so an app that never uses it does not load it (`useRead` stays
 * as small as it was).
 *
 * @since 0.3.0
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react"
import { type ReadOptions, type ReadResult, useReadOf } from "./hooks.js"
import { replaceEqual } from "./replaceEqual.js"
import { idle, type SlotState } from "./SlotState.js"
import type { SlotStore } from "./SlotStore.js"
import type { UseCase } from "./UseCase.js"

/** Options of {@link useReadView}: `useRead`'s, a selected part, a placeholder. */
export interface ReadViewOptions<A, S = A> extends ReadOptions {
  /**
   * Maps the value to the part this reader shows (`state.value` is that part): the reader renders
   * again only when the part changes, compared structurally, not on a change of the rest of the
   * entry, nor for a revalidation's start and end (its `fetching` is only the first fetch's).
   */
  readonly select?: (value: A) => S
  /**
   * `"previous"`: while the entry of new arguments has no value yet, keep showing the value this
   * reader showed for its previous arguments (`success` with `placeholder: true` and `fetching`),
   * never a `request` without one; the new value replaces it as it arrives, and a failure of the new
   * read shows as that failure. For arguments that change quickly: search as you type, sort, filters,
   * pages (TanStack Query's `placeholderData: keepPreviousData`).
   */
  readonly placeholder?: "previous"
}

/**
 * The entry's state with its value structurally shared with the last one shown (through `select`
 * when given): a new state only when what is shown changes.
 */
const useShared = <A, E, S>(store: SlotStore, id: string | undefined, select: ((value: A) => S) | undefined): SlotState<S, E> => {
  const subscribe = useCallback((listener: () => void) => (id === undefined ? () => undefined : store.subscribe(id, listener)), [store, id])
  const last = useRef<SlotState<S, E>>(idle)
  const get = useCallback((): SlotState<S, E> => {
    // The cells of a use case hold its states: their type is restored here, as `useCellState` does.
    const state = (id === undefined ? idle : store.getSnapshot(id)) as SlotState<A, E>
    if (state.status !== "success") return state
    const held = last.current.status === "success" ? last.current : undefined
    // Without `select` the part is the value itself: `S` is `A`.
    const value = replaceEqual(held?.value, select === undefined ? (state.value as unknown as S) : select(state.value))
    const fetching = select === undefined && state.fetching === true
    return held?.value === value && held.fetching === fetching ? held : (last.current = { status: "success", value, fetching })
  }, [store, id, select])
  return useSyncExternalStore(subscribe, get, get)
}

/**
 * With `on`, while the entry has no value yet (`idle` before its fetch starts, `request`): the
 * last value this reader showed, marked `placeholder`.
 */
const usePrevious = <S, E>(state: SlotState<S, E>, on: boolean): SlotState<S, E> => {
  const shown = useRef<SlotState<S, E>>(idle)
  useEffect(() => {
    if (state.status === "success" && state.placeholder !== true)
      shown.current = { status: "success", value: state.value, fetching: true, placeholder: true }
  }, [state])
  return on && shown.current.status === "success" && (state.status === "idle" || state.status === "request") ? shown.current : state
}

/** The state a reader of `useReadView` shows. */
const useView = <A, E, S>(
  store: SlotStore,
  id: string | undefined,
  args: ReadonlyArray<unknown> | undefined,
  options: ReadViewOptions<A, S>
): SlotState<S, E> => usePrevious(useShared<A, E, S>(store, id, options.select), options.placeholder === "previous" && args !== undefined)

/**
 * Reads a use case as {@link useRead} does (the same entry, fetches, revalidation and options),
 * showing a view of it: a value fetched again keeps the identity of every part that did not change
 * (structural sharing: `useMemo`, `React.memo` and effects see no change where there is none),
 * `select` maps it to the part shown, and `placeholder: "previous"` keeps the previous arguments'
 * value on screen while new ones load.
 *
 * @example
 * ```tsx
 * export function SearchResults({ term }: { readonly term: string }) {
 *   const { state } = useReadView(SearchUseCases.searchProducts, [{ term }], {
 *     select: (found) => found.products,
 *     placeholder: "previous"
 *   })
 *   if (state.status !== "success") return <p>{state.status === "request" ? "Searching…" : "No results"}</p>
 *   return (
 *     <ul aria-busy={state.placeholder === true}>
 *       {state.value.map((p) => (
 *         <li key={p.gtin13}>{p.description}</li>
 *       ))}
 *     </ul>
 *   )
 * }
 * ```
 */
export const useReadView = <Args extends ReadonlyArray<unknown>, A, E, R, S = A>(
  useCase: UseCase<Args, A, E, R>,
  args: Args | undefined,
  options: ReadViewOptions<A, S> = {}
): ReadResult<S, E> => useReadOf(useCase, args, options, useView<A, E, S>)
