/**
 * What a shopper typed or chose in a form before the page hydrated: hydration keeps it in the
 * fields, but a field whose value React state holds would send the state's (empty) value once
 * hydrated. A form's page adopts the fields as the DOM holds them, once, when hydrated.
 */
import { type RefObject, useEffect } from "react"

/** Calls `adopt` once hydrated with the form's fields as the page holds them. */
export const useEarlyFields = (form: RefObject<HTMLFormElement | null>, adopt: (fields: FormData) => void): void => {
  useEffect(() => {
    if (form.current !== null) adopt(new FormData(form.current))
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
}

/** A field's text as the form holds it, when there is some. */
export const typedIn = (fields: FormData, name: string): string | undefined => {
  const value = fields.get(name)
  return typeof value === "string" && value !== "" ? value : undefined
}
