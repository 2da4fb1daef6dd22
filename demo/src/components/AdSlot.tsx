/**
 * A sponsored placement of a page (`AdPlacementsUseCases.getAdPlacements` for the page's target and
 * display location): shown when there is one, and its impressions (start when half of it is seen,
 * end with the time seen when it is left or the page closes) sent through `Analytics` by
 * `useImpression`.
 */
import type { AdDisplayLocation as Locations, AdTarget } from "atlas-client"
import { AdPlacementsUseCases, ItemsUseCases, useImpression, useRead } from "atlas-client/react"
import { Link } from "../router.js"
import { Price, ProductArt } from "../shop/ProductTile.js"

/** The first placement of a page's target at a display location. */
export const AdSlot = ({ target, location }: { readonly target: AdTarget; readonly location: typeof Locations.Type }) => {
  const { state } = useRead(AdPlacementsUseCases.getAdPlacements, [{ target, displayLocations: [location], pageSize: 1 }], {
    key: `${target}:${location}`
  })
  const ad = state.status === "success" ? state.value.placements[0] : undefined
  const { ref } = useImpression(
    ad === undefined
      ? undefined
      : { id: ad.id, espot_id: ad.espotId, espotName: ad.espotName, target: ad.target, monetized: ad.monetized ?? false }
  )
  // The placement's first product, looked up with the page's other tiles (one batched items request).
  const first = ad?.gtin13s?.[0]
  const lookup = useRead(ItemsUseCases.lookupItem, first === undefined ? undefined : [first], { key: first ?? "none" })
  const item = lookup.state.status === "success" ? lookup.state.value : undefined
  if (ad === undefined) return null
  return (
    <aside ref={ref} className="ad-slot" aria-label="Sponsored" data-espot-id={ad.espotId}>
      <p className="ad-slot__tag">{ad.monetized ? "Sponsored" : "Featured"}</p>
      {item !== undefined && <ProductArt item={item} size="mini" />}
      <p className="ad-slot__name">{item === undefined ? "This week’s pick" : item.description}</p>
      {item !== undefined && <Price item={item} />}
      {first !== undefined && (
        <Link to={`/products/${first}`} className="button button--small">
          See the deal
        </Link>
      )}
    </aside>
  )
}
