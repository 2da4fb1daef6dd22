import { ItemsUseCases, usePrefetch } from "atlas-client/react"

// A product link that warms the product page's read when the shopper shows intent (a hover, a
// focus, a touch): a tap after the prefetch finished shows the page from the cache, with no loading
// state. The page reads the same entry: `useRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })`.
export function ProductLink({ gtin13, name }: { readonly gtin13: string; readonly name: string }) {
  const warm = usePrefetch(ItemsUseCases.lookupItem, { key: gtin13 })
  const onIntent = () => warm(gtin13)
  return (
    <a href={`/products/${gtin13}`} onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
      {name}
    </a>
  )
}
