/**
 * Client prefetch: a read fetched into the provider's store before anything shows it (a link's
 * hover, focus or touch), so the page it leads to renders from the cache with no loading state once
 * the prefetch finished. A prefetched entry is fresh for its read's stale time and collected after
 * the store's `gcTimeMs` if nobody reads it; a fresh entry is not fetched again; one in flight is
 * joined (the page that mounts meanwhile waits for the same fetch). In its own module: an app that
 * does not prefetch carries none of it.
 *
 * @since 0.3.0
 */
import { useCallback } from "react"
import { useSlotStore } from "./AtlasProvider.js"
import { DEFAULT_KEY } from "./Cells.js"
import type { SlotStore } from "./SlotStore.js"
import type { UseCase } from "./UseCase.js"

/**
 * Fetches a read into `store` (the provider's, `useSlotStore()`) under `key` (the `key` its
 * `useRead` uses; the default key otherwise), as a `useRead(useCase, args)` would; resolves when it
 * settled, failed or not (a failure is fetched again by the page's own read).
 *
 * @example
 * ```tsx
 * export function StoreLink({ storeId }: { readonly storeId: string }) {
 *   const store = useSlotStore()
 *   return (
 *     <a href={`/stores/${storeId}`} onMouseEnter={() => void prefetch(store, StoresUseCases.getStoreDetails, [storeId])}>
 *       Store
 *     </a>
 *   )
 * }
 * ```
 */
export const prefetch = async <Args extends ReadonlyArray<unknown>, A, E, R>(
  store: SlotStore,
  useCase: UseCase<Args, A, E, R>,
  args: Args,
  options: { readonly key?: string } = {}
): Promise<void> => {
  await store.read(useCase, args, { key: options.key ?? DEFAULT_KEY })
}

/**
 * A function that prefetches `useCase` with the arguments it is given, into the provider's store:
 * for a link's `onMouseEnter`, `onFocus` and `onTouchStart` (the page behind it renders at once once
 * it is fetched). Stable across renders for the same use case and key.
 *
 * @example
 * ```tsx
 * export function ProductCard({ gtin13, name }: { readonly gtin13: string; readonly name: string }) {
 *   const warm = usePrefetch(ItemsUseCases.lookupItem, { key: gtin13 })
 *   const onIntent = () => warm(gtin13)
 *   return (
 *     <a href={`/products/${gtin13}`} onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
 *       {name}
 *     </a>
 *   )
 * }
 * ```
 */
export const usePrefetch = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  options: { readonly key?: string } = {}
): ((...args: Args) => void) => {
  const store = useSlotStore()
  const key = options.key
  return useCallback((...args: Args) => void prefetch(store, useCase, args, key === undefined ? {} : { key }), [store, useCase, key])
}
