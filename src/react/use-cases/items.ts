/**
 * The items use cases, ready for the hooks: items by gtin13 (a tile's lookup, batched across tiles)
 * and their alternative locations. Reads that depend on the shopping context re-run when the
 * active modality changes.
 *
 * @since 0.1.0
 */
import { ItemsContract } from "../../contract/items.js"
import { Items } from "../../services/Items.js"
import { fromOperation } from "../fromOperation.js"

/** Items use cases; `lookupItem` (one slot per tile, keyed by gtin13) is batched across tiles into items calls. */
export const ItemsUseCases = {
  getItems: /* @__PURE__ */ fromOperation(Items, ItemsContract.getItems, { success: false }),
  lookupItem: /* @__PURE__ */ fromOperation(Items, ItemsContract.getItems, {
    method: "lookupItem",
    success: ItemsContract.getItems.success.fields.data.fields.items.value
  }),
  getAlternativeLocations: /* @__PURE__ */ fromOperation(Items, ItemsContract.getAlternativeLocations, { success: false })
} as const
