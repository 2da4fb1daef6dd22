/**
 * The adapter's core, free of React, on one `ManagedRuntime`: a cache of read entries (one per
 * use case, key and hash of the arguments, and for context-dependent reads the active modality)
 * with stale times, deduplicated fetches and revalidation; action slots apart from it (one per use
 * case and key); writes that set, patch or invalidate the reads they change; optimistic changes
 * rolled back when their write fails. Reader counting: the last reader leaving cancels a read.
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { isNoResponse } from "../errors/client.js"
import { currentIntent, Intent } from "../layers/intent.js"
import { RequestContext } from "../layers/RequestContext.js"
import { type Cell, Cells, type Hold, DEFAULT_KEY, entryIdOf, idPart, slotId } from "./Cells.js"
import { staleTimeOf } from "./freshness.js"
import { hashArgs } from "./hashArgs.js"
import { failureState, idle, type SettledState, type SlotState, UnexpectedError } from "./SlotState.js"
import { type AnyUseCase, type EntryChange, entryArgs, type ReadTarget, targetNames } from "./UseCase.js"

/** Options of a slot store. */
export interface SlotStoreOptions {
  /** How long a finished entry or slot nobody reads is kept, in milliseconds (5 minutes, as TanStack Query's `gcTime`). */
  readonly gcTimeMs?: number
  /** Stale times by service or use case name, over the `staleTimes` table. */
  readonly staleTimes?: Readonly<Record<string, number>>
  /** Revalidate stale reads on screen when the page is shown again (default true). */
  readonly refetchOnWindowFocus?: boolean
  /** Revalidate stale reads on screen when the browser is back online (default true). */
  readonly refetchOnReconnect?: boolean
}

/** Counters for tests and the memory check: runs started, fibers alive, entries and slots held, listeners. */
export interface SlotStoreStats {
  readonly started: number
  readonly live: number
  readonly slots: number
  readonly listeners: number
  /** Entries of servers' snapshots not read yet (at most 1,000). */
  readonly seeds: number
}

/**
 * A server's snapshot of its read cache (`dehydrate` of `atlas-client/react/server`): plain JSON.
 * Each entry is a read's value, encoded with the schema its use case declares, under the entry's
 * id (use case, key and hash of the arguments); `context` is the active modality the
 * context-dependent entries belong to.
 */
export interface DehydratedState {
  readonly context?: string | undefined
  readonly entries: ReadonlyArray<DehydratedEntry>
}

/** The default id of the script a page carries its snapshot in (`dehydratedScript` of `atlas-client/react/server`). */
export const DEHYDRATED_STATE_ID = "atlas-state"

/** One read entry of a {@link DehydratedState}. */
export interface DehydratedEntry {
  readonly id: string
  /** The value, encoded with the use case's `success` schema. */
  readonly value: unknown
  /** When it was fetched (milliseconds since the epoch): it is fresh for the read's stale time from then. */
  readonly updatedAt: number
}

/** What a write's success changed: entries handled (set or made stale), entries its `updates` changed. */
interface Written {
  readonly done: Set<Cell>
  readonly answered: ReadonlySet<Cell>
}

const nothingWritten = (): Written => ({ done: new Set(), answered: new Set() })

/** A change of one entry's state. */
type Change = (state: SlotState<unknown, unknown>) => SlotState<unknown, unknown>

/** A state without its fetch in flight: `success` without `fetching`, `request` as idle. */
const settledOf = (state: SlotState<unknown, unknown>): SlotState<unknown, unknown> =>
  state.status === "success" ? { status: "success", value: state.value } : state.status === "request" ? idle : state

/** How many entries of servers' snapshots not read yet a store keeps (the oldest beyond are dropped). */
const SEEDS_KEPT = 1_000

/**
 * Where an entry of a snapshot waits to be read: its id and the modality of its snapshot. A
 * snapshot made before its store knew a modality is the shopper's without one (`null`, as the
 * browser's store learns it).
 */
const seedKey = (id: string, context: string | undefined) => `${id}#${idPart(context ?? "null")}`

/** How long a one-shot write that failed without an answer keeps its keys for a run again with equal arguments. */
const INTENT_KEPT_MS = 5 * 60_000

/** A one-shot write's intent: its keys, its run in flight, and until when it is kept after an unanswered failure. */
interface OneShot {
  readonly id: string
  readonly keys: Intent
  running: Promise<SettledState<unknown, unknown>> | undefined
  until: number
}

const cancelled: SettledState<never, never> = { status: "cancelled" }
const requested: SlotState<never, never> = { status: "request" }

/** The read cache and action slots of one provider. */
export class SlotStore extends Cells {
  private readonly contextListeners = new Set<() => void>()
  /** Stops listening to the request context (set once the store listens). */
  private stopContext: (() => void) | undefined
  private watching = false
  // The active modality as a key; entries made under the first one known carry no suffix.
  private context: string | undefined
  protected initialContext: string | undefined
  // Entries of servers' snapshots not read yet, by id and snapshot's modality (`seedKey`): decoded when first read.
  private readonly seeds = new Map<string, DehydratedEntry>()
  // The last write of each scope (queued or sent): the next one waits for it.
  private readonly scopes = new Map<string, Promise<unknown>>()
  // One-shot writes in flight, or failed without an answer in the last 5 minutes, by use case and arguments.
  private readonly intents = new Map<string, OneShot>()
  // Every write queued or sent, until it ends.
  private readonly writing = new Set<Promise<unknown>>()
  // Entries given a snapshot's value and not yet checked for staleness: fresh while hydrating.
  private readonly hydrated = new Set<string>()
  private started = 0
  private disposed = false
  /** Told of each write's success once its `updates` and `invalidates` are applied (cross-tab sync tells the other tabs). */
  onWritten: ((useCase: AnyUseCase, value: unknown, args: ReadonlyArray<unknown>) => void) | undefined

  constructor(
    // The provider's layer supplies the services use cases need (the hooks' types check it); a
    // missing one makes the run die, which the slot shows as an `UnexpectedError`.
    readonly runtime: ManagedRuntime.ManagedRuntime<never, unknown>,
    private options: SlotStoreOptions = {}
  ) {
    super()
  }

  /** Changes the options (the provider passes its props on every render). */
  configure(options: SlotStoreOptions): void {
    this.options = options
  }

  /** The id of the read entry of `useCase` with `args` under `key` (and the active modality, when it depends on it). */
  entryId(useCase: AnyUseCase, args: ReadonlyArray<unknown>, key: string = DEFAULT_KEY): string {
    const hash = hashArgs(entryArgs(useCase, args), useCase.name)
    // A seeded entry holds its value from the first render on (a server's, and the hydration's).
    if (this.seedOf(useCase, entryIdOf(useCase.name, key, hash)) !== undefined) this.entry(useCase, args, key)
    return this.readId(useCase, key, hash)
  }

  /**
   * Seeds read entries from a server's snapshot (the provider's `dehydratedState`): each is
   * decoded with its use case's schema when first read, fresh for the render that hydrates it, then
   * for its stale time from when the server fetched it. An entry the store holds is replaced only by
   * a newer value (a later loader's, by the server's fetch time) and never while it is fetched.
   */
  hydrate(state: DehydratedState): void {
    // The context-dependent entries belong to the server's modality until this store knows its own.
    if (this.initialContext === undefined) this.context = this.initialContext = state.context
    // Each seed keeps its snapshot's modality: a context-dependent read takes it only under that one.
    const context = state.context ?? this.initialContext
    for (const entry of state.entries) {
      const cell = context === this.initialContext ? this.cells.get(entry.id) : undefined
      if (cell !== undefined) {
        // Newer wins (by the server's fetch time), never while the entry is fetched.
        if (cell.kind === "read" && cell.fiber === undefined && cell.updatedAt < entry.updatedAt && this.seed(cell, entry))
          queueMicrotask(() => this.set(cell, cell.state))
        continue
      }
      const key = seedKey(entry.id, context)
      if ((this.seeds.get(key)?.updatedAt ?? -Infinity) > entry.updatedAt) continue
      this.seeds.delete(key)
      this.seeds.set(key, entry)
    }
    for (const [id] of this.seeds) {
      if (this.seeds.size <= SEEDS_KEPT) break
      this.seeds.delete(id)
    }
  }

  /** Fetches again the read entries that failed with `error` (an error boundary's reset). */
  retry(error: unknown): void {
    for (const cell of this.cells.values())
      if (cell.kind === "read" && cell.fiber === undefined && "error" in cell.state && cell.state.error === error)
        void this.fetch(cell, false)
  }

  /** The active modality as entries are keyed by it (undefined until known). */
  getContextKey = (): string | undefined => this.context

  /**
   * The active modality's part of a context-dependent entry's id: undefined while it is the modality
   * the store started with (its snapshot's, or the first it learnt), the modality once it moved.
   * Undefined on the server and while hydrating too, so a page hydrated under the snapshot's
   * modality is not rendered again after hydrating (as it would be if this differed from the
   * server's value).
   */
  getContextMove = (): string | undefined => (this.context === this.initialContext ? undefined : this.context)

  /** Listens to changes of the active modality (context-dependent readers move to other entries). */
  subscribeContext = (listener: () => void): (() => void) => this.listen(this.contextListeners, listener)

  /** Runs started so far, fibers still running, entries and slots held, listeners subscribed. */
  stats(): SlotStoreStats {
    let live = 0
    for (const cell of this.cells.values()) live += (cell.fiber === undefined ? 0 : 1) + cell.writes
    let listeners = this.allListeners.size + this.contextListeners.size
    for (const set of this.listeners.values()) listeners += set.size
    return { started: this.started, live, slots: this.cells.size, listeners, seeds: this.seeds.size }
  }

  /** A component starts reading an entry; returns its id (for {@link release}). */
  acquire(useCase: AnyUseCase, args: ReadonlyArray<unknown>, key: string = DEFAULT_KEY): string {
    return this.hold(this.entry(useCase, args, key))
  }

  /** A component starts showing an action slot; returns its id (for {@link release}). */
  acquireSlot(useCase: AnyUseCase, key: string = DEFAULT_KEY): string {
    return this.hold(this.slot(useCase, key))
  }

  /** A component stops reading; when the last one leaves, a running read is cancelled (a mutation runs on). */
  release(id: string): void {
    const cell = this.cells.get(id)
    if (cell === undefined || this.disposed) return
    cell.readers = Math.max(0, cell.readers - 1)
    // Deferred, so that StrictMode's unmount-then-mount keeps the run.
    queueMicrotask(() => {
      if (cell.readers > 0) return
      if (cell.fiber !== undefined) this.stop(cell)
      this.collect(cell)
    })
  }

  /**
   * Reads an entry: joins its fetch in flight, answers a fresh value at once, or fetches (a stale
   * value stays shown, `fetching`; a failure of that revalidation keeps it). `force` fetches again
   * even when fresh or in flight, and shows its error. `never` use cases always fetch.
   *
   * `minCacheMs` keeps the entry (fresh, and collected no sooner) at least that long after a fetch
   * whatever the stale time and `gcTimeMs` say: a suspended read's value waits for its component
   * to mount.
   *
   * The promise resolves (never rejects) with how the fetch ended: its success or error, or
   * `cancelled` when it was cancelled or replaced first.
   */
  read(
    useCase: AnyUseCase,
    args: ReadonlyArray<unknown>,
    options: { readonly key?: string; readonly force?: boolean; readonly minCacheMs?: number } = {}
  ): Promise<SettledState<unknown, unknown>> {
    if (this.disposed) return Promise.resolve(cancelled)
    const cell = this.entry(useCase, args, options.key ?? DEFAULT_KEY)
    cell.minCacheMs = Math.max(cell.minCacheMs, options.minCacheMs ?? 0)
    if (options.force !== true && useCase.mode === "read") {
      if (cell.fiber !== undefined) return this.waitFor(cell)
      if (cell.state.status === "success" && !this.isStale(cell)) return Promise.resolve(cell.state)
    }
    return this.fetch(cell, options.force !== true)
  }

  /**
   * Runs a use case into its action slot (never the read cache). The slot shows the newest run. A
   * read run as an action replaces one in flight. A write (a mutation, which resets the slot first,
   * or a `never` call) is never interrupted by the store once sent: not by a newer run, an unmount,
   * a modality change, `cancel`, `reset` or `dispose`; its `updates` and `invalidates` apply and its
   * promise resolves with its real outcome, whichever run the slot shows. A write of a `scope` waits
   * for the writes of its scope run before it (showing `request` meanwhile); `cancel` and `reset`
   * drop it while it waits. `optimistic` changes read entries as the write is sent; they are rolled
   * back if it fails, and made stale when it ends.
   */
  act(
    useCase: AnyUseCase,
    args: ReadonlyArray<unknown>,
    options: { readonly key?: string; readonly optimistic?: ReadonlyArray<EntryChange> | undefined; readonly scope?: string | false } = {}
  ): Promise<SettledState<unknown, unknown>> {
    if (this.disposed) return Promise.resolve(cancelled)
    const cell = this.slot(useCase, options.key ?? DEFAULT_KEY, args)
    if (useCase.mode === "read") {
      if (cell.fiber !== undefined) this.interrupt(cell, cancelled)
      this.set(cell, requested)
      return this.start(cell, (exit, run) => {
        const state = this.stateOf(exit)
        if (cell.run === run) this.end(cell, state, state)
      })
    }
    const run = ++cell.run
    if (useCase.mode === "mutation") this.set(cell, { status: "reset" })
    this.set(cell, requested)
    cell.writes += 1
    const intent = useCase.oneShot === true ? this.intentOf(useCase, args) : undefined
    // A one-shot write with equal arguments in flight: this run is that one.
    if (intent?.running !== undefined)
      return intent.running.then((state) => {
        cell.writes -= 1
        if (cell.run === run) this.set(cell, state)
        if (cell.readers === 0) this.collect(cell)
        return state
      })
    const scope = options.scope === false ? undefined : (options.scope ?? useCase.scope)
    const before = scope === undefined ? undefined : this.scopes.get(scope)
    let ended!: (state: SettledState<unknown, unknown>) => void
    const outcome = new Promise<SettledState<unknown, unknown>>((resolve) => (ended = resolve))
    this.writing.add(outcome)
    if (intent !== undefined) intent.running = outcome
    const finish = (state: SettledState<unknown, unknown>, show: boolean) => {
      cell.writes -= 1
      this.writing.delete(outcome)
      if (intent !== undefined) this.intentEnded(intent, state)
      if (show && cell.run === run) this.set(cell, state)
      ended(state)
      if (cell.readers === 0) this.collect(cell)
    }
    const drop = () => {
      cell.queued.delete(drop)
      finish(cancelled, false)
    }
    const send = (): Promise<unknown> => {
      if (!cell.queued.delete(drop) && before !== undefined) return outcome
      const held = options.optimistic === undefined ? new Map<Cell, Hold>() : this.holdFor(options.optimistic)
      this.started += 1
      this.watchContext()
      // The one boundary where the provider's layer is trusted to supply what an effect requires.
      const effect = useCase.run(...args) as Effect.Effect<unknown, unknown, never>
      const fiber = this.runtime.runFork(intent === undefined ? effect : Effect.locally(effect, currentIntent, intent.keys.run()))
      fiber.addObserver((exit) => {
        const state = this.stateOf(exit)
        // The write took place (or not) whether or not the slot still shows this run.
        const { done, answered } = state.status === "success" ? this.written(useCase, state.value, args) : nothingWritten()
        this.letGo(held, state.status !== "success", done, answered)
        finish(state, true)
      })
      return outcome
    }
    if (before === undefined) void send()
    else cell.queued.add(drop)
    if (scope !== undefined) {
      const chain = (before ?? Promise.resolve()).then(before === undefined ? () => outcome : send)
      this.scopes.set(scope, chain)
      void chain.then(() => this.scopes.get(scope) === chain && this.scopes.delete(scope))
    }
    return outcome
  }

  /** Marks the reads named by `targets` (or one entry, by its id) stale; those on screen are fetched again. */
  invalidate(targets: ReadonlyArray<ReadTarget>): void {
    this.invalidateExcept(targets, new Set(), "invalidate()")
  }

  /** Sets or patches read entries (e.g. from a write the app made itself). */
  update(changes: ReadonlyArray<EntryChange>): void {
    this.apply(changes)
  }

  /** Revalidates the stale reads on screen: `focus` when the page is shown again, `reconnect` when the browser is back online. */
  revalidate(trigger: "focus" | "reconnect"): void {
    const option = trigger === "focus" ? "refetchOnWindowFocus" : "refetchOnReconnect"
    if (this.options[option] === false) return
    for (const cell of this.cells.values()) {
      if (cell.kind === "read" && cell.readers > 0 && cell.fiber === undefined && cell.useCase[option] !== false && this.isStale(cell))
        void this.fetch(cell, true)
    }
  }

  /** An interval tick of an entry on screen: fetched again unless it was fetched within half the interval. */
  poll(id: string, intervalMs: number): void {
    const cell = this.cells.get(id)
    if (cell !== undefined && cell.readers > 0 && cell.fiber === undefined && Date.now() - cell.updatedAt >= intervalMs / 2)
      void this.fetch(cell, true)
  }

  /**
   * Interrupts a running read (aborting its fetch): a slot or an entry without a value shows
   * cancelled. A slot's writes still queued are dropped; one sent runs on (the slot no longer shows it).
   */
  cancel(id: string): void {
    const cell = this.cells.get(id)
    if (cell === undefined) return
    if (cell.writes > 0) {
      cell.run += 1
      for (const drop of [...cell.queued]) drop()
      this.set(cell, cancelled)
    }
    this.stop(cell)
  }

  /** Interrupts a running read and shows the slot (or entry, its value dropped) as reset; writes as {@link cancel}. */
  reset(id: string): void {
    const cell = this.cells.get(id)
    if (cell === undefined) return
    cell.run += 1
    for (const drop of [...cell.queued]) drop()
    if (cell.fiber !== undefined) this.interrupt(cell, cancelled)
    cell.updatedAt = 0
    this.set(cell, { status: "reset" })
  }

  /** The intent of a one-shot write with these arguments: the one in flight or failed unanswered lately, else a new one. */
  private intentOf(useCase: AnyUseCase, args: ReadonlyArray<unknown>): OneShot {
    const id = entryIdOf(useCase.name, DEFAULT_KEY, hashArgs(args, useCase.name))
    const now = Date.now()
    for (const [key, kept] of this.intents) if (kept.running === undefined && kept.until <= now) this.intents.delete(key)
    let intent = this.intents.get(id)
    if (intent === undefined) this.intents.set(id, (intent = { id, keys: new Intent(), running: undefined, until: 0 }))
    return intent
  }

  /** A one-shot write ended: kept for a run again only when it failed without an answer (its keys are the same intent's). */
  private intentEnded(intent: OneShot, state: SettledState<unknown, unknown>): void {
    intent.running = undefined
    if (state.status === "client-error" && isNoResponse(state.error)) intent.until = Date.now() + INTENT_KEPT_MS
    else this.intents.delete(intent.id)
  }

  /** When every write queued or sent so far has ended (a provider disposes a runtime it made only then). */
  writesSettled(): Promise<void> {
    return Promise.all(this.writing).then(() => undefined)
  }

  /**
   * Interrupts every read, stops listening to the context and drops every timer; writes queued or
   * sent run to their end. The runtime is the provider's to dispose.
   */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    for (const cell of this.cells.values()) if (cell.fiber !== undefined) this.interrupt(cell, cancelled)
    this.stopCollecting()
    this.stopContext?.()
  }

  /** Disposed: it runs nothing more (a provider shown again makes a new store, {@link adopt}ing this one's values). */
  get isDisposed(): boolean {
    return this.disposed
  }

  /**
   * Takes over the values and modality of a disposed store of the same provider (an `<Activity>`
   * hidden, then shown again): its reads show at once and are revalidated when stale.
   */
  adopt(previous: SlotStore): void {
    if (this.initialContext === undefined) {
      this.initialContext = previous.initialContext
      this.context = previous.context
    }
    for (const [id, seed] of previous.seeds) if (!this.seeds.has(id)) this.seeds.set(id, seed)
    for (const cell of previous.cells.values()) {
      if (cell.kind !== "read" || cell.state.status !== "success" || this.cells.has(cell.id)) continue
      const made = this.create(cell.id, "read", cell.useCase, cell.key, cell.args, cell.hash)
      made.state = { status: "success", value: cell.state.value }
      made.updatedAt = cell.updatedAt
      made.invalidated = cell.invalidated
      this.collect(made)
    }
  }

  /**
   * The seed of an entry: a context-dependent read's from a snapshot of the active modality only;
   * another read's from one of the active modality, else of the first.
   */
  private seedOf(useCase: AnyUseCase, id: string): { readonly key: string; readonly entry: DehydratedEntry } | undefined {
    const keys = [seedKey(id, this.context)]
    if (!useCase.contextDependent) keys.push(seedKey(id, this.initialContext))
    for (const key of keys) {
      const entry = this.seeds.get(key)
      if (entry !== undefined) return { key, entry }
    }
    return undefined
  }

  /** The id of an entry under the modality the store started with (a snapshot's ids). */
  protected baseId(cell: Cell): string | undefined {
    return cell.hash === undefined ? undefined : entryIdOf(cell.name, cell.key, cell.hash)
  }

  private readId(useCase: AnyUseCase, key: string, hash: string): string {
    const moved = this.getContextMove()
    return entryIdOf(useCase.name, key, hash, useCase.contextDependent ? moved : undefined)
  }

  private entry(useCase: AnyUseCase, given: ReadonlyArray<unknown>, key: string): Cell {
    const args = entryArgs(useCase, given)
    const hash = hashArgs(args, useCase.name)
    const id = this.readId(useCase, key, hash)
    let cell = this.cells.get(id)
    if (cell === undefined) {
      cell = this.create(id, "read", useCase, key, args, hash)
      const seed = this.seedOf(useCase, entryIdOf(useCase.name, key, hash))
      if (seed !== undefined) {
        this.seeds.delete(seed.key)
        cell.useCase = useCase
        this.seed(cell, seed.entry)
      }
    }
    cell.useCase = useCase
    return cell
  }

  /**
   * Gives a read entry a snapshot's value (a value the schema does not decode, another version's,
   * is left out: the read fetches it). The value is fresh for the render that reads it first, and
   * for its stale time from when the server fetched it.
   */
  private seed(cell: Cell, seed: DehydratedEntry): boolean {
    const schema = cell.useCase.success as Schema.Schema<unknown> | undefined
    const value = schema === undefined ? Option.none() : Schema.decodeUnknownOption(schema)(seed.value)
    if (Option.isNone(value)) return false
    cell.state = { status: "success", value: value.value }
    cell.updatedAt = Math.min(seed.updatedAt, Date.now())
    cell.invalidated = false
    this.hydrated.add(cell.id)
    return true
  }

  private slot(useCase: AnyUseCase, key: string, args?: ReadonlyArray<unknown>): Cell {
    const id = slotId(useCase.name, key)
    const cell = this.cells.get(id) ?? this.create(id, "action", useCase, key, [], undefined)
    cell.useCase = useCase
    if (args !== undefined) cell.args = args
    return cell
  }

  private isStale(cell: Cell): boolean {
    if (this.hydrated.has(cell.id)) {
      // Every reader mounted by the hydrating commit sees it fresh; the next check counts the stale time.
      queueMicrotask(() => this.hydrated.clear())
      return false
    }
    return (
      cell.state.status !== "success" ||
      cell.invalidated ||
      Date.now() - cell.updatedAt >= Math.max(cell.minCacheMs, staleTimeOf(cell.useCase, this.options.staleTimes))
    )
  }

  /** Fetches an entry; with `background`, a failure while it holds a value keeps the value (stale). */
  private fetch(cell: Cell, background: boolean): Promise<SettledState<unknown, unknown>> {
    // An entry a write in flight holds is fetched once the last such write ends (it is stale until then).
    if (cell.holds.length > 0) {
      cell.invalidated = true
      return Promise.resolve(settledOf(cell.state) as SettledState<unknown, unknown>)
    }
    // A fetch in flight is replaced; its callers get the new one's result.
    if (cell.fiber !== undefined) this.interrupt(cell)
    this.set(cell, cell.state.status === "success" ? { status: "success", value: cell.state.value, fetching: true } : requested)
    return this.start(cell, (exit, run) => {
      if (cell.run !== run) return
      const state = this.stateOf(exit)
      if (state.status === "success") {
        cell.updatedAt = Date.now()
        cell.invalidated = false
      } else if (cell.state.status === "success" && (background || state.status === "cancelled")) {
        cell.invalidated = true
        return this.end(cell, { status: "success", value: cell.state.value }, state)
      }
      this.end(cell, state, state)
    })
  }

  /** Forks a run of the cell's use case; `onExit` gets the run's number (a newer run makes it outdated). */
  private start(cell: Cell, onExit: (exit: Exit.Exit<unknown, unknown>, run: number) => void): Promise<SettledState<unknown, unknown>> {
    this.started += 1
    this.watchContext()
    const run = ++cell.run
    const settled = this.waitFor(cell)
    // The one boundary where the provider's layer is trusted to supply what an effect requires.
    const fiber = this.runtime.runFork(cell.useCase.run(...cell.args) as Effect.Effect<unknown, unknown, never>)
    cell.fiber = fiber
    fiber.addObserver((exit) => onExit(exit, run))
    return settled
  }

  private end(cell: Cell, state: SlotState<unknown, unknown>, outcome: SettledState<unknown, unknown>): void {
    cell.fiber = undefined
    this.set(cell, state)
    this.settle(cell, outcome)
    if (cell.readers === 0) this.collect(cell)
  }

  private stop(cell: Cell): void {
    if (cell.fiber === undefined) return
    cell.run += 1
    this.interrupt(cell, cancelled)
    this.set(cell, cell.kind === "read" && cell.state.status === "success" ? { status: "success", value: cell.state.value } : cancelled)
  }

  private stateOf(exit: Exit.Exit<unknown, unknown>): SettledState<unknown, unknown> {
    if (Exit.isSuccess(exit)) return { status: "success", value: exit.value }
    const failure = Cause.failureOption(exit.cause)
    if (Option.isSome(failure)) return failureState(failure.value)
    if (Cause.isInterruptedOnly(exit.cause)) return cancelled
    return { status: "client-error", error: new UnexpectedError({ message: Cause.pretty(exit.cause) }) }
  }

  /**
   * Applies entry changes as the server's (a write's `updates`, `update()`): an entry held by writes
   * in flight takes them under their optimistic changes, shown again over it. Returns the entries
   * set (fresh) and every entry changed.
   */
  private apply(changes: ReadonlyArray<EntryChange>): { readonly set: Set<Cell>; readonly changed: Set<Cell> } {
    const set = new Set<Cell>()
    const changed = new Set<Cell>()
    for (const [cell, change, sets] of this.changed(changes)) {
      changed.add(cell)
      if (cell.holds.length === 0) this.set(cell, change(cell.state))
      else {
        cell.base = change(cell.base)
        this.show(cell)
      }
      if (sets) {
        set.add(cell)
        cell.updatedAt = Date.now()
        cell.invalidated = false
        if (cell.readers === 0) this.collect(cell)
      }
    }
    return { set, changed }
  }

  /**
   * Holds entries with a write's optimistic changes until it ends: shown over what the server said
   * (and over the changes of earlier writes still in flight); a fetch in flight is dropped (it may
   * answer from before the write) and none starts until the last write holding it ends.
   */
  private holdFor(changes: ReadonlyArray<EntryChange>): Map<Cell, Hold> {
    const held = new Map<Cell, Hold>()
    for (const [cell, change] of this.changed(changes)) {
      if (cell.holds.length === 0) cell.base = settledOf(cell.state)
      if (cell.fiber !== undefined) {
        cell.run += 1
        this.interrupt(cell, settledOf(change(cell.state)) as SettledState<unknown, unknown>)
        cell.invalidated = true
      }
      const hold: Hold = { change }
      cell.holds.push(hold)
      held.set(cell, hold)
      this.show(cell)
    }
    return held
  }

  /** The entries changes reach, each with its change as a function of the entry's state, and whether it is a `set` (fresh). */
  private changed(changes: ReadonlyArray<EntryChange>): Array<readonly [Cell, Change, boolean]> {
    const out: Array<readonly [Cell, Change, boolean]> = []
    for (const c of changes) {
      if (c._tag === "set") {
        const cell = this.entry(c.read, c.args, c.key ?? DEFAULT_KEY)
        const state: SettledState<unknown, unknown> = { status: "success", value: c.value }
        // A fetch in flight may answer from before the write: dropped, its callers get the value.
        if (cell.fiber !== undefined) {
          cell.run += 1
          this.interrupt(cell, state)
        }
        out.push([cell, () => state, true])
      } else {
        for (const cell of this.cells.values()) {
          if (cell.kind !== "read" || cell.name !== c.read.name || (c.key !== undefined && cell.key !== c.key)) continue
          if (cell.holds.length === 0 && cell.state.status !== "success") continue
          const patch = (state: SlotState<unknown, unknown>): SlotState<unknown, unknown> =>
            state.status === "success" ? { ...state, value: c.update(state.value, cell.args) } : state
          out.push([cell, patch, false])
        }
      }
    }
    return out
  }

  /** Shows a held entry: what the server last said, with the optimistic changes of the writes in flight over it. */
  private show(cell: Cell): void {
    this.set(
      cell,
      cell.holds.reduce((state, hold) => hold.change(state), cell.base)
    )
  }

  /**
   * A write's success: its `updates` (set entries are fresh), then its `invalidates`; returns the
   * entries handled (set or made stale) and those its `updates` changed (the server's answer).
   */
  private written(useCase: AnyUseCase, value: unknown, args: ReadonlyArray<unknown>): Written {
    const { set, changed } = this.apply(useCase.updates?.(value, args) ?? [])
    const done = new Set(set)
    if (useCase.invalidates !== undefined) this.invalidateExcept(useCase.invalidates, done, useCase.name)
    this.onWritten?.(useCase, value, args)
    return { done, answered: changed }
  }

  /**
   * A write holding entries ended: its optimistic change goes. A failure shows what the server last
   * said (with the changes of later writes still in flight); a success keeps its change as the
   * value until the entry is fetched again, unless its `updates` gave the entry the server's
   * answer. Every entry it held turns stale, fetched once no write holds it.
   */
  private letGo(held: ReadonlyMap<Cell, Hold>, failed: boolean, done: Set<Cell>, answered: ReadonlySet<Cell>): void {
    for (const [cell, hold] of held) {
      const at = cell.holds.indexOf(hold)
      if (at >= 0) cell.holds.splice(at, 1)
      if (!failed && !answered.has(cell)) cell.base = hold.change(cell.base)
      this.show(cell)
      cell.invalidated ||= !done.has(cell)
      done.add(cell)
      if (cell.holds.length > 0) continue
      if (cell.readers === 0) this.collect(cell)
      else if (cell.invalidated) void this.fetch(cell, true)
    }
  }

  private invalidateExcept(targets: ReadonlyArray<ReadTarget>, done: Set<Cell>, by: string): void {
    const names = targets.flatMap(targetNames)
    const stale: Array<string> = []
    for (const cell of this.cells.values()) {
      if (cell.kind !== "read" || done.has(cell) || !names.some((n) => n === cell.name || n === cell.id || n === cell.useCase.sends))
        continue
      done.add(cell)
      stale.push(cell.id)
      this.markStale(cell)
    }
    this.noteInvalidation(by, names, stale)
  }

  private markStale(cell: Cell): void {
    cell.invalidated = true
    if (cell.readers > 0 && cell.holds.length === 0) void this.fetch(cell, true)
  }

  protected gcTimeMs(): number {
    return this.options.gcTimeMs ?? 300_000
  }

  protected staleTimeMsOf(useCase: AnyUseCase): number {
    return staleTimeOf(useCase, this.options.staleTimes)
  }

  private watchContext(): void {
    if (this.watching || this.disposed) return
    this.watching = true
    const watch = Effect.serviceOption(RequestContext).pipe(
      Effect.flatMap(
        Option.match({
          onNone: () => Effect.void,
          // The first value is the current one; each change of the active modality moves the
          // context-dependent readers to the entries of the new one.
          onSome: (ctx) =>
            Effect.sync(() => {
              if (this.disposed) return
              let last: string | undefined
              this.stopContext = ctx.subscribe((value) => {
                const context = JSON.stringify(value.modality ?? null)
                if (context === last) return
                last = context
                this.contextChanged(context)
              })
            })
        })
      )
    )
    this.runtime.runFork(watch)
  }

  private contextChanged(context: string): void {
    if (this.initialContext === undefined) {
      this.context = this.initialContext = context
      return
    }
    // The first value may be the one a snapshot's entries were made under.
    if (context === this.context) return
    this.context = context
    for (const listener of this.contextListeners) listener()
    // Action slots are not keyed by context: those of context-dependent reads still shown run again
    // (a write never: it changed the shopper's state under the modality it was sent with).
    for (const cell of this.cells.values()) {
      const shown = cell.readers > 0 || cell.fiber !== undefined
      if (cell.kind === "action" && cell.useCase.mode === "read" && cell.useCase.contextDependent && cell.run > 0 && shown)
        void this.act(cell.useCase, cell.args, { key: cell.key })
    }
  }
}
