/**
 * The write outbox: cart, list and coupon writes made offline, or whose answer was lost, are kept
 * on the device (`localStorage`) with the seed of their `Idempotency-Key`s and sent again, in order, when the
 * connection or the page comes back. A write sent again carries the same keys, so an upstream that
 * already applied it answers the same result: one effect per intent, across reloads and tabs (a
 * Web Lock lets one tab send at a time).
 *
 * What a page loads at first is this much: the writes' use cases, the outbox's state for the page,
 * and keeping a write (in `localStorage`, one key per write), which works offline. Sending
 * (`OutboxEngine`) is loaded when there is something to send and a connection to send it on.
 *
 * @since 0.4.0
 */
import * as Effect from "effect/Effect"
import type { SlotStore } from "../react/SlotStore.js"
import type { AnyUseCase, UseCase } from "../react/UseCase.js"
import type { KeyValueTable } from "./KeyValueTable.js"
import { localStorageTable } from "./localStorageTable.js"
import type { OutboxEngine } from "./OutboxEngine.js"
import { type LockRunner, type OutboxEntry, type RefusedWrite, WriteQueued } from "./WriteQueued.js"

/** Options of {@link createOutbox}. */
export interface OutboxOptions<W extends Record<string, AnyUseCase>> {
  /**
   * The writes the outbox may keep, by the name the app uses (their `mutation` use cases). Never
   * checkout, payment or purchase: those must be answered while the shopper waits.
   */
  readonly writes: W
  /** The outbox's name: its `localStorage` keys' prefix and its Web Lock (`"atlas-outbox"`). */
  readonly name?: string
  /** Where entries are kept (`localStorageTable(name)` by default; `memoryTable()` in tests). */
  readonly table?: KeyValueTable<OutboxEntry>
  /** The lock that keeps two tabs from sending at once (the Web Locks API by default). */
  readonly lock?: LockRunner
  /** Whether the browser says it is offline (`navigator.onLine === false` by default): a write made then is kept unsent. */
  readonly offline?: () => boolean
}

/** A write use case run through the outbox: its runs are kept while unanswered; it may fail with {@link WriteQueued}. */
export type Outboxed<U> = U extends UseCase<infer Args, infer A, infer E, infer R> ? UseCase<Args, A, E | WriteQueued, R> : never

/** What the outbox holds for the page: the current owner's kept writes, oldest first, and those refused when sent again. */
export interface OutboxState {
  readonly pending: ReadonlyArray<OutboxEntry>
  readonly refused: ReadonlyArray<RefusedWrite>
}

let made = 0
/** An id that sorts as the writes were made (time, then a counter), unique across tabs. */
const entryId = (now: number) =>
  `${String(now).padStart(15, "0")}-${String(made++).padStart(6, "0")}-${Math.random().toString(36).slice(2, 8)}`

/**
 * The outbox of one app: `writes` are its write use cases run through it (use them with `useAction`
 * as the originals); `<OutboxSync>` attaches it to the provider's store and the shopper, and sends
 * what is kept when the connection or the page comes back.
 */
export class Outbox<W extends Record<string, AnyUseCase>> {
  /** The app's writes, run through the outbox. */
  readonly writes: { readonly [K in keyof W]: Outboxed<W[K]> }
  private readonly name: string
  private readonly table: KeyValueTable<OutboxEntry>
  private readonly offline: () => boolean
  private readonly byName = new Map<string, AnyUseCase>()
  private readonly listeners = new Set<() => void>()
  // Kept writes being sent now: not "waiting" for the page.
  private readonly sending = new Set<string>()
  private engine: Promise<OutboxEngine> | undefined
  private store: SlotStore | undefined
  private owner = "anonymous"
  private state: OutboxState = { pending: [], refused: [] }

  constructor(private readonly options: OutboxOptions<W>) {
    this.name = options.name ?? "atlas-outbox"
    this.table = options.table ?? localStorageTable<OutboxEntry>(this.name)
    this.offline = options.offline ?? (() => globalThis.navigator?.onLine === false)
    const writes: Record<string, AnyUseCase> = {}
    for (const [name, useCase] of Object.entries(options.writes)) {
      if (useCase.mode !== "mutation") throw new Error(`Outbox: ${useCase.name} is not a write (mode ${useCase.mode})`)
      this.byName.set(useCase.name, useCase)
      writes[name] = this.through(useCase, undefined)
    }
    this.writes = writes as { readonly [K in keyof W]: Outboxed<W[K]> }
  }

  /** Sets the store the writes run in and whose writes these are (`<OutboxSync>` does), and sends what waits. */
  attach(store: SlotStore, owner: string): void {
    this.store = store
    this.owner = owner
    void this.flush()
  }

  /** What the outbox holds for the page. */
  current = (): OutboxState => this.state

  /** Listens to changes of {@link current}. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Forgets a refused write once the shopper has seen its message. */
  dismiss(entry: OutboxEntry): void {
    this.publish({ ...this.state, refused: this.state.refused.filter((r) => r.entry.id !== entry.id) })
  }

  /** Deletes every kept write (every owner's): on sign-out. */
  async clear(): Promise<void> {
    await this.table.clear()
    this.publish({ pending: [], refused: [] })
  }

  /**
   * Sends the current owner's kept writes, oldest first, one at a time under the lock (two tabs
   * never send the same write); stops at the first still unanswered. Loads nothing while no write
   * is kept or the browser is offline.
   */
  async flush(): Promise<void> {
    const store = this.store
    const pending = await this.refresh()
    if (store === undefined || pending.length === 0 || this.offline()) return
    const engine = await this.load().catch(() => undefined)
    if (engine === undefined) return
    const refused = await engine.flush(store, pending, (entry) => {
      const useCase = this.byName.get(entry.useCase)
      return useCase === undefined ? undefined : this.through(useCase, entry)
    })
    await this.refresh()
    // Flushes asked for while one runs share its answer: each refusal is reported once.
    const known = new Set(this.state.refused.map((r) => r.entry.id))
    const fresh = refused.filter((r) => !known.has(r.entry.id))
    if (fresh.length > 0) this.publish({ ...this.state, refused: [...this.state.refused, ...fresh] })
  }

  private load(): Promise<OutboxEngine> {
    const loading = (this.engine ??= import("./OutboxEngine.js").then(
      ({ OutboxEngine }) => new OutboxEngine({ name: this.name, table: this.table, lock: this.options.lock, changed: () => this.refresh() })
    ))
    // A failed load (the connection dropped) is tried again next time.
    loading.catch(() => {
      if (this.engine === loading) this.engine = undefined
    })
    return loading
  }

  /** Publishes the current owner's kept writes; resolves with them. */
  private async refresh(): Promise<ReadonlyArray<OutboxEntry>> {
    const kept = (await this.table.entries()).map(([, entry]) => entry).filter((entry) => entry.owner === this.owner)
    const pending = kept.filter((entry) => !this.sending.has(entry.id))
    // The same writes: no new state, so that the page's readers (every tile) are not rendered again for nothing.
    const same = pending.length === this.state.pending.length && pending.every((entry, i) => entry.id === this.state.pending[i]?.id)
    if (!same) this.publish({ ...this.state, pending })
    return kept
  }

  private publish(state: OutboxState): void {
    this.state = state
    for (const listener of this.listeners) listener()
  }

  /** A new write's entry: a new seed for its keys. */
  private entryFor(useCase: AnyUseCase, args: ReadonlyArray<unknown>): OutboxEntry {
    const madeAt = Date.now()
    return { id: entryId(madeAt), useCase: useCase.name, args, seed: globalThis.crypto.randomUUID(), owner: this.owner, madeAt }
  }

  /** Keeps a new write on the device. */
  private async keep(entry: OutboxEntry): Promise<void> {
    await this.table.put(entry.id, entry)
    await this.refresh()
  }

  /**
   * The use case run through the outbox: a new run is kept first; offline it is not sent (it fails
   * with {@link WriteQueued}), else sent by the engine with the entry's keys (a kept entry's run, by
   * `flush`, reuses them).
   */
  private through(useCase: AnyUseCase, kept: OutboxEntry | undefined): AnyUseCase {
    const run = (...args: ReadonlyArray<unknown>) => {
      // The entry, once kept: "sending" (not waiting, for the page) from before it is kept until its run ends.
      let id: string | undefined
      return Effect.promise(async () => {
        const online = !this.offline()
        const entry = kept ?? this.entryFor(useCase, args)
        id = entry.id
        if (online) this.sending.add(entry.id)
        if (kept === undefined) await this.keep(entry)
        return { entry, engine: online ? await this.load().catch(() => undefined) : undefined }
      }).pipe(
        Effect.flatMap(({ entry, engine }) =>
          engine === undefined
            ? new WriteQueued({ useCase: useCase.name, entryId: entry.id, reason: undefined })
            : engine.send(useCase, args, entry, kept === undefined)
        ),
        Effect.ensuring(
          Effect.promise(async () => {
            if (id === undefined) return
            this.sending.delete(id)
            await this.refresh()
          })
        )
      )
    }
    return { ...useCase, run, oneShot: false }
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
