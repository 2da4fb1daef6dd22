/**
 * The states of a use-case slot (spec §4): request, success, response-error, client-error,
 * cancelled and reset; idle before the first run.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import { isUpstreamAnswer } from "../errors/answer.js"

/**
 * A slot's state. `response-error` holds an upstream answer; `client-error` everything else. A read
 * entry being revalidated stays `success` with its value and `fetching: true` (`request` is only
 * an entry's first fetch, while it has no value). A reader with `placeholder: "previous"` shows the
 * value of its previous arguments as `success` with `placeholder: true` while its entry has none.
 */
export type SlotState<A, E> =
  | { readonly status: "idle" }
  | { readonly status: "request" }
  | { readonly status: "success"; readonly value: A; readonly fetching?: boolean; readonly placeholder?: boolean }
  | { readonly status: "response-error"; readonly error: E }
  | { readonly status: "client-error"; readonly error: E | UnexpectedError }
  | { readonly status: "cancelled" }
  | { readonly status: "reset" }

/** How a run ended: what a slot shows once its call is over (or was cancelled). */
export type SettledState<A, E> = Exclude<SlotState<A, E>, { readonly status: "idle" | "request" | "reset" }>

/** A use case died instead of failing with a typed error (e.g. a service missing from the layer). */
export class UnexpectedError extends Data.TaggedError("UnexpectedError")<{ readonly message: string }> {}

/**
 * Whether a slot state (or a run's outcome) failed: `client-error` or `response-error`, narrowed to
 * hold its `error`.
 *
 * @example
 * if (isFailed(state)) return <p role="alert">{String(state.error)}</p>
 */
export const isFailed = <S extends { readonly status: string }>(
  state: S | undefined
): state is Extract<S, { readonly status: "client-error" | "response-error" }> =>
  state?.status === "client-error" || state?.status === "response-error"

/** The shared idle state. */
export const idle: SlotState<never, never> = { status: "idle" }

/**
 * The state of a failure: `response-error` when it carries the upstream's answer (it has the mark
 * {@link isUpstreamAnswer} reads: `UpstreamError`, `IdempotencyKeyReused` and every typed error of
 * the catalogue, e.g. `CartRejected`), `client-error` otherwise (network, timeout, validation,
 * decode, an app's own errors).
 *
 * @example
 * failureState(new ClientError({ ... })).status // "client-error"
 * failureState(new CheckoutModifyError({ ... })).status // "response-error"
 */
export const failureState = <E>(error: E): SettledState<never, E> =>
  isUpstreamAnswer(error) ? { status: "response-error", error } : { status: "client-error", error }
