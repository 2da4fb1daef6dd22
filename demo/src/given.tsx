/**
 * What the storefront's entries give the root layout: the runtime its provider runs reads with (on
 * the server the request's, in the browser the page's), the snapshot it starts from (on the server
 * what the loaders fetched; in the browser the snapshot the server wrote after the page, with what
 * the streamed parts fetched too), the inlined stylesheet, and on the server where the provider's
 * store goes once made (the server entry dehydrates it after the stream).
 */
import type { DehydratedState, SlotStore } from "atlas-client/react"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, type ReactNode, useContext } from "react"
import type { StorefrontServices } from "./layer.js"

/** What an entry gives the layout. */
export interface Given {
  readonly runtime: ManagedRuntime.ManagedRuntime<StorefrontServices, unknown>
  /** On the server: receives the provider's store. */
  readonly tap?: (slots: SlotStore) => void
  /**
   * The storefront's stylesheet, inlined in the page (its first paint waits for no other request):
   * on the server the built file's text, in the browser what the page has.
   */
  readonly css?: string
  /** The snapshot the provider starts from. */
  readonly snapshot?: DehydratedState
}

/** The id of the script of the server's snapshot (written after the page's stream). */
export const SNAPSHOT_SCRIPT_ID = "atlas-state"

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
