/**
 * A form's intent key: minted once when the form is rendered (by its loader, `intentKey()` of
 * `atlas-client/react-router/server`), posted with the form, and sent by the action as the write's
 * `Idempotency-Key`. A form submitted twice (a double click, a resubmission after a lost answer, with
 * or without JavaScript) posts the same key, and the atlas host answers the second with the first's
 * result: one effect.
 *
 * @since 0.3.0
 */
import type { ReactNode } from "react"

/** The name of the hidden field {@link IntentField} renders and `readIntentKey` reads. */
export const INTENT_FIELD = "atlas-intent"

/** Props of {@link IntentField}. */
export interface IntentFieldProps {
  /** The key the loader minted for this form. */
  readonly value: string
}

/**
 * The hidden field carrying a form's intent key.
 *
 * @example
 * <Form method="post">
 *   <IntentField value={loaderData.intent} />
 *   <button name="upc" value={item.upc}>Add to cart</button>
 * </Form>
 */
export function IntentField({ value }: IntentFieldProps): ReactNode {
  return <input type="hidden" name={INTENT_FIELD} value={value} />
}
