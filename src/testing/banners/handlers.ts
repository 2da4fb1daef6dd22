/**
 * Reference-upstream banners: the banners of the seeded stores, with their divisions and store
 * counts.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { BannersContract } from "../../contract/banners.js"
import type { Banner } from "../../schema/banners.js"
import type { Store } from "../../schema/stores.js"
import type { AtlasState } from "../state.js"
import { route, type Route } from "../upstream/route.js"

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

/** The banners routes. */
export const bannersRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(BannersContract.listBanners, (_, { state }: { state: AtlasState }) => Effect.succeed({ data: { banners: state.banners } }))
]
