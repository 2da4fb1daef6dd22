/**
 * What the checkout's steps share: the props of a step, the notes of what needs JavaScript, and
 * how a refusal is said (the server's answer, or a write run in the browser).
 */
import type { CheckoutDetails } from "atlas-client"
import { type ReactNode } from "react"
import { reasonOf } from "../checkoutShared.js"
import { type CheckoutAnswer } from "./answers.js"

/** Whether the shopper is still at checkout (a write that ends elsewhere does not pull them back). */
export const stillAtCheckout = () => window.location.pathname === "/checkout"

/** Shows the checkout a write answered. */
export type Apply = (checkout: CheckoutDetails) => void

/** A step of a checkout: the checkout, how a write's answer is shown, the server's answer to a form posted. */
export interface StepProps {
  readonly checkout: CheckoutDetails
  readonly apply: Apply
  readonly answered: CheckoutAnswer | undefined
}

/**
 * What a step needs JavaScript for, said only when it is off (the payments host's session is the
 * browser's: the server cannot choose a card or pay); what only works with it is hidden then.
 */
export const NeedsScript = ({ children }: { readonly children: ReactNode }) => (
  <noscript>
    <style>{".checkout__with-script{display:none}"}</style>
    <p className="notice notice--muted checkout__needs-script">{children}</p>
  </noscript>
)

/** A refusal the server answered, in the shopper's words. */
export const Said = ({ words, id }: { readonly words: string; readonly id?: string }) => (
  <p className="field__error" role="alert" id={id}>
    {words}
  </p>
)

/** A refusal of a write run in the browser, in the shopper's words. */
export const Refusal = ({ error, id }: { readonly error: unknown; readonly id?: string }) =>
  error === undefined ? null : (
    <p className="field__error" role="alert" id={id}>
      {reasonOf(error)}
    </p>
  )
