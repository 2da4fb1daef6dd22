/**
 * Reference-upstream banners: the banners of the seeded stores, with their divisions and store
 * counts.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { BannersContract } from "../../contract/banners.js"
import type { AtlasState } from "../state.js"
import { route, type Route } from "../route.js"

/** The banners routes. */
export const bannersRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(BannersContract.listBanners, (_, { state }: { state: AtlasState }) => Effect.succeed({ data: { banners: state.banners } }))
]
