/**
 * The adapter's core, free of React: one slot per use case and key, runs forked on one
 * `ManagedRuntime`, deduplicated reads, reader counting (the last reader leaving cancels the run),
 * cancel and reset, and re-runs of context-dependent reads when the active modality changes.
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { RequestContext } from "../layers/RequestContext.js"
import { failureState, idle, type SettledState, type SlotState, UnexpectedError } from "./SlotState.js"
import type { AnyUseCase } from "./UseCase.js"

/** The default key of a slot. */
export const DEFAULT_KEY = "default"

/** A slot's id: use case and key. */
export const slotId = (name: string, key: string = DEFAULT_KEY): string => `${name}#${key}`

/** What the developer panel sees of a slot. */
export interface SlotInfo {
  readonly id: string
  readonly name: string
  readonly key: string
  readonly state: SlotState<unknown, unknown>
}

/** Options of a slot store. */
export interface SlotStoreOptions {
  /**
   * How long a finished slot nobody reads is kept (its result reused by the next reader), in
   * milliseconds; 5 minutes by default, as TanStack Query's `gcTime`.
   */
  readonly gcTimeMs?: number
}

interface Slot {
  readonly id: string
  readonly name: string
  readonly key: string
  state: SlotState<unknown, unknown>
  readers: number
  fiber: Fiber.RuntimeFiber<unknown, unknown> | undefined
  run: number
  useCase: AnyUseCase | undefined
  args: ReadonlyArray<unknown> | undefined
  argsHash: string | undefined
  gcTimer: ReturnType<typeof setTimeout> | undefined
  /** Callers waiting for the current run to end. */
  waiting: Array<(state: SettledState<unknown, unknown>) => void>
}

const cancelled: SettledState<never, never> = { status: "cancelled" }

const hashArgs = (args: ReadonlyArray<unknown>): string => {
  try {
    return JSON.stringify(args)
  } catch {
    return `unhashable:${Math.random()}`
  }
}

/** Counters for tests and the memory check: runs started and fibers alive. */
export interface SlotStoreStats {
  readonly started: number
  readonly live: number
  readonly slots: number
  readonly listeners: number
}

/** The slots of one provider. */
export class SlotStore {
  private readonly slots = new Map<string, Slot>()
  private readonly listeners = new Map<string, Set<() => void>>()
  private readonly allListeners = new Set<() => void>()
  private allSnapshot: ReadonlyArray<SlotInfo> | undefined = []
  private contextFiber: Fiber.RuntimeFiber<void, unknown> | undefined
  private started = 0
  private disposed = false

  // The provider's layer supplies the services use cases need; a missing one makes the run die,
  // which the slot shows as an `UnexpectedError`.
  private readonly gcTimeMs: number

  constructor(
    readonly runtime: ManagedRuntime.ManagedRuntime<never, unknown>,
    options: SlotStoreOptions = {}
  ) {
    this.gcTimeMs = options.gcTimeMs ?? 300_000
  }

  /** The state of a slot (idle when it never ran). */
  getSnapshot = (id: string): SlotState<unknown, unknown> => this.slots.get(id)?.state ?? idle

  /** Every slot, for the developer panel; a new array after every change (built when read). */
  getAll = (): ReadonlyArray<SlotInfo> =>
    (this.allSnapshot ??= Array.from(this.slots.values(), (s) => ({ id: s.id, name: s.name, key: s.key, state: s.state })))

  /** Listens to one slot. */
  subscribe = (id: string, listener: () => void): (() => void) => {
    let set = this.listeners.get(id)
    if (set === undefined) this.listeners.set(id, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id)
    }
  }

  /** Listens to every slot. */
  subscribeAll = (listener: () => void): (() => void) => {
    this.allListeners.add(listener)
    return () => {
      this.allListeners.delete(listener)
    }
  }

  /** Runs started so far, fibers still running, slots held and listeners subscribed. */
  stats(): SlotStoreStats {
    let live = 0
    for (const slot of this.slots.values()) if (slot.fiber !== undefined) live += 1
    let listeners = this.allListeners.size
    for (const set of this.listeners.values()) listeners += set.size
    return { started: this.started, live, slots: this.slots.size, listeners }
  }

  /** A component starts reading a slot. */
  acquire(name: string, key: string): void {
    const slot = this.slot(name, key)
    slot.readers += 1
    if (slot.gcTimer !== undefined) {
      clearTimeout(slot.gcTimer)
      slot.gcTimer = undefined
    }
  }

  /** A component stops reading; when the last one leaves, a running read is cancelled. */
  release(name: string, key: string): void {
    const slot = this.slots.get(slotId(name, key))
    if (slot === undefined) return
    slot.readers = Math.max(0, slot.readers - 1)
    // Deferred, so that StrictMode's unmount-then-mount keeps the run.
    queueMicrotask(() => {
      if (slot.readers > 0) return
      if (slot.fiber !== undefined && slot.useCase?.mode !== "mutation") this.cancel(name, key)
      this.collect(slot)
    })
  }

  /**
   * Runs a use case into its slot. A read with the same arguments already running (or already
   * successful, unless `force`) is not sent again; `never` use cases always send.
   *
   * The promise resolves (never rejects) with how this run ended: its success or error, or
   * `cancelled` when it was cancelled, reset or replaced by a newer run before it ended. A read
   * that was not sent again resolves with the run it joined.
   */
  run(
    useCase: AnyUseCase,
    key: string,
    args: ReadonlyArray<unknown>,
    options: { readonly force?: boolean } = {}
  ): Promise<SettledState<unknown, unknown>> {
    if (this.disposed) return Promise.resolve(cancelled)
    const slot = this.slot(useCase.name, key)
    const argsHash = hashArgs(args)
    if (useCase.mode === "read" && !options.force && slot.argsHash === argsHash) {
      if (slot.fiber !== undefined) return this.waitFor(slot)
      if (slot.state.status === "success") return Promise.resolve(slot.state)
    }
    if (slot.fiber !== undefined) this.interrupt(slot)
    slot.useCase = useCase
    slot.args = args
    slot.argsHash = argsHash
    if (useCase.mode === "mutation") this.set(slot, { status: "reset" })
    this.set(slot, { status: "request" })
    this.started += 1
    this.watchContext()
    const run = ++slot.run
    const fiber = this.fork(useCase.run(...args) as Effect.Effect<unknown, unknown, unknown>)
    slot.fiber = fiber
    const settled = this.waitFor(slot)
    fiber.addObserver((exit) => {
      if (slot.run !== run) return
      slot.fiber = undefined
      const state = this.stateOf(exit)
      this.set(slot, state)
      this.settle(slot, state)
      if (slot.readers === 0) this.collect(slot)
    })
    return settled
  }

  /** Interrupts a running call (aborting its fetch); the slot shows cancelled. */
  cancel(name: string, key: string = DEFAULT_KEY): void {
    const slot = this.slots.get(slotId(name, key))
    if (slot === undefined || slot.fiber === undefined) return
    slot.run += 1
    this.interrupt(slot)
    this.set(slot, cancelled)
  }

  /** Interrupts a running call and shows the slot as reset. */
  reset(name: string, key: string = DEFAULT_KEY): void {
    const slot = this.slots.get(slotId(name, key))
    if (slot === undefined) return
    slot.run += 1
    if (slot.fiber !== undefined) this.interrupt(slot)
    slot.argsHash = undefined
    this.set(slot, { status: "reset" })
  }

  /** Interrupts every run and stops listening to the context; the runtime is the provider's to dispose. */
  dispose(): void {
    this.disposed = true
    for (const slot of this.slots.values()) {
      if (slot.fiber !== undefined) this.interrupt(slot)
      if (slot.gcTimer !== undefined) clearTimeout(slot.gcTimer)
    }
    if (this.contextFiber !== undefined) Effect.runFork(Fiber.interrupt(this.contextFiber))
  }

  // The one boundary where the provider's layer is trusted to supply what an effect requires.
  private fork<A, E>(effect: Effect.Effect<A, E, unknown>): Fiber.RuntimeFiber<A, unknown> {
    return this.runtime.runFork(effect as Effect.Effect<A, E, never>)
  }

  private stateOf(exit: Exit.Exit<unknown, unknown>): SettledState<unknown, unknown> {
    if (Exit.isSuccess(exit)) return { status: "success", value: exit.value }
    const failure = Cause.failureOption(exit.cause)
    if (Option.isSome(failure)) return failureState(failure.value)
    if (Cause.isInterruptedOnly(exit.cause)) return { status: "cancelled" }
    return { status: "client-error", error: new UnexpectedError({ message: Cause.pretty(exit.cause) }) }
  }

  private interrupt(slot: Slot): void {
    const fiber = slot.fiber
    slot.fiber = undefined
    if (fiber !== undefined) Effect.runFork(Fiber.interrupt(fiber))
    this.settle(slot, cancelled)
  }

  private waitFor(slot: Slot): Promise<SettledState<unknown, unknown>> {
    return new Promise((resolve) => slot.waiting.push(resolve))
  }

  private settle(slot: Slot, state: SettledState<unknown, unknown>): void {
    const waiting = slot.waiting
    slot.waiting = []
    for (const resolve of waiting) resolve(state)
  }

  private slot(name: string, key: string): Slot {
    const id = slotId(name, key)
    let slot = this.slots.get(id)
    if (slot === undefined) {
      slot = {
        id,
        name,
        key,
        state: idle,
        readers: 0,
        fiber: undefined,
        run: 0,
        useCase: undefined,
        args: undefined,
        argsHash: undefined,
        gcTimer: undefined,
        waiting: []
      }
      this.slots.set(id, slot)
    }
    return slot
  }

  /** Drops a slot nobody reads: at once when it holds nothing, after `gcTimeMs` when it holds a result. */
  private collect(slot: Slot): void {
    if (slot.readers > 0 || slot.fiber !== undefined || this.slots.get(slot.id) !== slot) return
    const drop = () => {
      slot.gcTimer = undefined
      if (slot.readers > 0 || slot.fiber !== undefined || this.slots.get(slot.id) !== slot) return
      this.slots.delete(slot.id)
      this.publishAll()
    }
    if (slot.state.status === "idle" || slot.state.status === "reset" || this.gcTimeMs <= 0) drop()
    else if (slot.gcTimer === undefined) slot.gcTimer = setTimeout(drop, this.gcTimeMs)
  }

  private set(slot: Slot, state: SlotState<unknown, unknown>): void {
    slot.state = state
    for (const listener of this.listeners.get(slot.id) ?? []) listener()
    this.publishAll()
  }

  private publishAll(): void {
    this.allSnapshot = undefined
    for (const listener of this.allListeners) listener()
  }

  private watchContext(): void {
    if (this.contextFiber !== undefined || this.disposed) return
    const watch = Effect.serviceOption(RequestContext).pipe(
      Effect.flatMap(
        Option.match({
          onNone: () => Effect.void,
          // The first value is the current one; each later change of the active modality re-runs.
          onSome: (ctx) =>
            ctx.changes.pipe(
              Stream.map((value) => JSON.stringify(value.modality ?? null)),
              Stream.changes,
              Stream.drop(1),
              Stream.runForEach(() => Effect.sync(() => this.rerunContextDependent()))
            )
        })
      )
    )
    this.contextFiber = this.fork(watch)
  }

  private rerunContextDependent(): void {
    for (const slot of this.slots.values()) {
      if (slot.useCase?.contextDependent && slot.args !== undefined && (slot.readers > 0 || slot.fiber !== undefined)) {
        this.run(slot.useCase, slot.key, slot.args, { force: true })
      }
    }
  }
}
