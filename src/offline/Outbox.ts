/**
 * The write outbox: cart, list and coupon writes made offline, or whose answer was lost, are kept
 * in IndexedDB with the seed of their `Idempotency-Key`s and sent again, in order, when the
 * connection or the page comes back. A write sent again carries the same keys, so an upstream that
 * already applied it answers the same result: one effect per intent, across reloads and tabs (a
 * Web Lock lets one tab send at a time).
 *
 * @since 0.4.0
 */
import * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { currentIntent, Intent } from "../layers/intent.js"
import type { SettledState } from "../react/SlotState.js"
import type { SlotStore } from "../react/SlotStore.js"
import type { AnyUseCase, UseCase } from "../react/UseCase.js"
import { indexedDbTable, type KeyValueTable } from "./KeyValueTable.js"

/** A write kept for later: its use case's name, arguments and the seed of its keys. */
export interface OutboxEntry {
  /** Sorts as the writes were made. */
  readonly id: string
  readonly useCase: string
  readonly args: ReadonlyArray<unknown>
  /** Its `Idempotency-Key`s are `<seed>:<operation>:<n>`, the same on every send. */
  readonly seed: string
  /** Whose write it is (the app's {@link OutboxOptions.owner}): only its owner's page sends it. */
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

/** The Web Locks API where the browser has it; otherwise one holder at a time in this page. */
export const webLock: LockRunner = (name, work) => {
  const locks = (globalThis.navigator as { readonly locks?: LockManager } | undefined)?.locks
  if (locks !== undefined) return locks.request(name, work) as Promise<Awaited<ReturnType<typeof work>>>
  const before = pageLocks.get(name) ?? Promise.resolve()
  const run = before.then(work, work)
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

/** Options of {@link createOutbox}. */
export interface OutboxOptions<W extends Record<string, AnyUseCase>> {
  /**
   * The writes the outbox may keep, by the name the app uses (their `mutation` use cases). Never
   * checkout, payment or purchase: those must be answered while the shopper waits.
   */
  readonly writes: W
  /** Where entries are kept (`indexedDbTable("atlas-outbox")` by default). */
  readonly table?: KeyValueTable<OutboxEntry>
  /** The lock that keeps two tabs from sending at once ({@link webLock} by default). */
  readonly lock?: LockRunner
  /** Whether the browser says it is offline (`navigator.onLine === false` by default): a write made then is kept unsent. */
  readonly offline?: () => boolean
}

/** A write use case run through the outbox: its runs are kept while unanswered; it may fail with {@link WriteQueued}. */
export type Outboxed<U> = U extends UseCase<infer Args, infer A, infer E, infer R> ? UseCase<Args, A, E | WriteQueued, R> : never

/** Statuses of "not now" answers: the upstream asks to try again later. */
const LATER_STATUSES = new Set([429, 502, 503, 504])

/** Failures that leave a write for later: no answer, or an answer that says "not now". */
const unanswered = (error: unknown): boolean => {
  const e = error as {
    readonly _tag?: unknown
    readonly status?: unknown
    readonly errors?: ReadonlyArray<{ readonly code?: unknown }>
  } | null
  if (e === null || typeof e !== "object") return false
  if (e._tag === "ClientError") return true
  if (e._tag !== "UpstreamError") return false
  return LATER_STATUSES.has(e.status as number) || (e.errors ?? []).some((x) => x.code === "IDEMPOTENCY_IN_FLIGHT")
}

/** The lock every tab's outbox sends under. */
const LOCK = "atlas-outbox"

let made = 0
const entryId = (now: number) =>
  `${String(now).padStart(15, "0")}-${String(made++).padStart(6, "0")}-${Math.random().toString(36).slice(2, 8)}`
const seedOf = () => globalThis.crypto.randomUUID()

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

/**
 * The outbox of one app: `writes` are its write use cases run through it (use them with `useAction`
 * as the originals); `<OutboxSync>` attaches it to the provider's store and the shopper, and sends
 * what is kept when the connection or the page comes back.
 */
export class Outbox<W extends Record<string, AnyUseCase>> {
  /** The app's writes, run through the outbox. */
  readonly writes: { readonly [K in keyof W]: Outboxed<W[K]> }
  private readonly table: KeyValueTable<OutboxEntry>
  private readonly lock: LockRunner
  private readonly offline: () => boolean
  private readonly byName = new Map<string, AnyUseCase>()
  private readonly listeners = new Set<() => void>()
  private store: SlotStore | undefined
  private owner = "anonymous"
  private snapshot: { readonly pending: ReadonlyArray<OutboxEntry>; readonly refused: ReadonlyArray<RefusedWrite> } = {
    pending: [],
    refused: []
  }
  private sending: Promise<void> | undefined

  constructor(options: OutboxOptions<W>) {
    this.table = options.table ?? indexedDbTable<OutboxEntry>("atlas-outbox")
    this.lock = options.lock ?? webLock
    this.offline = options.offline ?? (() => globalThis.navigator?.onLine === false)
    const writes: Record<string, AnyUseCase> = {}
    for (const [name, useCase] of Object.entries(options.writes)) {
      if (useCase.mode !== "mutation") throw new Error(`Outbox: ${useCase.name} is not a write (mode ${useCase.mode})`)
      this.byName.set(useCase.name, useCase)
      writes[name] = this.through(useCase, undefined)
    }
    this.writes = writes as { readonly [K in keyof W]: Outboxed<W[K]> }
  }

  /** Sets the store the writes run in and whose writes these are (`<OutboxSync>` does). */
  attach(store: SlotStore, owner: string): void {
    this.store = store
    this.owner = owner
    void this.refresh()
  }

  /** The writes kept and not sent yet (this owner's), and those refused when sent again. */
  current = () => this.snapshot

  /** Listens to changes of {@link current}. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Forgets a refused write once the shopper has seen its message. */
  dismiss(entry: OutboxEntry): void {
    this.publish({ ...this.snapshot, refused: this.snapshot.refused.filter((r) => r.entry.id !== entry.id) })
  }

  /** Deletes every kept write (every owner's): on sign-out. */
  async clear(): Promise<void> {
    await this.table.clear()
    this.publish({ pending: [], refused: [] })
  }

  /**
   * Sends the kept writes of the current owner, oldest first, one at a time under the lock (so two
   * tabs never send the same write); stops at the first that is still unanswered. A write another
   * tab has sent meanwhile is gone from the table and skipped.
   */
  flush(): Promise<void> {
    if (this.sending !== undefined) return this.sending
    const sending = this.sendKept().finally(() => {
      this.sending = undefined
    })
    this.sending = sending
    return sending
  }

  private async sendKept(): Promise<void> {
    const store = this.store
    if (store === undefined || this.offline()) return
    for (const entry of await this.pendingOf(this.owner)) {
      const useCase = this.byName.get(entry.useCase)
      if (useCase === undefined) continue
      const state = await this.lock(LOCK, async () =>
        (await this.table.get(entry.id)) === undefined ? undefined : store.act(this.through(useCase, entry), entry.args)
      )
      if (state === undefined) continue
      if (state.status === "client-error" && state.error instanceof WriteQueued) break
      if (state.status === "response-error" || state.status === "client-error")
        this.publish({ ...this.snapshot, refused: [...this.snapshot.refused, { entry, state }] })
    }
    await this.refresh()
  }

  private async pendingOf(owner: string): Promise<ReadonlyArray<OutboxEntry>> {
    return (await this.table.entries()).map(([, entry]) => entry).filter((entry) => entry.owner === owner)
  }

  private async refresh(): Promise<void> {
    this.publish({ ...this.snapshot, pending: await this.pendingOf(this.owner) })
  }

  private publish(snapshot: typeof this.snapshot): void {
    this.snapshot = snapshot
    for (const listener of this.listeners) listener()
  }

  /**
   * The use case run through the outbox: a new run is kept first (a new entry and seed); a run of
   * a kept entry (`flush`) reuses its seed. Sent with the entry's keys, outside the lock for a kept
   * entry (`flush` holds it) and inside it for a new one; deleted once answered, kept (failing with
   * {@link WriteQueued}) while not.
   */
  private through(useCase: AnyUseCase, kept: OutboxEntry | undefined): AnyUseCase {
    const run = (...args: ReadonlyArray<unknown>) =>
      Effect.gen(this, function* () {
        const entry = kept ?? (yield* Effect.promise(() => this.keep(useCase, args)))
        if (this.offline()) return yield* Effect.fail(new WriteQueued({ useCase: useCase.name, entryId: entry.id, reason: undefined }))
        const send = Effect.locally(useCase.run(...args), currentIntent, new SeededIntent(entry.seed))
        const exit = yield* Effect.exit(kept === undefined ? this.locked(send) : send)
        const error = Exit.isFailure(exit) ? Option.getOrUndefined(Cause.failureOption(exit.cause)) : undefined
        if (error !== undefined && unanswered(error)) {
          yield* Effect.promise(() => this.refresh())
          return yield* Effect.fail(new WriteQueued({ useCase: useCase.name, entryId: entry.id, reason: (error as Error).message }))
        }
        yield* Effect.promise(async () => {
          await this.table.delete(entry.id)
          await this.refresh()
        })
        return yield* exit
      })
    return { ...useCase, run, oneShot: false }
  }

  /** Runs `effect` holding the outbox's lock. */
  private locked<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    return Effect.flatMap(Effect.runtime<R>(), (runtime) =>
      Effect.promise(() => this.lock(LOCK, () => Effect.runPromiseExit(Effect.provide(effect, runtime)))).pipe(Effect.flatten)
    )
  }

  private async keep(useCase: AnyUseCase, args: ReadonlyArray<unknown>): Promise<OutboxEntry> {
    const madeAt = Date.now()
    const entry: OutboxEntry = { id: entryId(madeAt), useCase: useCase.name, args, seed: seedOf(), owner: this.owner, madeAt }
    await this.table.put(entry.id, entry)
    await this.refresh()
    return entry
  }
}

/**
 * Makes an app's outbox over its write use cases.
 *
 * @example
 * export const outbox = createOutbox({ writes: { addToCart: CartsUseCases.addToCart, updateLine: CartsUseCases.updateLine } })
 * // in a component: useAction(outbox.writes.addToCart, { key: item.gtin13 })
 */
export const createOutbox = <W extends Record<string, AnyUseCase>>(options: OutboxOptions<W>): Outbox<W> => new Outbox(options)
