/**
 * `<CrossTabSync />`: cross-tab sync of the nearest provider's store, turned on by placing it under
 * the provider (`crossTab.ts` holds what it does). A component of its own, not a provider prop, so
 * that an app without it carries none of its bytes.
 *
 * @since 0.3.0
 */
import { useEffect } from "react"
import { useSlotStore } from "./AtlasProvider.js"
import { type CrossTabOptions, syncTabs } from "./crossTab.js"

/**
 * Keeps the provider's reads in step with the app's other tabs of the same origin: a write's
 * success in one makes the entries it set and the reads it invalidated stale in the others, which
 * fetch those on screen again. Renders nothing; a change of `channel` or `scope` (a shopper signing
 * in) starts it again under the new ones. Does nothing on a server or without `BroadcastChannel`.
 *
 * @example
 * <AtlasProvider runtime={runtime}>
 *   <CrossTabSync channel="my-shop" scope={profileId} />
 *   <App />
 * </AtlasProvider>
 */
export function CrossTabSync({ channel, scope }: CrossTabOptions): null {
  const store = useSlotStore()
  useEffect(() => syncTabs(store, { channel, scope }), [store, channel, scope])
  return null
}
