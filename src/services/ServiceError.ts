/**
 * The error union of a service: every error its use cases can fail with, derived from their types
 * (and so from the descriptors' declared code families), never written by hand.
 *
 * @since 0.2.0
 */
import type * as Effect from "effect/Effect"

/** The error channel of one use case (a method returning an effect). */
type MethodError<M> = M extends (...args: ReadonlyArray<never>) => Effect.Effect<infer _A, infer E, infer _R> ? E : never

/**
 * Every error a service's use cases can fail with: `AtlasError`, the typed errors of the code
 * families their operations declare, and the service's own validation errors. A union of tagged
 * classes, so it works with `Effect.catchTags` and `Match.tags`.
 *
 * @example
 * type CheckoutError = ServiceError<Checkout> // AtlasError | CheckoutModifyError
 */
export type ServiceError<S> = { readonly [K in keyof S]: MethodError<S[K]> }[keyof S]
