/**
 * Banner vocabulary: the chains (banners) the shop trades under. The spec's full chain list (about
 * 35 chains) is not reproduced; the reference upstream serves the banners of its seeded stores.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/** A banner (chain). */
export const Banner = Schema.Struct({
  bannerId: Schema.String,
  name: Schema.String,
  divisions: Schema.optional(Schema.Array(Schema.String)),
  storeCount: Schema.optional(Schema.Int),
  domain: Schema.optional(Schema.String)
})
/** @see Banner */
export type Banner = typeof Banner.Type

/** The body of the banner list. */
export const BannersResponse = Schema.Struct({ data: Schema.Struct({ banners: Schema.Array(Banner) }) })
