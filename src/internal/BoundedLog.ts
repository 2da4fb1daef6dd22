/**
 * A bounded, subscribable list of the last entries (newest last), for developer panels: the
 * request log and the span log are both one of these.
 *
 * @since 0.1.0
 */

/**
 * The last `capacity` entries; each gets an increasing `id`.
 *
 * @example
 * const log = new BoundedLog<{ id: number; name: string }>(2)
 * log.push({ name: "a" }); log.push({ name: "b" }); log.push({ name: "c" })
 * log.entries.map((e) => e.name) // ["b", "c"]
 */
export class BoundedLog<A extends { readonly id: number }> {
  private list: ReadonlyArray<A> = []
  private readonly listeners = new Set<() => void>()
  private counter = 0

  constructor(readonly capacity: number = 50) {}

  /** The entries, newest last; a new array after every change. */
  get entries(): ReadonlyArray<A> {
    return this.list
  }

  /** Adds an entry (its id is assigned here). */
  push(entry: Omit<A, "id">): void {
    this.counter += 1
    // `Omit<A, "id">` plus an id is an `A`; TypeScript cannot see that for a generic `A`.
    this.list = [...this.list, { ...entry, id: this.counter } as A].slice(-this.capacity)
    for (const listener of this.listeners) listener()
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Forgets every entry. */
  clear(): void {
    this.list = []
    for (const listener of this.listeners) listener()
  }
}
