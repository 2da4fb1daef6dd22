/**
 * The items use cases, ready for the hooks: items by gtin13 (a tile's lookup, batched across tiles)
 * and their alternative locations. Reads that depend on the shopping context re-run when the
 * active modality changes.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ItemsContract } from "../../contract/items.js"
import { Items, type ItemsQuery, type LookupOptions } from "../../services/Items.js"
import { defineUseCase } from "../UseCase.js"

/** Items use cases; `lookupItem` (one slot per tile, keyed by gtin13) is batched across tiles. */
export const ItemsUseCases = {
  getItems: /* @__PURE__ */ defineUseCase({
    name: "Items.getItems",
    mode: "read",
    contextDependent: true,
    run: (query: ItemsQuery) => Effect.flatMap(Items, (s) => s.getItems(query))
  }),
  lookupItem: /* @__PURE__ */ defineUseCase({
    name: "Items.lookupItem",
    mode: "read",
    contextDependent: true,
    success: ItemsContract.getItems.success.fields.data.fields.items.value,
    run: (gtin13: string, options: LookupOptions = {}) => Effect.flatMap(Items, (s) => s.lookupItem(gtin13, options))
  }),
  getAlternativeLocations: /* @__PURE__ */ defineUseCase({
    name: "Items.getAlternativeLocations",
    mode: "read",
    run: (gtin13: string, postalCode: string) => Effect.flatMap(Items, (s) => s.getAlternativeLocations(gtin13, postalCode))
  })
} as const
