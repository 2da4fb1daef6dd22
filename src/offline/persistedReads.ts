/**
 * The persisted read cache: a provider's read entries that declare a `success` schema are saved,
 * encoded with it (as a server's snapshot entry is), to IndexedDB as they change, under the
 * shopper who owns them and the shopping context; restored on the next load where a read fetches
 * nothing better (a server's snapshot or a fetch wins), shown stale (revalidated), and cleared on
 * sign-out.
 *
 * @since 0.4.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { isNoResponse } from "../errors/client.js"
import type { Cell } from "../react/Cells.js"
import type { SlotState } from "../react/SlotState.js"
import type { SlotStore } from "../react/SlotStore.js"
import { indexedDbTable } from "./indexedDbTable.js"
import type { KeyValueTable } from "./KeyValueTable.js"
import { statusOf } from "./offlineStatus.js"
import { baseIdOf, contextOf, readCellsOf } from "./storeCells.js"

/** One read as persisted: its snapshot id, the shopper and shopping context it belongs to, its encoded value. */
export const PersistedRead = Schema.Struct({
  owner: Schema.String,
  /** The active modality's key for a context-dependent read, `*` for another. */
  context: Schema.String,
  id: Schema.String,
  /** The value encoded with the read's `success` schema. */
  value: Schema.Unknown,
  /** When it was fetched (milliseconds since the epoch). */
  fetchedAt: Schema.Number,
  /** The size of the encoded value as JSON, in characters. */
  bytes: Schema.Number
})
export type PersistedRead = typeof PersistedRead.Type

/** The IndexedDB database reads are persisted in unless told otherwise. */
export const READS_DATABASE = "atlas-reads"

/** Options of {@link persistReads}. */
export interface PersistReadsOptions {
  /**
   * Whose reads these are: an id the app gives the shopper (the profile id, `guest:<session>`).
   * Only this owner's reads are restored: another shopper's cart never is.
   */
  readonly owner: string
  /** The IndexedDB database (default `atlas-reads`). */
  readonly database?: string
  /** The table itself (tests: `memoryTable()`, or an `indexedDbTable` over fake-indexeddb); wins over `database`. */
  readonly table?: KeyValueTable<PersistedRead>
  /** At most this many reads are kept, every owner's together (default 200): the oldest fetched go first. */
  readonly maxEntries?: number
  /** At most this many characters of encoded JSON are kept, every owner's together (default 2,000,000): the oldest fetched go first. */
  readonly maxBytes?: number
  /** A read fetched longer ago than this is dropped (default 7 days). */
  readonly maxAgeMs?: number
  /** Changes are saved at most this often, in milliseconds (default 1,000), and when the page is hidden. */
  readonly saveDelayMs?: number
}

/** A persisted cache at work over one store: see {@link persistReads}. */
export interface PersistedReads {
  /** Resolves once the owner's reads were read back from the table (they show as their entries are read). */
  readonly restored: Promise<void>
  /** Saves the changes not yet saved now. */
  readonly flush: () => Promise<void>
  /** Deletes every persisted read (every owner's), as {@link clearPersistedReads} does. */
  readonly clear: () => Promise<void>
  /** Stops saving and restoring (what is persisted stays). */
  readonly stop: () => void
}

/** A restored value a read shows: when it was fetched, the value set, and whether its last revalidation failed unanswered. */
interface Shown {
  readonly fetchedAt: number
  readonly value: unknown
  readonly setAt: number
  failed: boolean
  following: boolean
}

const DAY_MS = 24 * 60 * 60_000

const keyOf = (owner: string, context: string, id: string): string => JSON.stringify([owner, context, id])

const isOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false

/** A failure without an answer (network, timeout): the read could not reach its server. */
const isUnanswered = (state: SlotState<unknown, unknown>): boolean => state.status === "client-error" && isNoResponse(state.error)

const schemaOf = (cell: Cell): Schema.Schema<unknown, unknown> | undefined =>
  // The read's `success` schema, declared with the use case: its value's own type.
  cell.useCase.success as Schema.Schema<unknown, unknown> | undefined

/** The persisted caches at work in this page: sign-out stops them saving what the store still holds. */
const live = new Set<{ readonly forget: () => Promise<void> }>()

/** When the page last cleared the persisted reads: values fetched before are never saved again (the previous shopper's). */
let clearedAt = -Infinity

/**
 * Persists a store's reads for `owner` and restores them: a read entry holding a value whose use
 * case declares `success` is saved, encoded with that schema, under the owner and the shopping
 * context (at most once a `saveDelayMs`, never during a render); on start the owner's reads are
 * read back and each is given to its entry when a component reads it and there is nothing better:
 * a value the entry holds (a server's snapshot, a fetch) wins, a fetch in flight is waited for
 * (unless the browser is offline), a value that no longer decodes is dropped and deleted. A
 * restored value is stale: it is fetched again at once and whenever the connection comes back, and
 * `useOfflineStatus` says "offline, as of" while that fails.
 *
 * `<PersistReads owner={...} />` under the provider does this for a React app.
 *
 * @example
 * const persisted = persistReads(store, { owner: `profile:${profileId}` })
 * // on sign-out
 * await clearPersistedReads()
 */
export const persistReads = (store: SlotStore, options: PersistReadsOptions): PersistedReads => {
  const { owner } = options
  const table = options.table ?? indexedDbTable<PersistedRead>(options.database ?? READS_DATABASE)
  const maxEntries = options.maxEntries ?? 200
  const maxBytes = options.maxBytes ?? 2_000_000
  const maxAgeMs = options.maxAgeMs ?? 7 * DAY_MS
  const saveDelayMs = options.saveDelayMs ?? 1_000
  const status = statusOf(store)
  // Every record of the table (every owner's), by key: its age and size, for the bounds.
  const index = new Map<string, { readonly fetchedAt: number; readonly bytes: number }>()
  // The owner's records not given to an entry yet, by context and id.
  const restored = new Map<string, PersistedRead>()
  // Entries showing a restored value, by entry id.
  const shown = new Map<string, Shown>()
  // What was last saved under each key (nothing is written again while it is unchanged).
  const saved = new Map<string, { readonly value: unknown; readonly fetchedAt: number }>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let queued = false
  let stopped = false
  // Table work runs one after another: the restore, then each save and trim.
  let work: Promise<void> = Promise.resolve()
  const serially = (step: () => Promise<void>): Promise<void> => (work = work.then(step).catch(() => undefined))

  const drop = async (key: string): Promise<void> => {
    index.delete(key)
    saved.delete(key)
    await table.delete(key)
  }

  /** Drops the records past their age, then the oldest fetched until the table is within its bounds. */
  const trim = async (): Promise<void> => {
    const now = Date.now()
    let bytes = 0
    for (const meta of index.values()) bytes += meta.bytes
    const oldestFirst = [...index].sort(([, a], [, b]) => a.fetchedAt - b.fetchedAt)
    for (const [key, meta] of oldestFirst) {
      if (index.size <= maxEntries && bytes <= maxBytes && now - meta.fetchedAt <= maxAgeMs) break
      bytes -= meta.bytes
      await drop(key)
    }
  }

  const restore = async (): Promise<void> => {
    const rows = await table.entries()
    const now = Date.now()
    for (const [key, row] of rows) {
      if (!Schema.is(PersistedRead)(row) || now - row.fetchedAt > maxAgeMs) {
        await table.delete(key)
        continue
      }
      index.set(key, { fetchedAt: row.fetchedAt, bytes: row.bytes })
      if (row.owner === owner) restored.set(`${row.context}\u0000${row.id}`, row)
    }
    await trim()
    // What the store already holds (a snapshot's values, those fetched before this owner's cache started) is saved too.
    changed()
  }

  /** Follows a restored value shown: gone once the entry holds another; the outcome of each revalidation. */
  const follow = (cell: Cell, entry: Shown): void => {
    if (cell.state.status !== "success" || cell.state.value !== entry.value || cell.updatedAt !== entry.setAt) {
      shown.delete(cell.id)
      return
    }
    if (cell.fiber === undefined || entry.following || contextOf(store, cell) === undefined) return
    entry.following = true
    void store.read(cell.useCase, cell.args, { key: cell.key }).then((outcome) => {
      entry.following = false
      if (outcome.status === "success") shown.delete(cell.id)
      else if (outcome.status !== "cancelled") entry.failed = isUnanswered(outcome)
      queue()
    })
  }

  /** Gives restored values to the entries read now that have nothing better, and updates the status. */
  const pass = (): void => {
    queued = false
    if (stopped) return
    const offline = !isOnline()
    let asOf: number | undefined
    for (const cell of readCellsOf(store)) {
      const seen = shown.get(cell.id)
      if (seen === undefined) give(cell, offline)
      const entry = shown.get(cell.id)
      if (entry === undefined) continue
      follow(cell, entry)
      if (shown.has(cell.id) && cell.readers > 0 && (offline || entry.failed)) asOf = Math.min(asOf ?? Infinity, entry.fetchedAt)
    }
    status.set(asOf)
  }

  const give = (cell: Cell, offline: boolean): void => {
    const context = restored.size === 0 ? undefined : contextOf(store, cell)
    if (context === undefined) return
    const key = `${context}\u0000${baseIdOf(cell)}`
    const row = restored.get(key)
    if (row === undefined) return
    const schema = schemaOf(cell)
    const value = schema === undefined ? Option.none() : Schema.decodeUnknownOption(schema)(row.value)
    if (Option.isNone(value)) {
      restored.delete(key)
      void serially(() => drop(keyOf(owner, row.context, row.id)))
      return
    }
    // A value the entry holds is the server's (a snapshot) or fetched: newer than what was persisted.
    if (cell.state.status === "success") {
      restored.delete(key)
      return
    }
    if (cell.holds.length > 0 || cell.state.status === "reset" || (cell.fiber !== undefined && !offline)) return
    restored.delete(key)
    const failed = isUnanswered(cell.state)
    store.update([{ _tag: "set", read: cell.useCase, args: cell.args, key: cell.key, value: value.value }])
    shown.set(cell.id, { fetchedAt: row.fetchedAt, value: value.value, setAt: cell.updatedAt, failed, following: false })
    // Stale at once: fetched again now (where read) and whenever the connection comes back.
    store.invalidate([cell.id])
  }

  const queue = (): void => {
    if (queued || stopped) return
    queued = true
    queueMicrotask(pass)
  }

  const save = async (): Promise<void> => {
    if (stopped) return
    for (const cell of readCellsOf(store)) {
      const schema = schemaOf(cell)
      const context = contextOf(store, cell)
      const state = cell.state
      if (schema === undefined || context === undefined || state.status !== "success" || shown.has(cell.id)) continue
      if (cell.holds.length > 0 || cell.updatedAt <= clearedAt || cell.updatedAt === 0) continue
      const id = baseIdOf(cell)
      const key = keyOf(owner, context, id)
      const last = saved.get(key)
      if (last !== undefined && last.value === state.value && last.fetchedAt === cell.updatedAt) continue
      const encoded = Schema.encodeUnknownOption(schema)(state.value)
      if (Option.isNone(encoded)) continue
      const bytes = JSON.stringify(encoded.value)?.length ?? 0
      saved.set(key, { value: state.value, fetchedAt: cell.updatedAt })
      if (bytes > maxBytes) continue
      index.set(key, { fetchedAt: cell.updatedAt, bytes })
      await table.put(key, { owner, context, id, value: encoded.value, fetchedAt: cell.updatedAt, bytes })
    }
    await trim()
  }

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    return serially(save)
  }

  const changed = (): void => {
    queue()
    if (timer === undefined && !stopped) timer = setTimeout(() => void flush(), saveDelayMs)
  }

  const forget = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    restored.clear()
    saved.clear()
    index.clear()
    return work
  }

  const onHidden = () => {
    if (document.visibilityState === "hidden") void flush()
  }
  const onPageHide = () => void flush()
  const unsubscribe = store.subscribeAll(changed)
  const browser = typeof window !== "undefined"
  if (browser) {
    window.addEventListener("online", queue)
    window.addEventListener("offline", queue)
    window.addEventListener("pagehide", onPageHide)
    document.addEventListener("visibilitychange", onHidden)
  }
  const self = { forget }
  live.add(self)
  const restoredPromise = serially(restore)

  return {
    restored: restoredPromise,
    flush,
    clear: () => clearPersistedReads({ table }),
    stop: () => {
      stopped = true
      live.delete(self)
      if (timer !== undefined) clearTimeout(timer)
      unsubscribe()
      status.set(undefined)
      if (browser) {
        window.removeEventListener("online", queue)
        window.removeEventListener("offline", queue)
        window.removeEventListener("pagehide", onPageHide)
        document.removeEventListener("visibilitychange", onHidden)
      }
    }
  }
}

/**
 * Deletes every persisted read, every owner's: call it on sign-out (before or after the sign-out
 * request; a route action, a button's handler). The persisted caches at work in the page stop
 * saving what their stores still hold: only what is fetched from then on is saved again.
 *
 * @example
 * await clearPersistedReads()
 */
export const clearPersistedReads = async (
  options: { readonly database?: string; readonly table?: KeyValueTable<PersistedRead> } = {}
): Promise<void> => {
  clearedAt = Date.now()
  await Promise.all([...live].map((cache) => cache.forget()))
  await (options.table ?? indexedDbTable<PersistedRead>(options.database ?? READS_DATABASE)).clear()
}
