/**
 * The reference upstream's banners, derived from its stores.
 *
 * @since 0.1.0
 */
import type { Banner } from "../../schema/banners.js"
import type { Store } from "../../schema/stores.js"

/**
 * The banners of a list of stores, by name.
 *
 * @example
 * seedBanners(seedStores()).map((b) => b.name) // ["Atlas Market", ...]
 */
export const seedBanners = (stores: ReadonlyArray<Store>): ReadonlyArray<Banner> => {
  const byName = new Map<string, Array<Store>>()
  for (const s of stores) byName.set(s.banner, [...(byName.get(s.banner) ?? []), s])
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, members]) => ({
      bannerId: name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      name,
      divisions: [...new Set(members.map((m) => m.divisionNumber))].sort(),
      storeCount: members.length
    }))
}
