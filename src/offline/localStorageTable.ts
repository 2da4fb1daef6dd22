/**
 * The outbox's table: `localStorage`, one key per entry. Small, so that the first screen can keep a
 * write made offline without loading anything more.
 *
 * @since 0.4.0
 */
import type { KeyValueTable } from "./KeyValueTable.js"

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
