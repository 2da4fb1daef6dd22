import { useWhenOffline } from "atlas-client/offline"

// The offline parts (./Offline.tsx: <PersistReads> and the notice) kept out of the first screen's
// script, yet loaded in time: 3 s after the first render, at once when the signal drops.
const loadOffline = () => import("./Offline.js")

export function Offline({ profileId }: { readonly profileId: string | undefined }) {
  const offline = useWhenOffline(loadOffline)
  return offline === undefined ? null : <offline.OfflineReads profileId={profileId} />
}
