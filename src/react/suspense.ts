/**
 * `atlas-client/react/suspense`: reads that suspend until their entry holds a value
 * (`useSuspenseRead`) and send their typed error to the nearest error boundary, and that boundary
 * (`AtlasErrorBoundary`), whose reset fetches the failed reads again. Outside the first screen's
 * entry (`atlas-client/react`): an app that does not use Suspense does not load it.
 *
 * @since 0.2.0
 */
import { Component, createElement, type ErrorInfo, type ReactNode, useEffect } from "react"
import { useSlotStore } from "./AtlasProvider.js"
import { DEFAULT_KEY } from "./Cells.js"
import { type ReadOptions, useCellState, useEntryId } from "./hooks.js"
import type { SlotState, UnexpectedError } from "./SlotState.js"
import type { SlotStore } from "./SlotStore.js"
import type { UseCase } from "./UseCase.js"

/** Options of {@link useSuspenseRead}: a key and polling, as `useRead`'s. */
export type SuspenseReadOptions = Omit<ReadOptions, "throwOnError">

/** What {@link useSuspenseRead} returns: the entry's value, always there. */
export interface SuspenseReadResult<A> {
  readonly value: A
  readonly state: Extract<SlotState<A, never>, { readonly status: "success" }>
  /** A revalidation of the value shown is under way. */
  readonly fetching: boolean
  /** Fetches again (a failure goes to the error boundary). */
  readonly refetch: () => void
}

// A suspended read's value is kept (and fresh) at least 1 s after its fetch, as TanStack Query
// keeps suspended values: its component mounts without fetching it again at once (a stale time of
// 0 would), and a \`gcTimeMs\` of 0 does not drop it before then (which would suspend again, forever).
const SUSPENSE_MIN_CACHE_MS = 1_000

/**
 * Reads a use case as `useRead` does, but suspends (the nearest `<Suspense>` shows its fallback)
 * until the entry holds a value, and throws a failure's typed error to the nearest error boundary
 * ({@link AtlasErrorBoundary}). The value is then always there; a stale one is shown while it is
 * revalidated, and a failed revalidation keeps it.
 *
 * @example
 * ```tsx
 * function StoreName({ storeId }: { readonly storeId: string }) {
 *   const { value } = useSuspenseRead(StoresUseCases.getStoreDetails, [storeId])
 *   return <h1>{value.name}</h1>
 * }
 *
 * export function StoreHeader({ storeId }: { readonly storeId: string }) {
 *   return (
 *     <AtlasErrorBoundary fallback={({ reset }) => <button onClick={reset}>Try again</button>}>
 *       <Suspense fallback={<p>Loading…</p>}>
 *         <StoreName storeId={storeId} />
 *       </Suspense>
 *     </AtlasErrorBoundary>
 *   )
 * }
 * ```
 */
export const useSuspenseRead = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  args: Args,
  options: SuspenseReadOptions = {}
): SuspenseReadResult<A> => {
  const store = useSlotStore()
  const key = options.key ?? DEFAULT_KEY
  const id = useEntryId(store, useCase, args, key)
  const state = useCellState<A, E>(store, id)
  useEffect(() => {
    const held = store.acquire(useCase, args, key)
    void store.read(useCase, args, { key, minCacheMs: SUSPENSE_MIN_CACHE_MS })
    return () => store.release(held)
    // id stands for args and context, as above.
  }, [store, useCase, key, id]) // eslint-disable-line react-hooks/exhaustive-deps
  const interval = options.refetchIntervalMs
  useEffect(() => {
    if (interval === undefined || interval <= 0) return
    const timer = setInterval(() => {
      if (typeof document === "undefined" || document.visibilityState !== "hidden") store.poll(id, interval)
    }, interval)
    return () => clearInterval(timer)
  }, [store, id, interval])
  if ("error" in state) throw state.error
  if (state.status !== "success") {
    // No value yet (never read, fetching, cancelled, reset): wait for the entry's fetch (joined
    // when in flight), then render again. Started after this render, not during it.
    throw new Promise<void>((resolve) =>
      queueMicrotask(() => {
        // Settled since this render (another suspended render's fetch ended): render again with it.
        const now = store.getSnapshot(id)
        if (now.status === "success" || "error" in now) return resolve()
        void store.read(useCase, args, { key, minCacheMs: SUSPENSE_MIN_CACHE_MS }).then(() => resolve())
      })
    )
  }
  return {
    value: state.value,
    state,
    fetching: state.fetching === true,
    refetch: () => void store.read(useCase, args, { key, force: true })
  }
}

/** What an {@link AtlasErrorBoundary}'s fallback receives. */
export interface ErrorFallbackProps<E> {
  /** The typed error a read threw (or what else a child threw). */
  readonly error: E
  /** Fetches the reads that failed with it again and renders the children again. */
  readonly reset: () => void
}

/** Props of {@link AtlasErrorBoundary}. */
export interface AtlasErrorBoundaryProps<E> {
  /** What to show instead of the children after they threw. */
  readonly fallback: (props: ErrorFallbackProps<E>) => ReactNode
  /** Called with what was caught (e.g. to report it). */
  readonly onError?: (error: E, info: ErrorInfo) => void
  readonly children?: ReactNode
}

interface BoundaryProps extends AtlasErrorBoundaryProps<unknown> {
  readonly store: SlotStore
}

class Boundary extends Component<BoundaryProps, { readonly caught: { readonly error: unknown } | undefined }> {
  override state: { readonly caught: { readonly error: unknown } | undefined } = { caught: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  private readonly reset = () => {
    const caught = this.state.caught
    if (caught === undefined) return
    this.props.store.retry(caught.error)
    this.setState({ caught: undefined })
  }

  override render(): ReactNode {
    const caught = this.state.caught
    return caught === undefined ? this.props.children : this.props.fallback({ error: caught.error, reset: this.reset })
  }
}

/**
 * An error boundary for reads that throw (`useSuspenseRead`, `useRead(..., { throwOnError: true })`):
 * shows `fallback` with the typed error and a `reset` that fetches the reads that failed with it
 * again and renders the children again. `E` is the union of the errors its reads can fail with
 * (`UseCaseError<typeof useCase>`), plus `UnexpectedError` (a use case that died).
 *
 * @example
 * <AtlasErrorBoundary<StoresError> fallback={({ error, reset }) => (
 *   <p role="alert">{error.message} <button onClick={reset}>Try again</button></p>
 * )}>
 *   <Suspense fallback={<Spinner />}><StoreName storeId="01400943" /></Suspense>
 * </AtlasErrorBoundary>
 */
export function AtlasErrorBoundary<E = unknown>(props: AtlasErrorBoundaryProps<E | UnexpectedError>): ReactNode {
  const store = useSlotStore()
  // The boundary catches what its children throw: the errors of their reads, typed by `E`.
  return createElement(Boundary, { ...(props as AtlasErrorBoundaryProps<unknown>), store })
}
