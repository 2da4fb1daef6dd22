/**
 * What the storefront's entries give the root layout: the runtime its provider runs reads with (on
 * the server the request's, whose store the provider reads from; in the browser the page's) and
 * the inlined stylesheet.
 */
import type * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, type ReactNode, useContext } from "react"
import type { StorefrontServices } from "./layer.js"

/** What an entry gives the layout. */
export interface Given {
  readonly runtime: ManagedRuntime.ManagedRuntime<StorefrontServices, unknown>
  /**
   * The storefront's stylesheet, inlined in the page (its first paint waits for no other request):
   * on the server the built file's text, in the browser what the page has.
   */
  readonly css?: string
}

/** The id of the inlined stylesheet. */
export const CSS_ID = "atlas-css"

const Context = createContext<Given | undefined>(undefined)

/** Gives the layout its runtime. */
export const GivenProvider = ({ value, children }: { readonly value: Given; readonly children: ReactNode }) => (
  <Context.Provider value={value}>{children}</Context.Provider>
)

/** What the entry gave. */
export const useGiven = (): Given => {
  const given = useContext(Context)
  if (given === undefined) throw new Error("Atlas Market: the layout is rendered outside its entry (no runtime given)")
  return given
}
