/**
 * The sellers use cases, ready for the hooks: sellers by id, and the list of sellers.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { SellersListParams } from "../../contract/sellers.js"
import { Sellers } from "../../services/Sellers.js"
import { defineUseCase } from "../UseCase.js"

/** Sellers use cases. */
export const SellersUseCases = {
  getSellers: /* @__PURE__ */ defineUseCase({
    name: "Sellers.getSellers",
    mode: "read",
    run: (ids: ReadonlyArray<string>) => Effect.flatMap(Sellers, (s) => s.getSellers(ids))
  }),
  listSellers: /* @__PURE__ */ defineUseCase({
    name: "Sellers.listSellers",
    mode: "read",
    run: (params: SellersListParams = {}) => Effect.flatMap(Sellers, (s) => s.listSellers(params))
  })
} as const
