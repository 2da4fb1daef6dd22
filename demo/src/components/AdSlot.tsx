/**
 * A sponsored placement of a page (`AdPlacementsUseCases.getAdPlacements` for the page's target and
 * display location): shown when there is one, and its impressions (start when half of it is seen,
 * end with the time seen when it is left or the page closes) sent through `Analytics` by
 * `useImpression`. Its own `<Suspense>` boundary (`useSuspenseRead`: the server render streams it
 * as its reads resolve, a placeholder of its size meanwhile) and error boundary (a placement that
 * fails to load is not shown, as before).
 */
import type { AdDisplayLocation as Locations, AdPlacement, AdTarget } from "atlas-client"
import { AdPlacementsUseCases, ItemsUseCases, useImpression } from "atlas-client/react"
import { AtlasErrorBoundary, useSuspenseRead } from "atlas-client/react/suspense"
import { Suspense } from "react"
import { Link } from "../router.js"
import { Price, ProductArt } from "../shop/ProductTile.js"

const PICK = "This week’s pick"

// The placement's first product, looked up with the page's other tiles (one batched items request).
const AdItem = ({ gtin13 }: { readonly gtin13: string }) => {
  const { value: item } = useSuspenseRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })
  return (
    <>
      <ProductArt item={item} size="mini" />
      <p className="ad-slot__name">{item.description}</p>
      <Price item={item} />
    </>
  )
}

const Ad = ({ ad }: { readonly ad: AdPlacement }) => {
  const { ref } = useImpression({
    id: ad.id,
    espot_id: ad.espotId,
    espotName: ad.espotName,
    target: ad.target,
    monetized: ad.monetized ?? false
  })
  const first = ad.gtin13s?.[0]
  return (
    <aside ref={ref} className="ad-slot" aria-label="Sponsored" data-espot-id={ad.espotId}>
      <p className="ad-slot__tag">{ad.monetized ? "Sponsored" : "Featured"}</p>
      {first === undefined ? (
        <p className="ad-slot__name">{PICK}</p>
      ) : (
        // A product that fails to load leaves the placement with its name only.
        <AtlasErrorBoundary fallback={() => <p className="ad-slot__name">{PICK}</p>}>
          <AdItem gtin13={first} />
        </AtlasErrorBoundary>
      )}
      {first !== undefined && (
        <Link to={`/products/${first}`} className="button button--small">
          See the deal
        </Link>
      )}
    </aside>
  )
}

const Placement = ({ target, location }: { readonly target: AdTarget; readonly location: typeof Locations.Type }) => {
  const { value } = useSuspenseRead(AdPlacementsUseCases.getAdPlacements, [{ target, displayLocations: [location], pageSize: 1 }], {
    key: `${target}:${location}`
  })
  const ad = value.placements[0]
  return ad === undefined ? null : <Ad ad={ad} />
}

/** While the placement loads: a placeholder of its size, announced as loading. */
const AdPlaceholder = () => (
  <div className="ad-slot ad-slot--loading" aria-busy="true">
    <span className="visually-hidden">Loading a sponsored offer…</span>
    <span className="skeleton skeleton--line short" aria-hidden="true" />
    <span className="skeleton skeleton--title" aria-hidden="true" />
  </div>
)

/** The first placement of a page's target at a display location. */
export const AdSlot = ({ target, location }: { readonly target: AdTarget; readonly location: typeof Locations.Type }) => (
  <AtlasErrorBoundary fallback={() => null}>
    <Suspense fallback={<AdPlaceholder />}>
      <Placement target={target} location={location} />
    </Suspense>
  </AtlasErrorBoundary>
)
