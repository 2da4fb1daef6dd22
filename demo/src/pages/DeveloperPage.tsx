/**
 * The developer panel: the data layer's devtools (`atlas-client/react/devtools`: cache entries
 * with their state, age, freshness and `fetching`, action slots, invalidations, the last requests
 * with their headers, secrets redacted, and the spans of the last calls), the reference upstream's
 * chaos switches and the analytics events (ad impressions, error records).
 *
 * The devtools are an entry of their own, imported lazily here: their script is fetched when this
 * page is first shown, and is in no other page's bundle (`vite.config.ts` keeps the module out of
 * the shared data chunk, so the first screen and /shop never load it).
 */
import { lazy, Suspense, useEffect, useState } from "react"
import { AnalyticsPanel } from "../components/AnalyticsPanel.js"
import { ChaosPanel } from "../components/ChaosPanel.js"
import "./developer.css"

const AtlasDevtools = lazy(() => import("atlas-client/react/devtools"))

/** The developer panel page. */
export const DeveloperPage = () => {
  // The devtools are the browser's (loaded lazily there): the server's render and the hydration
  // show the fallback, then the browser loads them.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  return (
    <div className="page">
      <div className="page-head">
        <p className="eyebrow">For developers</p>
        <h1>Developer panel</h1>
        <p className="muted">
          What the storefront’s data layer is doing: every cached read and action, the writes that made reads stale, every call it sent, the
          spans of the last calls, and the faults the reference upstream injects.
        </p>
      </div>
      <div className="dev-grid">
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading the devtools…
            </p>
          }
        >
          {inBrowser && <AtlasDevtools headingLevel={2} sectionClassName="card dev-section" />}
        </Suspense>
        <section className="card dev-section">
          <ChaosPanel />
        </section>
        <AnalyticsPanel />
      </div>
    </div>
  )
}
