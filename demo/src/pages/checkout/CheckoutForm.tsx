/**
 * A checkout form the server handles: like the storefront's `ServerForm` (it posts its intent key,
 * what to do and the page to come back to, so it works before hydration and without JavaScript;
 * once hydrated its submit handler runs the write in the browser), to the checkout's action at the
 * page's own address (a refusal is answered with the same checkout), with the form attributes the
 * checkout's steps need (an id for the controls outside it, the browser's own validation off).
 */
import { IntentField } from "atlas-client/react-router"
import type { FormEvent, ReactNode, Ref } from "react"
import { DO_FIELD, RETURN_FIELD, useFormIntent, useHere } from "../../ServerForm.js"

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  /** The form's name on the page (its intent key's suffix). */
  readonly name: string
  /** What the action is asked to do (`CHECKOUT_DOES`). */
  readonly does: string
  /** Its hidden fields. */
  readonly fields?: Readonly<Record<string, string>>
  readonly id?: string
  readonly className?: string
  readonly noValidate?: boolean
  readonly labelledBy?: string
  readonly ref?: Ref<HTMLFormElement>
  /** What the hydrated page does instead of posting. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  readonly children: ReactNode
}

/** A checkout form posted to the checkout's action, run in the browser once hydrated. */
export const CheckoutForm = ({
  name,
  does,
  fields = {},
  id,
  className,
  noValidate,
  labelledBy,
  ref,
  onSubmit,
  children
}: CheckoutFormProps) => {
  const intent = useFormIntent(name)
  const here = useHere()
  return (
    <form
      ref={ref}
      id={id}
      className={className}
      method="post"
      action={here}
      noValidate={noValidate}
      aria-labelledby={labelledBy}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(e)
      }}
    >
      <IntentField value={intent} />
      <input type="hidden" name={DO_FIELD} value={does} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <input type="hidden" name={RETURN_FIELD} value={here} />
      {children}
    </form>
  )
}
