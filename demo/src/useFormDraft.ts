/**
 * A form whose fields keep their own values (uncontrolled), so what the shopper typed or chose
 * before the page hydrated is what the hydrated page sees and what the form posts: the page reads
 * the fields once hydrated and again on each change.
 */
import { useEarlyFields } from "atlas-client/react-router"
import { useRef, useState } from "react"

/** The draft `read` makes of a form's fields; spread `form` on the `<form>` (its ref and change handler). */
export const useFormDraft = <T>(read: (fields: FormData) => T, initial: T) => {
  const ref = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(initial)
  const update = () => {
    if (ref.current !== null) setDraft(read(new FormData(ref.current)))
  }
  useEarlyFields(ref, (fields) => setDraft(read(fields)))
  return { draft, update, form: { ref, onChange: update } }
}
