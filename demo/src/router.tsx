/**
 * A small history router: the current path as external state, `navigate`, and `Link`. Leaving a
 * page unmounts it, so its reads are cancelled.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from "react"

const NAVIGATE = "atlas:navigate"

const subscribe = (listener: () => void) => {
  window.addEventListener("popstate", listener)
  window.addEventListener(NAVIGATE, listener)
  return () => {
    window.removeEventListener("popstate", listener)
    window.removeEventListener(NAVIGATE, listener)
  }
}

const snapshot = () => window.location.pathname + window.location.search

/** The current path and query, e.g. `/stores?zip=45202`. */
export const useLocation = (): { readonly pathname: string; readonly query: URLSearchParams } => {
  const href = useSyncExternalStore(subscribe, snapshot)
  const url = new URL(href, window.location.origin)
  return { pathname: url.pathname, query: url.searchParams }
}

/** Goes to another page (`replace` keeps the history entry, for query changes). */
export const navigate = (to: string, options: { readonly replace?: boolean } = {}): void => {
  if (to === snapshot()) return
  if (options.replace) window.history.replaceState(null, "", to)
  else window.history.pushState(null, "", to)
  window.dispatchEvent(new Event(NAVIGATE))
  if (!options.replace) window.scrollTo({ top: 0 })
}

/** A link handled by the router; modified clicks (new tab) behave as usual. */
export const Link = ({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly to: string }) => {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return <a href={to} onClick={handle} {...rest} />
}
