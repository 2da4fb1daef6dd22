/**
 * Where the offline parts keep what outlives a page: a small key-value table, in IndexedDB in a
 * browser (one database per table, values stored as structured clones), or in memory (tests, a
 * server render, a browser without IndexedDB).
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

/**
 * A table in `localStorage`, one key per entry (`<name>:<key>`), so that two tabs writing different
 * entries never overwrite each other: small, synchronous underneath, kept across reloads and shared
 * by the origin's tabs. For small records (the outbox's writes); values must be JSON (not `null`).
 * Empty, keeping nothing, where `localStorage` is missing or refused.
 */
export const localStorageTable = <V>(name: string): KeyValueTable<V> => {
  const local = (): Storage | undefined => {
    try {
      return globalThis.localStorage
    } catch {
      return undefined
    }
  }
  const prefix = `${name}:`
  const keys = () =>
    Object.keys(local() ?? {})
      .filter((key) => key.startsWith(prefix))
      .sort()
  const read = (key: string): V | undefined => JSON.parse(local()?.getItem(key) ?? "null") ?? undefined
  return {
    get: async (key) => read(prefix + key),
    entries: async () => keys().map((key) => [key.slice(prefix.length), read(key) as V] as const),
    put: async (key, value) => local()?.setItem(prefix + key, JSON.stringify(value)),
    delete: async (key) => local()?.removeItem(prefix + key),
    clear: async () => keys().forEach((key) => local()?.removeItem(key))
  }
}

const STORE = "entries"

/** A request's answer as a promise. */
const answer = <A>(request: IDBRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"))
  })

/**
 * A table in the IndexedDB database `name` (created on first use): what it holds outlives a reload
 * and is shared by the origin's tabs. Falls back to {@link memoryTable} where `indexedDB` is
 * missing (a server render, an old browser), so an app needs no branch of its own.
 *
 * @example
 * const outboxTable = indexedDbTable<OutboxEntry>("atlas-outbox")
 */
export const indexedDbTable = <V>(name: string, factory: IDBFactory | undefined = globalThis.indexedDB): KeyValueTable<V> => {
  if (factory === undefined) return memoryTable<V>()
  let opened: Promise<IDBDatabase> | undefined
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => {
        const db = request.result
        // Another tab deleting or upgrading the database: let it, and open again on the next call.
        db.onversionchange = () => {
          db.close()
          opened = undefined
        }
        resolve(db)
      }
      request.onerror = () => {
        opened = undefined
        reject(request.error ?? new Error(`IndexedDB: cannot open ${name}`))
      }
    }))
  const run = async <A>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<A>): Promise<A> => {
    const transaction = (await database()).transaction(STORE, mode)
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"))
    })
    const [result] = await Promise.all([work(transaction.objectStore(STORE)), done])
    return result
  }
  return {
    get: (key) => run("readonly", (store) => answer(store.get(key) as IDBRequest<V | undefined>)),
    // Keys and values read in one transaction, so that they pair.
    entries: () =>
      run("readonly", async (store) => {
        const [keys, values] = await Promise.all([answer(store.getAllKeys()), answer(store.getAll() as IDBRequest<Array<V>>)])
        return keys.map((key, i) => [String(key), values[i] as V] as const)
      }),
    put: (key, value) => run("readwrite", async (store) => void (await answer(store.put(value, key)))),
    delete: (key) => run("readwrite", async (store) => void (await answer(store.delete(key)))),
    clear: () => run("readwrite", async (store) => void (await answer(store.clear())))
  }
}
