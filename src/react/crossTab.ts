/**
 * Cross-tab sync (`<CrossTabSync />` under the provider): each write's success in one tab is told to
 * the other tabs of the same origin on a `BroadcastChannel`, naming the entries its `updates` set
 * (use case, key and hash of the arguments) and the reads its `updates` patched and its
 * `invalidates` names; each other tab makes the same entries stale, so those on screen are
 * fetched again. A tab never tells on what it was told (no echo), and ignores the messages of
 * another `scope` (another shopper's tabs) and of another version of this message.
 *
 * It imports nothing of the store's modules at run time (entry ids come from the store), so an app
 * that loads it with `import()` gets a chunk of its own, not the first screen's code split in two.
 *
 * @since 0.3.0
 */
import type { SlotStore } from "./SlotStore.js"
import { type AnyUseCase, targetNames } from "./UseCase.js"

/** Options of cross-tab sync (`<CrossTabSync channel="my-shop" scope={profileId} />`; both optional). */
export interface CrossTabOptions {
  /** The `BroadcastChannel`'s name: tabs of one app share it (default `"atlas-client"`). */
  readonly channel?: string | undefined
  /**
   * Whose data this tab shows (e.g. the signed-in profile's id): a message from a tab of another
   * scope is ignored. Tabs of one origin share their cookies, hence usually their shopper; set it
   * when they may not.
   */
  readonly scope?: string | undefined
}

/** The channel's name when the options give none. */
const DEFAULT_CHANNEL = "atlas-client"

/** What one write's success tells the other tabs. */
export interface CrossTabMessage {
  readonly atlas: typeof MESSAGE_VERSION
  readonly scope: string | null
  /** The write's use case (for the receiving tab's developer panel). */
  readonly by: string
  /** Entries set by the write's `updates`, by id without the modality (`entryIdOf(name, key, hash)`). */
  readonly entries: ReadonlyArray<string>
  /** Reads patched by its `updates` and named by its `invalidates` (use case or operation names). */
  readonly targets: ReadonlyArray<string>
}

const MESSAGE_VERSION = 1

/** An entry's id without the modality: its first three parts (use case, key, hash of the arguments). */
const baseOf = (id: string): string => id.split("#").slice(0, 3).join("#")

/** The message telling the other tabs of a write's success (entry ids from the store, so this module imports none of it). */
const messageOf = (
  store: SlotStore,
  useCase: AnyUseCase,
  value: unknown,
  args: ReadonlyArray<unknown>,
  scope: string | null
): CrossTabMessage => {
  const entries: Array<string> = []
  const targets: Array<string> = []
  for (const change of useCase.updates?.(value, args) ?? []) {
    if (change._tag === "patch") targets.push(change.read.name)
    else entries.push(baseOf(store.entryId(change.read, change.args, change.key)))
  }
  for (const target of useCase.invalidates ?? []) targets.push(...targetNames(target))
  return { atlas: MESSAGE_VERSION, scope, by: useCase.name, entries, targets }
}

const isMessage = (data: unknown): data is CrossTabMessage =>
  typeof data === "object" &&
  data !== null &&
  "atlas" in data &&
  data.atlas === MESSAGE_VERSION &&
  "entries" in data &&
  Array.isArray(data.entries) &&
  "targets" in data &&
  Array.isArray(data.targets)

/**
 * Applies another tab's message: the entries it names (under any modality: an entry's id is its
 * first three parts, use case, key and hash, with the modality as a fourth once it moved) and the reads it targets turn stale.
 */
const receive = (store: SlotStore, message: CrossTabMessage): void => {
  const bases = new Set(message.entries.filter((e): e is string => typeof e === "string"))
  const ids: Array<string> = message.targets.filter((t): t is string => typeof t === "string")
  if (bases.size > 0)
    for (const info of store.getAll()) {
      if (info.kind !== "read") continue
      if (bases.has(baseOf(info.id))) ids.push(info.id)
    }
  if (ids.length > 0) store.invalidate(ids)
}

/**
 * Keeps `store` in step with the other tabs of the same origin that sync on the same channel;
 * returns the function that stops it. Without `BroadcastChannel` (a server, an old browser) it
 * does nothing.
 *
 * @example
 * const stop = syncTabs(store, { channel: "my-shop", scope: profileId })
 */
export const syncTabs = (store: SlotStore, options: CrossTabOptions = {}): (() => void) => {
  if (typeof BroadcastChannel === "undefined") return () => undefined
  const channel = new BroadcastChannel(options.channel ?? DEFAULT_CHANNEL)
  const scope = options.scope ?? null
  store.onWritten = (useCase, value, args) => {
    const message = messageOf(store, useCase, value, args, scope)
    if (message.entries.length > 0 || message.targets.length > 0) channel.postMessage(message)
  }
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data) && event.data.scope === scope && !store.isDisposed) receive(store, event.data)
  }
  channel.addEventListener("message", onMessage)
  return () => {
    store.onWritten = undefined
    channel.removeEventListener("message", onMessage)
    channel.close()
  }
}
