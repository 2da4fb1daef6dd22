/**
 * The banners use cases.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { BannersContract } from "../../contract/banners.js"
import { Banners } from "../../services/Banners.js"
import { defineUseCase } from "../UseCase.js"

/** Banners use cases. */
export const BannersUseCases = {
  listBanners: /* @__PURE__ */ defineUseCase({
    name: "Banners.listBanners",
    mode: "read",
    success: BannersContract.listBanners.success.fields.data.fields.banners,
    run: () => Effect.flatMap(Banners, (b) => b.listBanners())
  }),
  findBanner: /* @__PURE__ */ defineUseCase({
    name: "Banners.findBanner",
    mode: "read",
    run: (idOrName: string) => Effect.flatMap(Banners, (b) => b.findBanner(idOrName))
  })
} as const
