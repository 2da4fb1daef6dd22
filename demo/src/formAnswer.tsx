/**
 * What a route's action answers when a form the server handles was refused (its write failed, or the
 * form is not one the action knows): the message, shown at the top of the page the action renders,
 * with a 400 (`withRefusal(Page)`). A write that went through brings the shopper back instead (`backTo`).
 */
import type { FormError } from "atlas-client/react-router"
import type { ComponentType } from "react"
import { data, useActionData } from "react-router"
import { describeError } from "./errors.js"

/** An action's refusal: why, in the shopper's words. */
export interface Refusal {
  readonly error: string
}

/** The action's answer for a refused form. */
export const refused = (message: string) => data<Refusal>({ error: message }, { status: 400 })

/** The answer for a form the action does not know. */
export const unknownForm = (where: string) => refused(`This form isn’t one the ${where} knows.`)

/** A failed write's message as the hydrated page says it (a catalogue code's sentence, or title and detail). */
export const wordsOf = (error: FormError): string => {
  const { title, detail } = describeError({
    _tag: error.tag,
    message: error.message,
    ...(error.code === undefined ? {} : { code: error.code })
  })
  return detail === "" ? title : `${title}. ${detail}`
}

/** The refusal the route's action answered, if it did: an alert at the top of the page. */
const RefusedForm = () => {
  const answered = useActionData<Refusal>()
  if (answered === undefined || typeof answered.error !== "string") return null
  return (
    <p className="page narrow form-error" role="alert" data-form-refusal>
      {answered.error}
    </p>
  )
}

/** A route's page with the refusal its action answered, if it did, above it: the route module's component. */
export const withRefusal = (Page: ComponentType) =>
  function PageWithRefusal() {
    return (
      <>
        <RefusedForm />
        <Page />
      </>
    )
  }
