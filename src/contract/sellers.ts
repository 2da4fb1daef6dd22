/**
 * The `sellers` operations of operations.tsv: marketplace sellers by ids, and the list.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { SellersResponse } from "../schema/sellers.js"
import { CommaSeparated, make } from "../core/Operation.js"
import { IntFromString } from "../core/params.js"

/** A seller id: letters, digits and dashes. */
export const SellerId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9-]+$/, { message: () => "a seller id is letters, digits and dashes" })
)

/** GET /seller/v1/sellers/{ids}: sellers by ids (comma-joined; at least one). */
export const getSellers = make({
  domain: "sellers",
  name: "Sellers.getSellers",
  requestKind: "Sellers",
  summary: "Sellers by ids",
  method: "GET",
  path: "/seller/v1/sellers/{ids}",
  retry: "read",
  pathParams: Schema.Struct({ ids: CommaSeparated(SellerId).pipe(Schema.minItems(1, { message: () => "seller ids are required" })) }),
  success: SellersResponse
})

/** Url params of the sellers list. */
export const SellersListParams = Schema.Struct({
  "filter.name": Schema.optional(Schema.String),
  "page.size": Schema.optional(IntFromString.pipe(Schema.between(1, 100))),
  "page.offset": Schema.optional(IntFromString.pipe(Schema.nonNegative()))
})
/** The options of the sellers list (name, page size and offset), as `Sellers.listSellers` takes and sends them. */
export type SellersListParams = typeof SellersListParams.Type

/** GET /seller/v1/sellers: every marketplace seller, paged. */
export const listSellers = make({
  domain: "sellers",
  name: "Sellers.listSellers",
  requestKind: "sellers list",
  summary: "List sellers",
  method: "GET",
  path: "/seller/v1/sellers",
  retry: "read",
  urlParams: SellersListParams,
  success: SellersResponse,
  errors: [400, 500]
})

/** Every sellers operation. */
export const SellersContract = { getSellers, listSellers } as const
