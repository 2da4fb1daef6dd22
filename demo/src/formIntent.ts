/**
 * The intent keys of the forms a page renders: the root loader mints one per page the server
 * renders (`intentKey()`), and each form posts it with its own name (`<page key>-<form>`), so a form
 * posted twice from the same page (a double tap, a resubmission, with or without JavaScript) is one
 * effect, and a form on another page (another render) is another intent.
 */
import { useRouteLoaderData } from "react-router"

/** The field of a server form naming what to do, where a route's action does more than one thing. */
export const DO_FIELD = "do"

/** The submitter of a cart line's form that removes the line (its value: the removal's intent key). */
export const REMOVE_FIELD = "remove"

/** The field of a server form naming the page to go back to once done. */
export const RETURN_FIELD = "returnTo"

/** The intent key of the form `name` on this page (rendered by the server, the same when hydrated). */
export const useFormIntent = (name: string): string => {
  const root: unknown = useRouteLoaderData("root")
  const page = typeof root === "object" && root !== null && "intent" in root && typeof root.intent === "string" ? root.intent : ""
  return `${page}-${name}`
}

/** Where a server form goes back to: a path of this site (never another origin), else `fallback`. */
export const returnPath = (value: FormDataEntryValue | null, fallback: string): string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\\\") ? value : fallback
