/**
 * The storefront's routing on React Router 7: `Link`, the current location with its query, and
 * `navigate` for handlers (the router's own, bound by the shell). Leaving a page unmounts it, so
 * its reads are cancelled.
 */
import { useMemo } from "react"
import { type NavigateFunction, useLocation as useRouterLocation } from "react-router"

export { Link } from "react-router"

let bound: NavigateFunction | undefined

/** Binds {@link navigate} to the router's (the shell does, on every render). */
export const bindNavigate = (navigateWith: NavigateFunction): void => {
  bound = navigateWith
}

/** The current path and query, e.g. `/stores?zip=45202`. */
export const useLocation = (): { readonly pathname: string; readonly query: URLSearchParams } => {
  const { pathname, search } = useRouterLocation()
  const query = useMemo(() => new URLSearchParams(search), [search])
  return { pathname, query }
}

/**
 * Goes to another page (`replace` keeps the history entry, for query changes; `preventScrollReset`
 * keeps the scroll position, for a URL that names what the page already shows).
 */
export const navigate = (to: string, options: { readonly replace?: boolean; readonly preventScrollReset?: boolean } = {}): void => {
  if (bound === undefined || to === window.location.pathname + window.location.search) return
  void bound(to, { replace: options.replace === true, preventScrollReset: options.preventScrollReset === true })
}
