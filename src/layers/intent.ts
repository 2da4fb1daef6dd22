/**
 * The `Idempotency-Key`s of one intent: a write the shopper asked for once, whatever how many times
 * it is sent. The React adapter runs a one-shot write (a purchase) again with equal arguments
 * under the same intent after it failed without an answer, so the upstream applies it once.
 *
 * @since 0.3.0
 */
import * as FiberRef from "effect/FiberRef"

/** The keys of one intent, by operation and call number within a run. */
export class Intent {
  private readonly keys = new Map<string, string>()
  private counts = new Map<string, number>()

  /** A new run of the intent: its calls take the keys of the runs before it, in order. */
  run(): Intent {
    this.counts = new Map()
    return this
  }

  /** The key of the next call of `operation` in this run (the same as the same call of any earlier run). */
  keyFor(operation: string, mint: () => string): string {
    const n = (this.counts.get(operation) ?? 0) + 1
    this.counts.set(operation, n)
    const id = `${operation}#${n}`
    const key = this.keys.get(id) ?? mint()
    this.keys.set(id, key)
    return key
  }
}

/** The intent a keyed call belongs to, if any (set with `Effect.locally`). */
export const currentIntent: FiberRef.FiberRef<Intent | undefined> = FiberRef.unsafeMake<Intent | undefined>(undefined)
