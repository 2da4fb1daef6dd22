/**
 * A form the server handles (the library's `ActionForm`): it posts to its route's action with its
 * intent key, what to do, its fields and the page to come back to, so it works before hydration and
 * without JavaScript; once hydrated, its submit handler runs the write in the browser instead. The intent keys: the root
 * loader mints one per page the server renders (`intentKey()`), and each form posts it with its own
 * name (`<page key>-<form>`), so a form posted twice from the same page (a double tap, a
 * resubmission, with or without JavaScript) is one effect, and a form on another page (another
 * render) is another intent.
 */
import { ActionForm } from "atlas-client/react-router"
import type { FormEvent, ReactNode, Ref } from "react"
import { useRouteLoaderData } from "react-router"
import { useLocation } from "./router.js"

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
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback

/** The page's path and query, for a form to come back to. */
export const useHere = (): string => {
  const { pathname, query } = useLocation()
  return query.size === 0 ? pathname : `${pathname}?${query.toString()}`
}

/** Props of {@link ServerForm}. */
export interface ServerFormProps {
  /** The route whose action handles it (`/cart`, `/stores`); the page's own address by default. */
  readonly action?: string
  /** The form's name on the page (its intent key's suffix). */
  readonly name: string
  /** What the action is asked to do. */
  readonly does: string
  /** Its hidden fields. */
  readonly fields?: Readonly<Record<string, string>>
  /** The page to come back to (this page by default). */
  readonly returnTo?: string
  readonly id?: string
  readonly className?: string
  /** The browser's own validation off (the page checks the fields itself). */
  readonly noValidate?: boolean
  /** The id of the form's heading (its accessible name). */
  readonly labelledBy?: string
  readonly ref?: Ref<HTMLFormElement>
  /** A change of any of its fields (the page reading what they hold). */
  readonly onChange?: () => void
  /** What the hydrated page does instead of posting. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  readonly children: ReactNode
}

/** A form the server handles, run in the browser once hydrated. */
export const ServerForm = ({
  action,
  name,
  does,
  fields = {},
  returnTo,
  id,
  className,
  noValidate,
  labelledBy,
  ref,
  onChange,
  onSubmit,
  children
}: ServerFormProps) => {
  const intent = useFormIntent(name)
  const here = useHere()
  return (
    <ActionForm
      ref={ref}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      intent={intent}
      action={action ?? here}
      fields={{ [DO_FIELD]: does, ...fields, [RETURN_FIELD]: returnTo ?? here }}
      noValidate={noValidate}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
    </ActionForm>
  )
}

/** A field's text as a form holds it, when there is some. */
export const typedIn = (fields: FormData, name: string): string | undefined => {
  const value = fields.get(name)
  return typeof value === "string" && value !== "" ? value : undefined
}
