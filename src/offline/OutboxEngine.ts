/**
 * The outbox's work, loaded when there is some (a write run through it, or writes kept from an
 * earlier page): keeping a write in its table with the seed of its `Idempotency-Key`s, sending it
 * with those keys, telling a lost answer from a refusal, and sending the kept writes in order under
 * a lock shared by the origin's tabs.
 *
 * @since 0.4.0
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { isNoResponse, UpstreamError } from "../errors/client.js"
import { currentIntent, Intent } from "../layers/intent.js"
import { isFailed, type SettledState } from "../react/SlotState.js"
import type { SlotStore } from "../react/SlotStore.js"
import type { AnyUseCase } from "../react/UseCase.js"
import type { KeyValueTable } from "./KeyValueTable.js"
import { type LockRunner, type OutboxEntry, type RefusedWrite, WriteQueued } from "./WriteQueued.js"

/**
 * The Web Locks API where the browser has it; otherwise (an insecure context, a DOM emulation whose
 * `navigator.locks` is null) one holder at a time in this page.
 */
export const webLock: LockRunner = (name, work) => {
  const locks = (globalThis.navigator as { readonly locks?: LockManager | null } | undefined)?.locks
  if (typeof locks?.request === "function") return locks.request(name, work) as Promise<Awaited<ReturnType<typeof work>>>
  const run = (pageLocks.get(name) ?? Promise.resolve()).then(work, work)
  pageLocks.set(
    name,
    run.then(
      () => undefined,
      () => undefined
    )
  )
  return run
}
const pageLocks = new Map<string, Promise<void>>()

/**
 * Failures that leave a write for later: no answer (the request layer's retries are over), or the
 * upstream saying the same key's first send is still in flight. Any other answer is the write's.
 */
const unanswered = (error: unknown): boolean =>
  isNoResponse(error) || (error instanceof UpstreamError && error.errors.some((x) => x.code === "IDEMPOTENCY_IN_FLIGHT"))

/** An intent whose keys are named after a seed kept with the write, so that every send of it carries the same keys. */
class SeededIntent extends Intent {
  private readonly minted = new Map<string, number>()
  constructor(private readonly seed: string) {
    super()
  }
  override keyFor(operation: string): string {
    return super.keyFor(operation, () => {
      const n = (this.minted.get(operation) ?? 0) + 1
      this.minted.set(operation, n)
      return `${this.seed}:${operation}:${n}`
    })
  }
}

/** What the engine is given by its outbox. */
export interface EngineOptions {
  /** The outbox's name: its lock's. */
  readonly name: string
  readonly table: KeyValueTable<OutboxEntry>
  readonly lock: LockRunner | undefined
  /** Told after a kept write is deleted (answered). */
  readonly changed: () => Promise<unknown>
}

/** Sending the outbox's writes. */
export class OutboxEngine {
  private readonly lock: LockRunner
  private sending: Promise<ReadonlyArray<RefusedWrite>> | undefined

  constructor(private readonly options: EngineOptions) {
    this.lock = options.lock ?? webLock
  }

  /**
   * Sends a kept write with its keys (holding the lock when `locked`: a new write; a flush holds
   * it for a kept one); deletes it once answered; while unanswered it stays kept and the run fails
   * with {@link WriteQueued}.
   */
  send<A, E, R>(
    useCase: AnyUseCase,
    args: ReadonlyArray<unknown>,
    entry: OutboxEntry,
    locked: boolean
  ): Effect.Effect<A, E | WriteQueued, R> {
    return Effect.gen(this, function* () {
      const sent = Effect.locally(useCase.run(...args) as Effect.Effect<A, E, R>, currentIntent, new SeededIntent(entry.seed))
      const exit = yield* Effect.exit(locked ? this.locked(sent) : sent)
      const error = Exit.isFailure(exit) ? Option.getOrUndefined(Cause.failureOption(exit.cause)) : undefined
      if (error !== undefined && unanswered(error))
        return yield* new WriteQueued({ useCase: useCase.name, entryId: entry.id, reason: (error as Error).message })
      yield* Effect.promise(async () => {
        await this.options.table.delete(entry.id)
        await this.options.changed()
      })
      return yield* exit
    })
  }

  /**
   * Sends kept writes, oldest first, one at a time under the lock (two tabs never send the same
   * write: one another tab sent meanwhile is gone from the table and skipped); stops at the first
   * still unanswered. Resolves with the writes the upstream refused.
   */
  flush(
    store: SlotStore,
    pending: ReadonlyArray<OutboxEntry>,
    through: (entry: OutboxEntry) => AnyUseCase | undefined
  ): Promise<ReadonlyArray<RefusedWrite>> {
    if (this.sending !== undefined) return this.sending
    const sending = this.sendKept(store, pending, through).finally(() => {
      this.sending = undefined
    })
    this.sending = sending
    return sending
  }

  private async sendKept(
    store: SlotStore,
    pending: ReadonlyArray<OutboxEntry>,
    through: (entry: OutboxEntry) => AnyUseCase | undefined
  ): Promise<ReadonlyArray<RefusedWrite>> {
    const refused: Array<RefusedWrite> = []
    for (const entry of pending) {
      const useCase = through(entry)
      if (useCase === undefined) continue
      const state: SettledState<unknown, unknown> | undefined = await this.lock(this.options.name, async () =>
        (await this.options.table.get(entry.id)) === undefined ? undefined : store.act(useCase, entry.args)
      )
      if (state === undefined) continue
      if (state.status === "client-error" && state.error instanceof WriteQueued) break
      if (isFailed(state)) refused.push({ entry, state })
    }
    return refused
  }

  /** Runs `effect` holding the outbox's lock. */
  private locked<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    return Effect.flatMap(Effect.runtime<R>(), (runtime) =>
      Effect.promise(() => this.lock(this.options.name, () => Effect.runPromiseExit(Effect.provide(effect, runtime)))).pipe(Effect.flatten)
    )
  }
}
