/**
 * What the integration's loaders and actions return to the route components: plain JSON, so it is
 * the same whether the data came with the document or through a client navigation.
 *
 * @since 0.3.0
 */
import type { DehydratedState } from "../react/SlotStore.js"

/** A write's typed failure as a form shows it: the error's tag and the spec's message for it. */
export interface FormError {
  /** The error's `_tag` (`CartRejected`, `UpstreamError`, `RequestValidationError`, ...). */
  readonly tag: string
  /** The message to show: the error's own (the spec §8 text for a catalogue code, the generic client messages otherwise). */
  readonly message: string
  /** The catalogue code when the error carries one. */
  readonly code?: string
}

/**
 * An action's answer: `ok` with the write's value and the read entries it updated (a snapshot the
 * provider seeds, newer values winning), or the form's error.
 */
export type ActionResult<A> =
  | { readonly ok: true; readonly value: A; readonly atlas: DehydratedState }
  | { readonly ok: false; readonly error: FormError; readonly atlas: DehydratedState }
