/**
 * The banners use cases.
 *
 * @since 0.1.0
 */
import { BannersContract } from "../../contract/banners.js"
import { Banners } from "../../services/Banners.js"
import { fromOperation } from "../fromOperation.js"

/** Banners use cases. */
export const BannersUseCases = {
  listBanners: /* @__PURE__ */ fromOperation(Banners, BannersContract.listBanners),
  // One banner of the list, by id or name.
  findBanner: /* @__PURE__ */ fromOperation(Banners, BannersContract.listBanners, { method: "findBanner", success: false })
} as const
