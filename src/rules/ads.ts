/**
 * Weekly ads: the path that names a store's weekly ad.
 *
 * @since 0.2.0
 */
import type { Store } from "../schema/stores.js"

/**
 * The weekly-ad path of a store: its banner as a path segment (lower case, anything else than
 * letters, digits, `_` and `-` as `-`), its division and its store number.
 *
 * @example
 * weeklyAdPathOf(store) // { banner: "kroger", division: "014", store: "00123" }
 */
export const weeklyAdPathOf = (
  store: Pick<Store, "banner" | "divisionNumber" | "storeNumber">
): { readonly banner: string; readonly division: string; readonly store: string } => ({
  banner: store.banner.toLowerCase().replace(/[^a-z0-9_-]+/g, "-"),
  division: store.divisionNumber,
  store: store.storeNumber
})
