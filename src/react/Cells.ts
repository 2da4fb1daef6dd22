/**
 * The cells of a slot store: read entries and action slots by id, with their state, readers,
 * listeners and callers waiting for a run, and their collection once nobody reads them. What runs
 * into them is the `SlotStore`'s.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { idle, type SettledState, type SlotState } from "./SlotState.js"
import type { AnyUseCase } from "./UseCase.js"

/** The default key (spec §9's key space). */
export const DEFAULT_KEY = "default"

/** A part of an id with `%` and `#` escaped, so that `#` only ever separates parts. */
export const idPart = (text: string): string => text.replace(/%/g, "%25").replace(/#/g, "%23")

/**
 * An action slot's id: use case and key, each escaped (a key holding `#` cannot reach another
 * slot's or an entry's id: a slot's id has two parts, an entry's three or four).
 */
export const slotId = (name: string, key: string = DEFAULT_KEY): string => `${idPart(name)}#${idPart(key)}`

/** A read entry's id: use case, key, key of the arguments and, once the modality moved, the modality; each escaped. */
export const entryIdOf = (name: string, key: string, hash: string, context?: string): string =>
  `${slotId(name, key)}#${idPart(hash)}${context === undefined ? "" : `#${idPart(context)}`}`

/** How many finished cells nobody reads a store keeps (the oldest beyond are dropped before their `gcTimeMs`). */
const UNREAD_KEPT = 1_000

/** What the developer panel sees of a read entry or an action slot. */
export interface SlotInfo {
  readonly id: string
  readonly name: string
  readonly key: string
  readonly kind: "read" | "action"
  /** A read entry's arguments (hashed). */
  readonly args: string | undefined
  readonly state: SlotState<unknown, unknown>
  /** A run (a fetch, for a read) is under way. */
  readonly fetching: boolean
  /** Reads: when the value was fetched or set (undefined before). */
  readonly updatedAt: number | undefined
  /** Reads: how long a value stays fresh (the use case's, the provider's or the table's stale time). */
  readonly staleTimeMs: number | undefined
  /** Reads: made stale by a write, an invalidation or a failed revalidation. */
  readonly invalidated: boolean
}

/** A write (or `invalidate`) that made reads stale, for a developer panel. */
export interface InvalidationInfo {
  readonly id: number
  readonly at: number
  /** The write's use case, or `invalidate()` when the app asked. */
  readonly by: string
  /** The reads it names (use case or operation names, or entry ids). */
  readonly targets: ReadonlyArray<string>
  /** The entries it made stale (those on screen are fetched again). */
  readonly entries: ReadonlyArray<string>
}

/** How many invalidations a store remembers. */
const INVALIDATIONS_KEPT = 50

/** A read entry or an action slot. */
export interface Cell {
  readonly id: string
  readonly name: string
  readonly key: string
  readonly kind: "read" | "action"
  readonly hash: string | undefined
  args: ReadonlyArray<unknown>
  useCase: AnyUseCase
  state: SlotState<unknown, unknown>
  readers: number
  fiber: Fiber.RuntimeFiber<unknown, unknown> | undefined
  run: number
  gcTimer: ReturnType<typeof setTimeout> | undefined
  /** Callers waiting for the current run to end. */
  waiting: Array<(state: SettledState<unknown, unknown>) => void>
  /** Reads: when the value was fetched or set. */
  updatedAt: number
  /** Reads: made stale by a write or a failed revalidation. */
  invalidated: boolean
  /** Action slots: writes of it queued or on the wire (never interrupted: a sent write runs to its end). */
  writes: number
  /** Action slots: how to drop its writes still queued behind their scope (never sent). */
  readonly queued: Set<() => void>
  /** Reads: kept (and fresh) at least this long after a fetch, whatever `gcTimeMs` and the stale time say (Suspense's). */
  minCacheMs: number
  /** Reads: the optimistic changes of writes in flight, in the order they were made, shown over {@link Cell.base}. */
  holds: Array<Hold>
  /** Reads held by writes in flight: the state the server last gave (what a failed write goes back to). */
  base: SlotState<unknown, unknown>
}

/** One write's optimistic change of one read entry, held while the write is in flight. */
export interface Hold {
  readonly change: (state: SlotState<unknown, unknown>) => SlotState<unknown, unknown>
}

type Waiter = (state: SettledState<unknown, unknown>) => void

/** The cells of one store and who listens to them. */
export abstract class Cells {
  protected readonly cells = new Map<string, Cell>()
  /** Cells nobody reads waiting for their collection, oldest first (at most {@link UNREAD_KEPT}). */
  private readonly unread = new Set<Cell>()
  /** Who is told when one entry or slot changes, by its id (`subscribe` adds to it). */
  protected readonly listeners = new Map<string, Set<() => void>>()
  /** Who is told when any entry or slot changes (`subscribeAll` adds to it): the developer panel. */
  protected readonly allListeners = new Set<() => void>()
  private allSnapshot: ReadonlyArray<SlotInfo> | undefined = []
  private invalidations: ReadonlyArray<InvalidationInfo> = []
  private invalidationCount = 0

  /** How long a finished cell nobody reads is kept. */
  protected abstract gcTimeMs(): number

  /** How long a value of a read stays fresh. */
  protected abstract staleTimeMsOf(useCase: AnyUseCase): number

  /** The state of an entry or slot (idle when there is none). */
  getSnapshot = (id: string): SlotState<unknown, unknown> => this.cells.get(id)?.state ?? idle

  /** Every entry and slot, for the developer panel; a new array after every change (built when read). */
  getAll = (): ReadonlyArray<SlotInfo> =>
    (this.allSnapshot ??= Array.from(this.cells.values(), (c) => ({
      id: c.id,
      name: c.name,
      key: c.key,
      kind: c.kind,
      args: c.hash,
      state: c.state,
      fetching: c.fiber !== undefined,
      updatedAt: c.kind === "read" && c.updatedAt > 0 ? c.updatedAt : undefined,
      staleTimeMs: c.kind === "read" ? this.staleTimeMsOf(c.useCase) : undefined,
      invalidated: c.invalidated
    })))

  /** The last invalidations (newest last), for the developer panel; a new array after each (listen with `subscribeAll`). */
  getInvalidations = (): ReadonlyArray<InvalidationInfo> => this.invalidations

  /** Remembers an invalidation (the last 50). */
  protected noteInvalidation(by: string, targets: ReadonlyArray<string>, entries: ReadonlyArray<string>): void {
    const info: InvalidationInfo = { id: ++this.invalidationCount, at: Date.now(), by, targets, entries }
    this.invalidations = [...this.invalidations.slice(1 - INVALIDATIONS_KEPT), info]
    this.publishAll()
  }

  /** Listens to one entry or slot. */
  subscribe = (id: string, listener: () => void): (() => void) => {
    let set = this.listeners.get(id)
    if (set === undefined) this.listeners.set(id, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id)
    }
  }

  /** Listens to every entry and slot. */
  subscribeAll = (listener: () => void): (() => void) => this.listen(this.allListeners, listener)

  /** Adds a listener to `set`; the function returned removes it again. */
  protected listen(set: Set<() => void>, listener: () => void): () => void {
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  }

  /** Starts an idle cell for a read entry or action slot, registered under its id until collected. */
  protected create(
    id: string,
    kind: Cell["kind"],
    useCase: AnyUseCase,
    key: string,
    args: ReadonlyArray<unknown>,
    hash: string | undefined
  ): Cell {
    const cell: Cell = {
      id,
      name: useCase.name,
      key,
      kind,
      args,
      hash,
      useCase,
      state: idle,
      readers: 0,
      fiber: undefined,
      run: 0,
      gcTimer: undefined,
      waiting: [],
      updatedAt: 0,
      invalidated: false,
      writes: 0,
      queued: new Set(),
      minCacheMs: 0,
      holds: [],
      base: idle
    }
    this.cells.set(id, cell)
    return cell
  }

  /** A reader more: the cell is kept. */
  protected hold(cell: Cell): string {
    cell.readers += 1
    this.unread.delete(cell)
    if (cell.gcTimer !== undefined) {
      clearTimeout(cell.gcTimer)
      cell.gcTimer = undefined
    }
    return cell.id
  }

  /** Gives a cell its new state and tells the components reading it and the developer panel. */
  protected set(cell: Cell, state: SlotState<unknown, unknown>): void {
    cell.state = state
    for (const listener of this.listeners.get(cell.id) ?? []) listener()
    this.publishAll()
  }

  /** Stops a cell's fiber (aborting its fetch); its waiting callers get `outcome` when given. */
  protected interrupt(cell: Cell, outcome?: SettledState<unknown, unknown>): void {
    const fiber = cell.fiber
    cell.fiber = undefined
    if (fiber !== undefined) Effect.runFork(Fiber.interrupt(fiber))
    if (outcome !== undefined) this.settle(cell, outcome)
  }

  /** A promise of the cell's next settled state (how `runAsync` waits for its run). */
  protected waitFor(cell: Cell): Promise<SettledState<unknown, unknown>> {
    return new Promise((resolve: Waiter) => cell.waiting.push(resolve))
  }

  /** Resolves every caller waiting for the cell's run with the state it ended in. */
  protected settle(cell: Cell, state: SettledState<unknown, unknown>): void {
    const waiting = cell.waiting
    cell.waiting = []
    for (const resolve of waiting) resolve(state)
  }

  /**
   * Drops a cell nobody reads: at once when it holds nothing, after `gcTimeMs` (at least its
   * `minCacheMs`) when it holds a result, never when that is infinite (a server's store, which ends
   * with its render); the oldest beyond {@link UNREAD_KEPT} go first.
   */
  protected collect(cell: Cell): void {
    if (cell.readers > 0 || cell.fiber !== undefined || cell.writes > 0 || cell.holds.length > 0 || this.cells.get(cell.id) !== cell) return
    const gcTimeMs = Math.max(this.gcTimeMs(), cell.minCacheMs)
    if (cell.state.status === "idle" || cell.state.status === "reset" || gcTimeMs <= 0) return this.drop(cell)
    if (gcTimeMs === Infinity || cell.gcTimer !== undefined) return
    cell.gcTimer = setTimeout(() => this.drop(cell), gcTimeMs)
    this.unread.add(cell)
    for (const oldest of this.unread) {
      if (this.unread.size <= UNREAD_KEPT) break
      this.drop(oldest)
    }
  }

  /** Removes a cell nobody reads (and its timer). */
  protected drop(cell: Cell): void {
    this.unread.delete(cell)
    if (cell.gcTimer !== undefined) clearTimeout(cell.gcTimer)
    cell.gcTimer = undefined
    if (cell.readers > 0 || cell.fiber !== undefined || cell.writes > 0 || this.cells.get(cell.id) !== cell) return
    this.cells.delete(cell.id)
    this.publishAll()
  }

  /** Stops every collection timer (the store is disposed). */
  protected stopCollecting(): void {
    for (const cell of this.cells.values()) {
      if (cell.gcTimer !== undefined) clearTimeout(cell.gcTimer)
      cell.gcTimer = undefined
    }
    this.unread.clear()
  }

  private publishAll(): void {
    this.allSnapshot = undefined
    for (const listener of this.allListeners) listener()
  }
}
