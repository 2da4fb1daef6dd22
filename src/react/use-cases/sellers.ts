/**
 * The sellers use cases, ready for the hooks: sellers by id, and the list of sellers.
 *
 * @since 0.1.0
 */
import { SellersContract } from "../../contract/sellers.js"
import { Sellers } from "../../services/Sellers.js"
import { fromOperation } from "../fromOperation.js"

/** Sellers use cases. */
export const SellersUseCases = {
  getSellers: /* @__PURE__ */ fromOperation(Sellers, SellersContract.getSellers),
  listSellers: /* @__PURE__ */ fromOperation(Sellers, SellersContract.listSellers, { success: false })
} as const
