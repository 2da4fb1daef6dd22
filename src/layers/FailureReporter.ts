/**
 * Where the request layer hands a failed call: an optional service the app's analytics provides
 * (`Analytics.layer`, `Analytics.memory` and `Analytics.noop` provide it), so that the request
 * layer reports failures without knowing what analytics does with them.
 *
 * @since 0.2.0
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { CallError } from "../errors/domain.js"
import type { DataClassification } from "../schema/classification.js"

/** What the request layer knows of a failed call beyond its error: its operation's data classification. */
export interface FailureContext {
  readonly dataClassification?: DataClassification
}

/** Receives every failed call of a client (the request layer calls it; it never fails). */
export class FailureReporter extends Context.Tag("atlas-client/FailureReporter")<
  FailureReporter,
  {
    /** Receives one failed call's error and what is known of it; what it returns is ignored and it must not fail. */
    readonly report: (error: CallError, context?: FailureContext) => Effect.Effect<unknown>
  }
>() {}
