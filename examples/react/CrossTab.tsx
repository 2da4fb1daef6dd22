import type { ReactNode } from "react"
import { CrossTabSync } from "atlas-client/react"
import { AtlasProvider, runtime } from "./app.js"

// The shop's tabs in step: a cart write in one tab makes the cart read stale in the others, which
// fetch it again if it is on screen. `scope` keeps another shopper's tabs out (optional).
export const SyncedApp = ({ profileId, children }: { readonly profileId?: string; readonly children?: ReactNode }) => (
  <AtlasProvider runtime={runtime}>
    <CrossTabSync channel="my-shop" scope={profileId} />
    {children}
  </AtlasProvider>
)
