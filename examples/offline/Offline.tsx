import type { ReactNode } from "react"
import { clearPersistedReads, PersistReads, useOfflineStatus } from "atlas-client/offline"

// Under the provider: the shopper's reads kept across reloads, and the notice while they are old.
export function OfflineReads({ profileId, children }: { readonly profileId: string | undefined; readonly children?: ReactNode }) {
  return (
    <>
      <PersistReads owner={profileId === undefined ? "guest" : `profile:${profileId}`} />
      <OfflineNotice />
      {children}
    </>
  )
}

const time = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" })

export function OfflineNotice() {
  const { offline, asOf } = useOfflineStatus()
  if (!offline || asOf === undefined) return null
  return <p role="status">Offline, as of {time.format(asOf)}</p>
}

// Sign-out: the next shopper on this device finds nothing of the last one's.
export async function signOut(): Promise<void> {
  await fetch("/session", { method: "DELETE" })
  await clearPersistedReads()
}
