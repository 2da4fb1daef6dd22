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
import { RequestContext } from "../layers/RequestContext.js"
import { type Cell, Cells, DEFAULT_KEY, slotId } from "./Cells.js"
import { staleTimeOf } from "./freshness.js"
import { hashArgs } from "./hashArgs.js"
import { failureState, idle, type SettledState, type SlotState, UnexpectedError } from "./SlotState.js"
import type { AnyUseCase, EntryChange, ReadTarget } from "./UseCase.js"

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

/** One read entry of a {@link DehydratedState}. */
export interface DehydratedEntry {
  readonly id: string
  /** The value, encoded with the use case's `success` schema. */
  readonly value: unknown
  /** When it was fetched (milliseconds since the epoch): it is fresh for the read's stale time from then. */
  readonly updatedAt: number
}

/** An entry changed by a write: its state and time before the first change, its state after the last. */
interface Touched {
  readonly before: SlotState<unknown, unknown>
  readonly updatedAt: number
  after: SlotState<unknown, unknown>
  set: boolean
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
  // Entries of a server's snapshot not read yet: decoded when first read.
  private readonly seeds = new Map<string, DehydratedEntry>()
  // Entries given a snapshot's value and not yet checked for staleness: fresh while hydrating.
  private readonly hydrated = new Set<string>()
  private started = 0
  private disposed = false

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
    const id = this.readId(useCase, key, hashArgs(args))
    // A seeded entry holds its value from the first render on (a server's, and the hydration's).
    if (this.seeds.has(id)) this.entry(useCase, args, key)
    return id
  }

  /**
   * Seeds read entries from a server's snapshot (the provider's `dehydratedState`): each is
   * decoded with its use case's schema when first read, fresh for the render that hydrates it, then
   * for its stale time from when the server fetched it. An entry the store holds is replaced only by
   * a newer value (a later loader's, by the server's fetch time) and never while it is fetched.
   */
  hydrate(state: DehydratedState): void {
    for (const seed of state.entries) {
      const cell = this.cells.get(seed.id)
      if (cell === undefined) {
        if ((this.seeds.get(seed.id)?.updatedAt ?? -Infinity) <= seed.updatedAt) this.seeds.set(seed.id, seed)
      } else if (cell.kind === "read" && cell.fiber === undefined && cell.updatedAt < seed.updatedAt && this.seed(cell, seed))
        queueMicrotask(() => this.set(cell, cell.state))
    }
    // The context-dependent entries belong to the server's modality until this store knows its own.
    if (this.initialContext === undefined) this.context = this.initialContext = state.context
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
    for (const cell of this.cells.values()) if (cell.fiber !== undefined) live += 1
    let listeners = this.allListeners.size + this.contextListeners.size
    for (const set of this.listeners.values()) listeners += set.size
    return { started: this.started, live, slots: this.cells.size, listeners }
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
    if (cell === undefined) return
    cell.readers = Math.max(0, cell.readers - 1)
    // Deferred, so that StrictMode's unmount-then-mount keeps the run.
    queueMicrotask(() => {
      if (cell.readers > 0) return
      if (cell.fiber !== undefined && cell.useCase.mode !== "mutation") this.stop(cell)
      this.collect(cell)
    })
  }

  /**
   * Reads an entry: joins its fetch in flight, answers a fresh value at once, or fetches (a stale
   * value stays shown, `fetching`; a failure of that revalidation keeps it). `force` fetches again
   * even when fresh or in flight, and shows its error. `never` use cases always fetch.
   *
   * The promise resolves (never rejects) with how the fetch ended: its success or error, or
   * `cancelled` when it was cancelled or replaced first.
   */
  read(
    useCase: AnyUseCase,
    args: ReadonlyArray<unknown>,
    options: { readonly key?: string; readonly force?: boolean } = {}
  ): Promise<SettledState<unknown, unknown>> {
    if (this.disposed) return Promise.resolve(cancelled)
    const cell = this.entry(useCase, args, options.key ?? DEFAULT_KEY)
    if (options.force !== true && useCase.mode === "read") {
      if (cell.fiber !== undefined) return this.waitFor(cell)
      if (cell.state.status === "success" && !this.isStale(cell)) return Promise.resolve(cell.state)
    }
    return this.fetch(cell, options.force !== true)
  }

  /**
   * Runs a use case into its action slot (never the read cache): a mutation resets the slot, then
   * sends. `optimistic` changes read entries at once; they are rolled back if the run fails or is
   * cancelled, and made stale when it ends. A success applies the use case's `updates` and
   * `invalidates`. A newer run of the slot replaces one in flight.
   */
  act(
    useCase: AnyUseCase,
    args: ReadonlyArray<unknown>,
    options: { readonly key?: string; readonly optimistic?: ReadonlyArray<EntryChange> } = {}
  ): Promise<SettledState<unknown, unknown>> {
    if (this.disposed) return Promise.resolve(cancelled)
    const cell = this.slot(useCase, options.key ?? DEFAULT_KEY, args)
    if (cell.fiber !== undefined) this.interrupt(cell, cancelled)
    if (useCase.mode === "mutation") this.set(cell, { status: "reset" })
    this.set(cell, requested)
    const touched = options.optimistic === undefined ? new Map<Cell, Touched>() : this.apply(options.optimistic)
    return this.start(cell, (exit, run) => {
      const state = this.stateOf(exit)
      // The write took place (or not) whether or not the slot still shows this run.
      const done = state.status === "success" ? this.written(useCase, state.value, args) : new Set<Cell>()
      this.settleOptimistic(touched, state.status !== "success", done)
      if (cell.run === run) this.end(cell, state, state)
    })
  }

  /** Marks the reads named by `targets` stale; those on screen are fetched again. */
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

  /** Interrupts a running call (aborting its fetch): a slot or an entry without a value shows cancelled. */
  cancel(id: string): void {
    const cell = this.cells.get(id)
    if (cell !== undefined) this.stop(cell)
  }

  /** Interrupts a running call and shows the slot (or entry, its value dropped) as reset. */
  reset(id: string): void {
    const cell = this.cells.get(id)
    if (cell === undefined) return
    cell.run += 1
    if (cell.fiber !== undefined) this.interrupt(cell, cancelled)
    cell.updatedAt = 0
    this.set(cell, { status: "reset" })
  }

  /** Interrupts every run and stops listening to the context; the runtime is the provider's to dispose. */
  dispose(): void {
    this.disposed = true
    for (const cell of this.cells.values()) {
      if (cell.fiber !== undefined) this.interrupt(cell, cancelled)
      if (cell.gcTimer !== undefined) clearTimeout(cell.gcTimer)
    }
    this.stopContext?.()
  }

  private readId(useCase: AnyUseCase, key: string, hash: string): string {
    const moved = this.getContextMove()
    const context = useCase.contextDependent && moved !== undefined ? `@${moved}` : ""
    return `${useCase.name}#${key}#${hash}${context}`
  }

  private entry(useCase: AnyUseCase, args: ReadonlyArray<unknown>, key: string): Cell {
    const hash = hashArgs(args)
    const id = this.readId(useCase, key, hash)
    let cell = this.cells.get(id)
    if (cell === undefined) {
      cell = this.create(id, "read", useCase, key, args, hash)
      const seed = this.seeds.get(id)
      if (seed !== undefined) {
        this.seeds.delete(id)
        cell.useCase = useCase
        this.seed(cell, seed)
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
      Date.now() - cell.updatedAt >= staleTimeOf(cell.useCase, this.options.staleTimes)
    )
  }

  /** Fetches an entry; with `background`, a failure while it holds a value keeps the value (stale). */
  private fetch(cell: Cell, background: boolean): Promise<SettledState<unknown, unknown>> {
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

  /** Applies entry changes; returns each entry touched with its state before the first change. */
  private apply(changes: ReadonlyArray<EntryChange>): Map<Cell, Touched> {
    const touched = new Map<Cell, Touched>()
    const change = (cell: Cell, state: SlotState<unknown, unknown>, set: boolean) => {
      const t = touched.get(cell) ?? { before: cell.state, updatedAt: cell.updatedAt, after: state, set }
      t.after = state
      t.set ||= set
      touched.set(cell, t)
      this.set(cell, state)
    }
    for (const c of changes) {
      if (c._tag === "set") {
        const cell = this.entry(c.read, c.args, c.key ?? DEFAULT_KEY)
        const state: SettledState<unknown, unknown> = { status: "success", value: c.value }
        // A fetch in flight may answer from before the write: dropped, its callers get the value.
        if (cell.fiber !== undefined) {
          cell.run += 1
          this.interrupt(cell, state)
        }
        change(cell, state, true)
        cell.updatedAt = Date.now()
        cell.invalidated = false
        if (cell.readers === 0) this.collect(cell)
      } else {
        for (const cell of this.cells.values()) {
          if (
            cell.kind === "read" &&
            cell.name === c.read.name &&
            (c.key === undefined || cell.key === c.key) &&
            cell.state.status === "success"
          )
            change(cell, { ...cell.state, value: c.update(cell.state.value, cell.args) }, false)
        }
      }
    }
    return touched
  }

  /** A write's success: its `updates` (set entries are fresh), then its `invalidates`; returns the entries handled. */
  private written(useCase: AnyUseCase, value: unknown, args: ReadonlyArray<unknown>): Set<Cell> {
    const done = new Set<Cell>()
    if (useCase.updates !== undefined) for (const [cell, t] of this.apply(useCase.updates(value, args))) if (t.set) done.add(cell)
    if (useCase.invalidates !== undefined) this.invalidateExcept(useCase.invalidates, done, useCase.name)
    return done
  }

  /** An optimistic run ended: a failure restores what it changed (unless changed since); every entry it touched turns stale. */
  private settleOptimistic(touched: ReadonlyMap<Cell, Touched>, failed: boolean, done: Set<Cell>): void {
    for (const [cell, { before, after, updatedAt }] of touched) {
      if (failed && cell.state === after) {
        cell.updatedAt = updatedAt
        this.set(
          cell,
          before.status === "success" ? { status: "success", value: before.value } : before.status === "request" ? idle : before
        )
        if (cell.readers === 0) this.collect(cell)
      }
      if (done.has(cell)) continue
      done.add(cell)
      this.markStale(cell)
    }
  }

  private invalidateExcept(targets: ReadonlyArray<ReadTarget>, done: Set<Cell>, by: string): void {
    const names = targets.map((t) => (typeof t === "string" ? t : t.name))
    const stale: Array<string> = []
    for (const cell of this.cells.values()) {
      if (cell.kind !== "read" || done.has(cell) || !names.some((n) => n === cell.name || (n.endsWith(".") && cell.name.startsWith(n))))
        continue
      done.add(cell)
      stale.push(cell.id)
      this.markStale(cell)
    }
    this.noteInvalidation(by, names, stale)
  }

  private markStale(cell: Cell): void {
    cell.invalidated = true
    if (cell.readers > 0) void this.fetch(cell, true)
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
    // Action slots are not keyed by context: those of context-dependent reads still shown run again.
    for (const cell of this.cells.values()) {
      if (cell.kind === "action" && cell.useCase.contextDependent && cell.run > 0 && (cell.readers > 0 || cell.fiber !== undefined))
        void this.act(cell.useCase, cell.args, { key: cell.key })
    }
  }
}
