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
 * ```ts
 * const path = weeklyAdPathOf({ banner: "Harbor Foods", divisionNumber: "014", storeNumber: "00943" })
 * expect(path).toStrictEqual({ banner: "harbor-foods", division: "014", store: "00943" })
 * ```
 */
export const weeklyAdPathOf = (
  store: Pick<Store, "banner" | "divisionNumber" | "storeNumber">
): { readonly banner: string; readonly division: string; readonly store: string } => ({
  banner: store.banner.toLowerCase().replace(/[^a-z0-9_-]+/g, "-"),
  division: store.divisionNumber,
  store: store.storeNumber
})
