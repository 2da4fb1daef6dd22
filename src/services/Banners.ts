/**
 * Banners: the chains the shop trades under.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { BannersContract } from "../contract/banners.js"
import { runner } from "../layers/runner.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * The chains the shop trades under: list them, or find one by id or name (e.g. to label a store).
 *
 * @example
 * ```ts
 * export const banners = Effect.gen(function* () {
 *   const service = yield* Banners
 *   return yield* service.listBanners()
 * })
 * ```
 */
export class Banners extends Effect.Service<Banners>()("atlas-client/Banners", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Every banner, by name. */
      listBanners: fn("Banners.listBanners")(function* () {
        return (yield* run(BannersContract.listBanners, {})).data.banners
      }),

      /** One banner by id or name (case-insensitive), if the shop has it. */
      findBanner: fn("Banners.findBanner")(function* (idOrName: string) {
        const wanted = idOrName.trim().toLowerCase()
        const banners = (yield* run(BannersContract.listBanners, {})).data.banners
        return banners.find((b) => b.bannerId.toLowerCase() === wanted || b.name.toLowerCase() === wanted)
      })
    } as const
  })
}) {}

/** Every error a {@link Banners} use case can fail with (derived from the use cases, so from the descriptors). */
export type BannersError = ServiceError<Banners>
