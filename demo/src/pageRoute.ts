/**
 * What the storefront's route modules (`routes/`) share: a page's title (its `meta`), the header
 * section it belongs to (`handle`), its server loader's shape (the reads its first screen shows,
 * fetched as the shopper, a 404 when its main read finds nothing) and its browser loader (after the
 * first page, a page reads for itself: a navigation shows it at once with its loading states).
 */
import { data, type MetaFunction } from "react-router"
import { isNotFound } from "./errors.js"
import type { NotFoundData } from "./pages/RouteError.js"

/** What a route tells the shell: the header link its page belongs to. */
export interface RouteHandle {
  readonly section?: string
}

/** The title the browser shows, and the storefront's description. */
export const titled =
  (title: string): MetaFunction =>
  () => [{ title: `${title} · Atlas Market` }]

/**
 * The browser's loader of a page whose server loader prefetches: a navigation does not wait for the
 * server; the page reads what it shows (the server's reads are for the first page only).
 */
export const readInBrowser = (): null => null

/** Whether a read the store settled found something (a failure that means "no such thing" did not). */
export const settledFound = (state: { readonly status: string; readonly error?: unknown }): boolean =>
  state.status === "success" || !isNotFound(state.error)

/** Answers 404 with the route's error page (it says what was not found) unless `found`. */
export const notFoundUnless = (what: NotFoundData["what"], found: boolean): void => {
  if (!found) throw data({ what } satisfies NotFoundData, { status: 404 })
}
