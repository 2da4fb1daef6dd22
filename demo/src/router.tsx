/**
 * The storefront's routing on React Router 7 (data mode): `Link`, the current location with its
 * query, and `navigate` for handlers (the data router's own `navigate`, bound when the router is
 * made). Leaving a page unmounts it, so its reads are cancelled.
 */
import { useMemo } from "react"
import { type createBrowserRouter, useLocation as useRouterLocation } from "react-router"

export { Link } from "react-router"

type DataRouter = ReturnType<typeof createBrowserRouter>

let bound: DataRouter | undefined

/** Binds {@link navigate} to the app's router (once, where the router is made). */
export const bindRouter = (router: DataRouter): void => {
  bound = router
}

/** The current path and query, e.g. `/stores?zip=45202`. */
export const useLocation = (): { readonly pathname: string; readonly query: URLSearchParams } => {
  const { pathname, search } = useRouterLocation()
  const query = useMemo(() => new URLSearchParams(search), [search])
  return { pathname, query }
}

/** Goes to another page (`replace` keeps the history entry, for query changes). */
export const navigate = (to: string, options: { readonly replace?: boolean } = {}): void => {
  if (bound === undefined || to === window.location.pathname + window.location.search) return
  void bound.navigate(to, { replace: options.replace === true })
}
