/**
 * The shop's search as its URL names it (`/shop?q=milk&dept=...&sale=1&sort=...&page=2`): the page
 * reads it, and the server prefetches the same read (the same arguments, or the hydrated read would
 * not match the server's).
 */
import type { ProductSearchQuery, ProductSort } from "atlas-client"

/** Tiles per page. */
export const PAGE_SIZE = 48

/** The sort orders the shop offers. */
export const sorts: ReadonlyArray<{ readonly value: ProductSort; readonly label: string }> = [
  { value: "relevance", label: "Best match" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "rating", label: "Top rated" },
  { value: "name", label: "Name" }
]

/** A sort order from the URL; best match when absent or unknown. */
export const sortOf = (value: string | null): ProductSort => sorts.find((s) => s.value === value)?.value ?? "relevance"

/** What the URL's query asks for. */
export const shopParamsOf = (query: URLSearchParams) => ({
  q: query.get("q") ?? "",
  dept: query.get("dept") ?? "",
  sale: query.get("sale") === "1",
  sort: sortOf(query.get("sort")),
  page: Math.max(1, Number.parseInt(query.get("page") ?? "1", 10) || 1)
})

/** The search the shop page reads for its URL. */
export const searchQueryOf = ({ q, dept, sale, sort, page }: ReturnType<typeof shopParamsOf>): ProductSearchQuery => ({
  ...(q === "" ? {} : { term: q }),
  ...(dept === "" ? {} : { department: dept }),
  ...(sale ? { onSale: true } : {}),
  sort,
  page: { size: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }
})
