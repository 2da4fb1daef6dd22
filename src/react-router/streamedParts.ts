/**
 * What a streamed server render (`streamDocument` of `atlas-client/react-router/server`) and the
 * browser agree on: the digest of a `<Suspense>` part whose read failed on the server (its typed
 * error), which the browser renders again with its own error state; the hydration's
 * `onRecoverableError`, which expects it; and the snapshot the render writes after the stream.
 *
 * @since 0.3.0
 */
import { DEHYDRATED_STATE_ID, type DehydratedState } from "../react/SlotStore.js"

/** The digest a streamed render gives a part whose read failed on the server with a typed error. */
export const PART_FAILED_DIGEST = "atlas:part-failed"

/**
 * The hydration's `onRecoverableError`: a part that failed on the server is expected (the browser
 * renders it again: `useSuspenseRead` fetches it, `AtlasErrorBoundary` shows its error and retry);
 * anything else is reported as React would (`reportError`).
 *
 * @example
 * hydrateRoot(document, <HydratedRouter />, { onRecoverableError })
 */
export const onRecoverableError = (error: unknown): void => {
  if (typeof error === "object" && error !== null && (error as { readonly digest?: unknown }).digest === PART_FAILED_DIGEST) return
  if (typeof reportError === "function") reportError(error)
  else console.error(error)
}

// What `documentSnapshot()` read, for the root's provider (never set on a server).
let documentRead: DehydratedState | undefined

/**
 * Reads the snapshot a streamed render wrote after the page (what its loaders and its `<Suspense>`
 * parts fetched), once the document is parsed: await it in the browser's entry before hydrating,
 * and the root's `AtlasRouterProvider` starts from it (unless given a `dehydratedState`), so
 * hydrating fetches none of it again. Undefined when the page has none.
 *
 * @example
 * await documentSnapshot()
 * startTransition(() => void hydrateRoot(document, <HydratedRouter />, { onRecoverableError }))
 */
export const documentSnapshot = async (id: string = DEHYDRATED_STATE_ID): Promise<DehydratedState | undefined> => {
  // A module script may run while the page still streams: the snapshot comes after its last part.
  if (document.readyState === "loading")
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }))
  const text = document.getElementById(id)?.textContent
  documentRead = text === undefined || text === null || text === "" ? undefined : (JSON.parse(text) as DehydratedState)
  return documentRead
}

/** The snapshot `documentSnapshot()` read: undefined before it, and on a server. */
export const readSnapshot = (): DehydratedState | undefined => documentRead
