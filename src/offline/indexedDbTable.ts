/**
 * The persisted reads' table: an IndexedDB database per table, values stored as structured clones.
 *
 * @since 0.4.0
 */
import { type KeyValueTable, memoryTable } from "./KeyValueTable.js"

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
