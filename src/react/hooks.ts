/**
 * Hooks over the slot store (`useSyncExternalStore`): read a use case from the cache, trigger one
 * in an action slot, list every entry and slot, follow the request log.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react"
import type * as Context from "effect/Context"
import type { BoundedLog } from "../internal/BoundedLog.js"
import { RequestLog, type RequestLogEntry } from "../layers/RequestLog.js"
import { SpanLog, type SpanLogEntry } from "../layers/SpanLog.js"
import { useSlotStore } from "./AtlasProvider.js"
import { idle, type SettledState, type SlotState } from "./SlotState.js"
import { DEFAULT_KEY, type SlotInfo, slotId } from "./Cells.js"
import { hashArgs } from "./hashArgs.js"
import type { SlotStore } from "./SlotStore.js"
import type { EntryChange, UseCase } from "./UseCase.js"

/** Options of both hooks. */
export interface SlotOptions {
  /** A namespace: several entries (or action slots) of one use case, e.g. one per product; `default` when absent. */
  readonly key?: string
}

/** Options of {@link useRead}. */
export interface ReadOptions extends SlotOptions {
  /** Fetch again every so many milliseconds while shown and the page is visible (opt-in). */
  readonly refetchIntervalMs?: number
  /**
   * Throw a failure (`response-error`, `client-error`: its typed error) to the nearest error
   * boundary (`AtlasErrorBoundary` of `atlas-client/react/suspense`) instead of returning it.
   */
  readonly throwOnError?: boolean
}

/** Options of {@link useAction}. */
export interface ActionOptions<Args extends ReadonlyArray<unknown>> extends SlotOptions {
  /**
   * Read entries to change as the action starts (`setEntry`, `patchEntries`): rolled back if it
   * fails or is cancelled, and made stale (fetched again where shown) when it ends.
   */
  readonly optimistic?: (...args: Args) => ReadonlyArray<EntryChange>
}

/** What {@link useRead} returns. */
export interface ReadResult<A, E> {
  readonly state: SlotState<A, E>
  /** A fetch of this entry is under way: its first (`request`) or a revalidation of the value shown (`success`). */
  readonly fetching: boolean
  /** Fetches again with the same arguments (a failure shows, even over a value). */
  readonly refetch: () => void
  /** Interrupts the fetch; an entry without a value shows cancelled. */
  readonly cancel: () => void
}

/** What {@link useAction} returns. */
export interface ActionResult<Args extends ReadonlyArray<unknown>, A, E> {
  readonly state: SlotState<A, E>
  /** Runs the use case (a mutation resets its slot, then sends). */
  readonly run: (...args: Args) => void
  /**
   * Runs it as `run` does and resolves with how this run ended (`cancelled` when it was cancelled,
   * reset or replaced first), like TanStack Query's `mutateAsync` but never rejecting: for per-run
   * follow-ups such as navigating after a success.
   *
   * @example
   * const ended = await purchase.runAsync(checkoutId)
   * if (ended.status === "success") navigate(`/orders/${ended.value.order.orderId}`)
   */
  readonly runAsync: (...args: Args) => Promise<SettledState<A, E>>
  /** Stops the run under way (a mutation already sent is not undone); the slot shows cancelled. */
  readonly cancel: () => void
  /** Shows the slot as reset, cancelling a run under way: to dismiss a success message or an error. */
  readonly reset: () => void
}

const noSubscription = () => () => undefined
const noContext = () => undefined

// The cells of a use case hold its states: the one place their types are restored.
export const useCellState = <A, E>(store: SlotStore, id: string | undefined): SlotState<A, E> => {
  const subscribe = useCallback(
    (listener: () => void) => (id === undefined ? noSubscription() : store.subscribe(id, listener)),
    [store, id]
  )
  const get = useCallback(() => (id === undefined ? idle : store.getSnapshot(id)), [store, id])
  return useSyncExternalStore(subscribe, get, get) as SlotState<A, E>
}

/**
 * The entry a read of `useCase` with `args` under `key` is (none without arguments): the same for
 * equal arguments, and for a context-dependent read the entry of the active modality.
 */
export function useEntryId<Args extends ReadonlyArray<unknown>>(
  store: SlotStore,
  useCase: UseCase<Args, unknown, unknown, unknown>,
  args: Args,
  key: string
): string
export function useEntryId<Args extends ReadonlyArray<unknown>>(
  store: SlotStore,
  useCase: UseCase<Args, unknown, unknown, unknown>,
  args: Args | undefined,
  key: string
): string | undefined
export function useEntryId<Args extends ReadonlyArray<unknown>>(
  store: SlotStore,
  useCase: UseCase<Args, unknown, unknown, unknown>,
  args: Args | undefined,
  key: string
): string | undefined {
  // Undefined on the server, while hydrating and after it until the modality moves: a value that
  // differed from the server's after hydrating would have React render every context-dependent
  // reader again, synchronously.
  const context = useSyncExternalStore(
    useCase.contextDependent ? store.subscribeContext : noSubscription,
    useCase.contextDependent ? store.getContextMove : noContext,
    noContext
  )
  const argsKey = args === undefined ? undefined : hashArgs(args, useCase.name)
  // argsKey stands for args (a new array with the same values is the same read); context moves a
  // context-dependent read to the entry of the active modality.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (args === undefined ? undefined : store.entryId(useCase, args, key)), [store, useCase, key, argsKey, context])
}

/**
 * Reads a use case: the entry of its arguments (and key, and for context-dependent reads the
 * active modality) is shared with every component reading the same; a fresh value is shown without
 * a request, a stale one is shown and revalidated (`fetching`), and different arguments never show
 * each other's results. Nothing runs while `args` is `undefined`. The fetch is cancelled when the
 * last reader unmounts; a finished entry is kept for the provider's `gcTimeMs`.
 *
 * @example
 * ```tsx
 * export function StoreTitle({ storeId }: { readonly storeId: string }) {
 *   const { state, fetching, refetch } = useRead(StoresUseCases.getStoreDetails, [storeId])
 *   if (state.status === "success") return <h1 aria-busy={fetching}>{state.value.name}</h1>
 *   if (state.status === "response-error" || state.status === "client-error") return <button onClick={refetch}>Try again</button>
 *   return <p>Loading…</p>
 * }
 * ```
 */
export const useRead = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  args: Args | undefined,
  options: ReadOptions = {}
): ReadResult<A, E> => useReadOf(useCase, args, options, useCellState<A, E>)

/**
 * `useRead` with the hook that takes the state of its entry (`useCellState`, or `useReadView`'s,
 * which selects and keeps a placeholder).
 */
export const useReadOf = <Args extends ReadonlyArray<unknown>, A, E, R, S, O extends ReadOptions>(
  useCase: UseCase<Args, A, E, R>,
  args: Args | undefined,
  options: O,
  useStateOf: (store: SlotStore, id: string | undefined, args: Args | undefined, options: O) => SlotState<S, E>
): ReadResult<S, E> => {
  const store = useSlotStore()
  const key = options.key ?? DEFAULT_KEY
  const id = useEntryId(store, useCase, args, key)
  const state = useStateOf(store, id, args, options)
  if (options.throwOnError === true && "error" in state) throw state.error
  useEffect(() => {
    if (args === undefined) return
    const held = store.acquire(useCase, args, key)
    void store.read(useCase, args, { key })
    return () => store.release(held)
    // id stands for args and context, as above.
  }, [store, useCase, key, id]) // eslint-disable-line react-hooks/exhaustive-deps
  const interval = options.refetchIntervalMs
  useEffect(() => {
    if (id === undefined || interval === undefined || interval <= 0) return
    const timer = setInterval(() => {
      if (typeof document === "undefined" || document.visibilityState !== "hidden") store.poll(id, interval)
    }, interval)
    return () => clearInterval(timer)
  }, [store, id, interval])
  return useMemo(
    () => ({
      state,
      fetching: state.status === "request" || (state.status === "success" && state.fetching === true),
      refetch: () => {
        if (args !== undefined) void store.read(useCase, args, { key, force: true })
      },
      cancel: () => {
        if (id !== undefined) store.cancel(id)
      }
    }),
    // id stands for args, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, store, useCase, key, id]
  )
}

/**
 * Triggers a use case on demand (a form submit, a button) in an action slot of its own, never the
 * read cache: one per use case and key, shared by the components naming both. Reads started here
 * are cancelled when the last of them unmounts; mutations are not (a submitted change is never
 * dropped). A write's success keeps the reads it changes true (its `updates` and `invalidates`).
 *
 * @example
 * ```tsx
 * export function AddToCart({ upc }: { readonly upc: string }) {
 *   const add = useAction(CartsUseCases.addToCart, { key: upc })
 *   return (
 *     <button disabled={add.state.status === "request"} onClick={() => add.run(upc, 1)}>
 *       {add.state.status === "success" ? "Added" : "Add to cart"}
 *     </button>
 *   )
 * }
 * ```
 */
export const useAction = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  options: ActionOptions<Args> = {}
): ActionResult<Args, A, E> => {
  const store = useSlotStore()
  const key = options.key ?? DEFAULT_KEY
  const id = slotId(useCase.name, key)
  const state = useCellState<A, E>(store, id)
  const optimistic = useRef(options.optimistic)
  optimistic.current = options.optimistic
  useEffect(() => {
    const held = store.acquireSlot(useCase, key)
    return () => store.release(held)
  }, [store, useCase, key])
  return useMemo(() => {
    const runAsync = (...args: Args) =>
      store.act(useCase, args, { key, optimistic: optimistic.current?.(...args) }) as Promise<SettledState<A, E>>
    return {
      state,
      run: (...args: Args) => {
        void runAsync(...args)
      },
      runAsync,
      cancel: () => store.cancel(id),
      reset: () => store.reset(id)
    }
  }, [state, store, useCase, key, id])
}

/**
 * Every slot with its state, for a developer panel.
 *
 * @example
 * ```tsx
 * export function SlotList() {
 *   const slots = useSlots()
 *   return (
 *     <ul>
 *       {slots.map((slot) => (
 *         <li key={slot.id}>
 *           {slot.name}: {slot.state.status}
 *         </li>
 *       ))}
 *     </ul>
 *   )
 * }
 * ```
 */
export const useSlots = (): ReadonlyArray<SlotInfo> => {
  const store = useSlotStore()
  return useSyncExternalStore(store.subscribeAll, store.getAll, store.getAll)
}

const noEntries: ReadonlyArray<never> = []

const useLog = <I, A extends { readonly id: number }>(tag: Context.Tag<I, BoundedLog<A>>): ReadonlyArray<A> => {
  const store = useSlotStore()
  // At once when the runtime is built; otherwise (a layer that builds asynchronously) once it is.
  const [found, setFound] = useState<{ readonly store: SlotStore; readonly log: BoundedLog<A> | undefined } | undefined>()
  useEffect(() => {
    let live = true
    store.runtime.runPromise(Effect.serviceOption(tag)).then(
      (log) => live && setFound({ store, log: Option.getOrUndefined(log) }),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [store, tag])
  const log = found?.store === store ? found.log : undefined
  const subscribe = useCallback((listener: () => void) => (log === undefined ? noSubscription() : log.subscribe(listener)), [log])
  const get = useCallback((): ReadonlyArray<A> => log?.entries ?? noEntries, [log])
  return useSyncExternalStore(subscribe, get, get)
}

/**
 * The last requests with redacted headers; empty unless the provider's layer has a `RequestLog`.
 *
 * @example
 * ```tsx
 * export function RecentRequests() {
 *   const requests = useRequestLog()
 *   return (
 *     <ol>
 *       {requests.map((r) => (
 *         <li key={r.id}>
 *           {r.method} {r.url} → {r.status ?? r.outcome} ({r.durationMs} ms)
 *         </li>
 *       ))}
 *     </ol>
 *   )
 * }
 * ```
 */
export const useRequestLog = (): ReadonlyArray<RequestLogEntry> => useLog(RequestLog)

/**
 * The spans of the last use cases; empty unless the provider's layer has a `SpanLog`.
 *
 * @example
 * ```tsx
 * export function SlowSpans() {
 *   const spans = useSpanLog().filter((span) => span.durationMs > 500)
 *   return <p>{spans.map((span) => span.name).join(", ") || "No slow use cases"}</p>
 * }
 * ```
 */
export const useSpanLog = (): ReadonlyArray<SpanLogEntry> => useLog(SpanLog)
