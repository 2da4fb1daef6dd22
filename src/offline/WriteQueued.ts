/**
 * What the outbox keeps and says: a kept write (`OutboxEntry`), the failure a write kept for later
 * shows (`WriteQueued`), a kept write refused when it was sent again, and the lock tabs share.
 *
 * @since 0.4.0
 */
import * as Data from "effect/Data"
import type { SettledState } from "../react/SlotState.js"

/** A write kept for later: its use case's name, arguments and the seed of its keys. */
export interface OutboxEntry {
  /** Sorts as the writes were made. */
  readonly id: string
  readonly useCase: string
  readonly args: ReadonlyArray<unknown>
  /** Its `Idempotency-Key`s are `<seed>:<operation>:<n>`, the same on every send. */
  readonly seed: string
  /** Whose write it is (the owner `<OutboxSync>` was given): only its owner's page sends it. */
  readonly owner: string
  readonly madeAt: number
}

/**
 * A write kept in the outbox instead of an answer: it was made offline, or the connection failed
 * before its answer came. It is sent again when the connection or the page comes back.
 */
export class WriteQueued extends Data.TaggedError("WriteQueued")<{
  readonly useCase: string
  readonly entryId: string
  /** Why it was not answered (the network error's message), when it was sent. */
  readonly reason: string | undefined
}> {
  /** What a shopper reads. */
  override get message(): string {
    return "Saved on this device: it will be sent when you're back online."
  }
}

/** A kept write the upstream refused when it was sent again (out of stock, a limit): its error is the slot's. */
export interface RefusedWrite {
  readonly entry: OutboxEntry
  readonly state: SettledState<unknown, unknown>
}

/** Runs `work` while holding the lock `name` (one holder at a time across the origin's tabs). */
export type LockRunner = <A>(name: string, work: () => Promise<A>) => Promise<A>
