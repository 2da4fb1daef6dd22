/**
 * What the server render (entry.server.tsx) and the browser (entry.client.tsx) agree on about the streamed
 * parts of a page: the digest of a part whose read failed on the server (its typed error), which
 * the browser renders again with its own error state; React reports it as a recoverable error, not
 * a bug of the page.
 */
export const PART_FAILED = "atlas:part-failed"

/**
 * The hydration's `onRecoverableError`: a part that failed on the server is expected (the browser
 * shows its error and retry); anything else is reported as React would (`reportError`).
 */
export const onRecoverableError = (error: unknown): void => {
  if (typeof error === "object" && error !== null && (error as { readonly digest?: unknown }).digest === PART_FAILED) return
  if (typeof reportError === "function") reportError(error)
  else console.error(error)
}
