/**
 * `useOutboxOutcome`: what a control's own writes through an outbox ended as, as the control shows
 * it. A write kept on the device is not a failure: it waits (its `WriteQueued` note shows while the
 * outbox keeps it, and goes once it is sent); a failure is the write's own refusal, or the refusal
 * of a kept write sent later (after a reload, the control's last run is gone but the refusal is not).
 *
 * @since 0.4.0
 */
import { useState } from "react"
import { isFailed, type SettledState } from "../react/SlotState.js"
import type { AnyUseCase } from "../react/UseCase.js"
import type { Outbox } from "./Outbox.js"
import { useOutbox } from "./OutboxSync.js"
import { type OutboxEntry, WriteQueued } from "./WriteQueued.js"

/** A settled state that failed. */
export type FailedState = Extract<SettledState<unknown, unknown>, { readonly status: "client-error" | "response-error" }>

/** What {@link useOutboxOutcome} returns. */
export interface OutboxOutcome {
  /** The control's last run, once it ended (`undefined` before, while it runs, and after `clear`). */
  readonly outcome: SettledState<unknown, unknown> | undefined
  /** The last run's write, kept on the device and not sent yet: its note (`message`) shows while it waits. */
  readonly waiting: WriteQueued | undefined
  /** The failure to show: the last run's refusal, or that of one of its kept writes refused when sent later. */
  readonly failed: FailedState | undefined
  /** Runs a write (an `useAction`'s `runAsync`) as the control's: forgets the last outcome and a refusal shown, then keeps the new outcome. */
  readonly track: <S extends SettledState<unknown, unknown>>(run: () => Promise<S>) => Promise<S>
  /** Forgets the last outcome (the shopper changed what the control would send). */
  readonly clear: () => void
}

/**
 * The outcome of a control's writes through `outbox`. `refusedFor` also names the kept writes whose
 * refusal the control shows though no run of this page made them (e.g. an add of the same product
 * kept before a reload); the write kept by the last run always is.
 *
 * @example
 * const add = useAction(outbox.writes.addToCart, { key: upc })
 * const { outcome, waiting, failed, track } = useOutboxOutcome(outbox, (entry) => entry.args[0] === upc)
 * <button onClick={() => track(() => add.runAsync(upc, 1))}>Add to cart</button>
 * {waiting !== undefined && <p role="status">{waiting.message}</p>}
 * {failed !== undefined && <p role="alert">{String(failed.error)}</p>}
 */
export const useOutboxOutcome = (
  outbox: Outbox<Record<string, AnyUseCase>>,
  refusedFor?: (entry: OutboxEntry) => boolean
): OutboxOutcome => {
  const { pending, refused } = useOutbox(outbox)
  const [outcome, setOutcome] = useState<SettledState<unknown, unknown>>()
  const queued = isFailed(outcome) && outcome.error instanceof WriteQueued ? outcome.error : undefined
  const waiting = queued !== undefined && pending.some((entry) => entry.id === queued.entryId) ? queued : undefined
  const refusedLater = refused.find((r) => r.entry.id === queued?.entryId || (refusedFor !== undefined && refusedFor(r.entry)))
  const failed = isFailed(outcome) && queued === undefined ? outcome : isFailed(refusedLater?.state) ? refusedLater.state : undefined
  const track = async <S extends SettledState<unknown, unknown>>(run: () => Promise<S>): Promise<S> => {
    setOutcome(undefined)
    if (refusedLater !== undefined) outbox.dismiss(refusedLater.entry)
    const state = await run()
    setOutcome(state)
    return state
  }
  return { outcome, waiting, failed, track, clear: () => setOutcome(undefined) }
}
