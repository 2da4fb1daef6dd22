/**
 * The `banners` operation of operations.tsv (method assumed: GET).
 *
 * @since 0.1.0
 */
import { BannersResponse } from "../schema/banners.js"
import { make } from "../core/Operation.js"

/** GET /banner/v1/banners: every banner (chain) of the shop. */
export const listBanners = make({
  domain: "banners",
  name: "Banners.listBanners",
  requestKind: "banners",
  summary: "List banners",
  method: "GET",
  path: "/banner/v1/banners",
  retry: "read",
  success: BannersResponse,
  errors: [500]
})

/** Every banners operation. */
export const BannersContract = { listBanners } as const
