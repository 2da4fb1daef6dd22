/**
 * Hooks over the slot store (`useSyncExternalStore`): read a use case into a slot, trigger one,
 * list every slot, follow the request log.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react"
import type * as Context from "effect/Context"
import type { BoundedLog } from "../internal/BoundedLog.js"
import { RequestLog, type RequestLogEntry } from "../layers/RequestLog.js"
import { SpanLog, type SpanLogEntry } from "../layers/SpanLog.js"
import { useSlotStore } from "./AtlasProvider.js"
import type { SettledState, SlotState } from "./SlotState.js"
import { DEFAULT_KEY, type SlotInfo, slotId } from "./SlotStore.js"
import type { UseCase } from "./UseCase.js"

/** Options of the hooks. */
export interface SlotOptions {
  /** Holds several results of one use case (e.g. one per product); `default` when absent. */
  readonly key?: string
}

/** What {@link useRead} returns. */
export interface ReadResult<A, E> {
  readonly state: SlotState<A, E>
  /** Runs again with the same arguments. */
  readonly refetch: () => void
  /** Interrupts the call; the slot shows cancelled. */
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
   * follow-ups such as rolling back an optimistic change or navigating after a success.
   *
   * @example
   * const ended = await clip.runAsync(couponId)
   * if (ended.status !== "success") setClipped(wasClipped)
   */
  readonly runAsync: (...args: Args) => Promise<SettledState<A, E>>
  readonly cancel: () => void
  readonly reset: () => void
}

const useSlotState = <A, E>(name: string, key: string): SlotState<A, E> => {
  const store = useSlotStore()
  const id = slotId(name, key)
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id])
  const get = useCallback(() => store.getSnapshot(id), [store, id])
  return useSyncExternalStore(subscribe, get, get) as SlotState<A, E>
}

const useReader = (name: string, key: string, active: boolean): void => {
  const store = useSlotStore()
  useEffect(() => {
    if (!active) return
    store.acquire(name, key)
    return () => store.release(name, key)
  }, [store, name, key, active])
}

/**
 * Reads a use case: runs it when `args` change (not while they are `undefined`), shares the slot
 * with every component reading the same use case and key, and cancels the call when the last
 * reader unmounts.
 *
 * @example
 * const { state } = useRead(StoresUseCases.getStoreDetails, [storeId])
 * if (state.status === "success") return <h1>{state.value.name}</h1>
 */
export const useRead = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  args: Args | undefined,
  options: SlotOptions = {}
): ReadResult<A, E> => {
  const store = useSlotStore()
  const key = options.key ?? DEFAULT_KEY
  const state = useSlotState<A, E>(useCase.name, key)
  const argsKey = args === undefined ? undefined : JSON.stringify(args)
  useReader(useCase.name, key, true)
  useEffect(() => {
    if (args !== undefined) store.run(useCase, key, args)
    // argsKey stands for args: a new array with the same values is the same read.
  }, [store, useCase, key, argsKey]) // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(
    () => ({
      state,
      refetch: () => {
        if (args !== undefined) store.run(useCase, key, args, { force: true })
      },
      cancel: () => store.cancel(useCase.name, key)
    }),
    // argsKey stands for args, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, store, useCase, key, argsKey]
  )
}

/**
 * Triggers a use case on demand (a form submit, a button). Reads started here are cancelled when
 * the component unmounts; mutations are not (a submitted change is never dropped).
 *
 * @example
 * const search = useAction(StoresUseCases.searchByZip)
 * <form onSubmit={() => search.run(zip, { modality: "PICKUP" })}>
 */
export const useAction = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  options: SlotOptions = {}
): ActionResult<Args, A, E> => {
  const store = useSlotStore()
  const key = options.key ?? DEFAULT_KEY
  const state = useSlotState<A, E>(useCase.name, key)
  useReader(useCase.name, key, true)
  return useMemo(
    () => ({
      state,
      run: (...args: Args) => {
        void store.run(useCase, key, args, { force: true })
      },
      runAsync: (...args: Args) => store.run(useCase, key, args, { force: true }) as Promise<SettledState<A, E>>,
      cancel: () => store.cancel(useCase.name, key),
      reset: () => store.reset(useCase.name, key)
    }),
    [state, store, useCase, key]
  )
}

/** Every slot with its state, for a developer panel. */
export const useSlots = (): ReadonlyArray<SlotInfo> => {
  const store = useSlotStore()
  return useSyncExternalStore(store.subscribeAll, store.getAll, store.getAll)
}

const noEntries: ReadonlyArray<never> = []
const noSubscription = () => () => undefined

const useLog = <I, A extends { readonly id: number }>(tag: Context.Tag<I, BoundedLog<A>>): ReadonlyArray<A> => {
  const store = useSlotStore()
  const log = useMemo(() => {
    try {
      return Option.getOrUndefined(store.runtime.runSync(Effect.serviceOption(tag)))
    } catch {
      return undefined
    }
  }, [store, tag])
  const subscribe = useCallback((listener: () => void) => (log === undefined ? noSubscription() : log.subscribe(listener)), [log])
  const get = useCallback((): ReadonlyArray<A> => log?.entries ?? noEntries, [log])
  return useSyncExternalStore(subscribe, get, get)
}

/** The last requests with redacted headers; empty unless the provider's layer has a `RequestLog`. */
export const useRequestLog = (): ReadonlyArray<RequestLogEntry> => useLog(RequestLog)

/** The spans of the last use cases; empty unless the provider's layer has a `SpanLog`. */
export const useSpanLog = (): ReadonlyArray<SpanLogEntry> => useLog(SpanLog)
