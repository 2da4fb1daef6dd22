/**
 * Where the offline parts keep what outlives a page: a small key-value table, in IndexedDB
 * (`indexedDbTable.ts`: the persisted reads), in `localStorage` (`localStorageTable.ts`: the outbox's
 * writes), or in memory (tests, a server render, a browser without either).
 *
 * @since 0.4.0
 */

/** A table of values by string key; `entries` answers them in key order. */
export interface KeyValueTable<V> {
  /** The value under `key`, if any. */
  get(key: string): Promise<V | undefined>
  /** Every key and value, in key order. */
  entries(): Promise<ReadonlyArray<readonly [string, V]>>
  /** Sets the value under `key`. */
  put(key: string, value: V): Promise<void>
  /** Deletes the value under `key`. */
  delete(key: string): Promise<void>
  /** Deletes every value. */
  clear(): Promise<void>
}

/** A table in memory: lost with the page (for tests, and where IndexedDB is missing). */
export const memoryTable = <V>(): KeyValueTable<V> => {
  const values = new Map<string, V>()
  return {
    get: (key) => Promise.resolve(values.get(key)),
    entries: () => Promise.resolve([...values.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    put: (key, value) => Promise.resolve(void values.set(key, value)),
    delete: (key) => Promise.resolve(void values.delete(key)),
    clear: () => Promise.resolve(values.clear())
  }
}
