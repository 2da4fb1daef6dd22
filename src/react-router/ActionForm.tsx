/**
 * A form that works before hydration and with JavaScript off because its route's action handles it
 * (`method="post"`, its intent key, its hidden fields), and that the hydrated page runs in the
 * browser instead (its `onSubmit`: a use case's `run`, optimistic where it has `updates`). The same
 * form posted twice, before or after hydration, carries the same intent key: one effect.
 *
 * What a shopper types or chooses before hydration stays in the fields (hydration keeps it); a form
 * whose fields React state holds adopts them once hydrated with {@link useEarlyFields}.
 *
 * @since 0.3.0
 */
import { type FormEvent, type FormHTMLAttributes, type ReactNode, type Ref, type RefObject, useEffect } from "react"
import { IntentField } from "./IntentField.js"

/** Props of {@link ActionForm}. */
export interface ActionFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action" | "onSubmit" | "children"> {
  /** The form's intent key (its loader minted it: `intentKey()`; one per form, e.g. the page's key and the form's name). */
  readonly intent: string
  /** The route whose action handles the form when the browser posts it. */
  readonly action: string
  /** Hidden fields the action reads (what to do, which line, where to come back to). */
  readonly fields?: Readonly<Record<string, string>> | undefined
  readonly ref?: Ref<HTMLFormElement> | undefined
  /** What the hydrated page does instead of posting (the browser's post is prevented). */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  readonly children?: ReactNode
}

/**
 * A form its route's action handles before hydration, run in the browser once hydrated.
 *
 * @example
 * const add = useAction(CartsUseCases.addToCart)
 * <ActionForm intent={`${intent}-add-${upc}`} action="/cart" fields={{ upc }} onSubmit={() => add.run(upc, 1)}>
 *   <button>Add to cart</button>
 * </ActionForm>
 */
export function ActionForm({ intent, action, fields = {}, onSubmit, children, ...form }: ActionFormProps): ReactNode {
  return (
    <form
      {...form}
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(event)
      }}
    >
      <IntentField value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}

/**
 * Calls `adopt` once, when the page is hydrated, with the form's fields as the page holds them: what
 * was typed or chosen before hydration, for a form whose fields are React state to take on (a
 * quantity, a name, a radio's choice; or to act on it: reserve the slot chosen).
 *
 * @example
 * const form = useRef<HTMLFormElement>(null)
 * useEarlyFields(form, (fields) => setName(String(fields.get("name") ?? "")))
 */
export const useEarlyFields = (form: RefObject<HTMLFormElement | null>, adopt: (fields: FormData) => void): void => {
  useEffect(() => {
    if (form.current !== null) adopt(new FormData(form.current))
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
}
