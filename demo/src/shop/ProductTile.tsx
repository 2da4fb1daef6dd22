/**
 * A product tile: its department's illustration, brand, name, size, price (promo and regular), stock badge, rating and add
 * to cart. Given a gtin13 it reads the item with `useRead(ItemsUseCases.lookupItem, [gtin13],
 * { key: gtin13 })`: the lookups of every tile of a grid go out as one batched items call.
 */
import type { Item } from "atlas-client"
import { ItemsUseCases, useRead, useSlotStore } from "atlas-client/react"
import { Link } from "../router.js"
import { AddToCart } from "./AddToCart.js"
import { artOf, money, percentOff, stockBadge } from "./format.js"

/** Stars for a rating, with its words for assistive technology. */
export const Rating = ({ average, count }: { readonly average: number; readonly count: number }) => {
  if (count === 0) return <span className="rating rating--none">No reviews yet</span>
  const full = Math.round(average)
  return (
    <span className="rating" role="img" aria-label={`Rated ${average.toFixed(1)} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`}>
      <span className="rating__stars" aria-hidden="true">
        {"★".repeat(full)}
        <span className="rating__off">{"★".repeat(5 - full)}</span>
      </span>
      <span className="rating__count" aria-hidden="true">
        {average.toFixed(1)} ({count})
      </span>
    </span>
  )
}

/** The pixel size of the illustration by where it is shown. */
const ART_SIZE = { tile: 96, page: 192, mini: 48, thumb: 48 } as const

/**
 * The product's picture: its department's illustration (a static SVG file, `artOf`) with its size.
 * Decorative (the product's name is beside it): `alt=""` and hidden from assistive technology.
 * `eager` for pictures on the first screen; the others load as they are scrolled to.
 */
export const ProductArt = ({
  item,
  size = "tile",
  eager = false
}: {
  readonly item: Pick<Item, "department" | "size">
  readonly size?: keyof typeof ART_SIZE
  readonly eager?: boolean
}) => (
  <div className={`art art--${size}`} aria-hidden="true">
    <img
      className="art__img"
      src={artOf(item.department?.id)}
      width={ART_SIZE[size]}
      height={ART_SIZE[size]}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
    {(size === "tile" || size === "page") && <span className="art__size">{item.size}</span>}
  </div>
)

/** Promo and regular prices. */
export const Price = ({ item, size = "tile" }: { readonly item: Item; readonly size?: "tile" | "page" }) => {
  if (item.price === undefined) return <p className={`price price--${size}`}>Price in store</p>
  const { promo, regular, unitPrice } = item.price
  const off = percentOff(item.price)
  return (
    <p className={`price price--${size}`}>
      {promo === undefined ? (
        <span className="price__now">{money(regular)}</span>
      ) : (
        <>
          <span className="price__now price__now--sale">
            <span className="visually-hidden">Sale price </span>
            {money(promo)}
          </span>
          <s className="price__was">
            <span className="visually-hidden">Regular price </span>
            {money(regular)}
          </s>
          {off !== undefined && <span className="price__off">{off}</span>}
        </>
      )}
      {unitPrice !== undefined && <span className="price__unit">{unitPrice}</span>}
    </p>
  )
}

/** The stock badge. */
export const StockBadge = ({ item }: { readonly item: Item }) => {
  const badge = stockBadge(item.inventory.stockLevel)
  return <span className={`stock stock--${badge.tone}`}>{badge.label}</span>
}

/** Limits worth knowing before adding (minimum, maximum, restriction group). */
export const Limits = ({ item }: { readonly item: Item }) => {
  const notes = [
    item.minimumOrderQuantity > 1 ? `Min ${item.minimumOrderQuantity}` : undefined,
    item.maximumOrderQuantity < 10 ? `Limit ${item.maximumOrderQuantity}` : undefined,
    ...item.productRestrictions.map((r) => `${r.displayName}: ${r.maxQuantity} max`)
  ].filter((n): n is string => n !== undefined)
  if (notes.length === 0) return null
  return <p className="limits">{notes.join(" · ")}</p>
}

/**
 * A product link's intent (hover, focus, touch): the product page's item is prefetched, so a tap
 * shows the page at once; React Router's `prefetch="intent"` loads the page's module beside it.
 */
const useProductIntent = (gtin13: string) => {
  const store = useSlotStore()
  const warm = () => void import("./productReads.js").then((reads) => reads.warmProduct(store, gtin13))
  return { onMouseEnter: warm, onFocus: warm, onTouchStart: warm }
}

/** A tile for an item already at hand (`data-tile`: what the bench's load table waits for). */
export const ItemTile = ({
  item,
  headingLevel = 3,
  eager = false
}: {
  readonly item: Item
  readonly headingLevel?: 2 | 3
  readonly eager?: boolean
}) => {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const href = `/products/${item.gtin13}`
  const intent = useProductIntent(item.gtin13)
  return (
    <li className="tile" data-tile data-gtin13={item.gtin13}>
      <Link to={href} className="tile__art" tabIndex={-1} aria-hidden="true" prefetch="intent" {...intent}>
        <ProductArt item={item} eager={eager} />
      </Link>
      <div className="tile__body">
        <div className="tile__badges">
          {item.price?.promo !== undefined && <span className="sale-badge">Sale</span>}
          <StockBadge item={item} />
        </div>
        <p className="tile__brand">{item.brand}</p>
        <Heading className="tile__name">
          <Link to={href} prefetch="intent" {...intent}>
            {item.description}
          </Link>
        </Heading>
        <p className="tile__size">{item.size}</p>
        {item.rating !== undefined && <Rating average={item.rating.average} count={item.rating.count} />}
        <Price item={item} />
        <Limits item={item} />
      </div>
      <AddToCart item={item} />
    </li>
  )
}

/** A tile while its item loads. */
export const SkeletonTile = () => (
  <li className="tile tile--skeleton" aria-hidden="true">
    <span className="skeleton tile__art-skeleton" />
    <span className="skeleton skeleton--line short" />
    <span className="skeleton skeleton--title" />
    <span className="skeleton skeleton--line" />
    <span className="skeleton skeleton--line short" />
  </li>
)

/**
 * A tile read by gtin13 (batched with the other tiles' lookups). `seed`, when given (the search's
 * copy), shows until the store's item arrives; `eager` for the first row's pictures.
 */
export const LookupTile = ({
  gtin13,
  seed,
  eager = false
}: {
  readonly gtin13: string
  readonly seed?: Item
  readonly eager?: boolean
}) => {
  const lookup = useRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })
  const { state } = lookup
  const item = state.status === "success" ? state.value : seed
  if (item !== undefined) return <ItemTile item={item} eager={eager} />
  if (state.status === "response-error" || state.status === "client-error") {
    return (
      <li className="tile tile--error" role="alert">
        <p>We couldn’t load this product.</p>
        <button type="button" className="button button--small button--secondary" onClick={lookup.refetch}>
          Try again
        </button>
      </li>
    )
  }
  return <SkeletonTile />
}
