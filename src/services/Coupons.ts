/**
 * Coupons: the shop's coupons with the shopper's status of each (filter by types, status,
 * click-list prefix; sort by relevance, recent, expiration or value), and clip / unclip. Clip and
 * unclip are keyed (DESIGN principle 4): a retried clip never double-clips.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { runner } from "../layers/runner.js"
import { CouponsContract } from "../contract/savings.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import {
  type ClickListPrefix,
  clickListPrefixOf,
  type ClipAction,
  type CouponSortOrder,
  type CouponStatus,
  type CouponType
} from "../schema/savings.js"
import { defined, nonBlank } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** The coupon id has no click-list prefix (CL or CLWEEKLY): it cannot be clipped; nothing was sent. */
export class CouponNotClippable extends Schema.TaggedError<CouponNotClippable>()("CouponNotClippable", { couponId: Schema.String }) {
  /** The text to show next to the coupon instead of a clip button. */
  override get message(): string {
    return "This coupon can't be clipped"
  }
}

/** Filters of the coupon list; empty ones are not sent. */
export interface CouponFilters {
  readonly types?: ReadonlyArray<CouponType>
  readonly status?: CouponStatus
  readonly clickListPrefix?: ClickListPrefix
  readonly query?: string
  readonly sort?: CouponSortOrder
  readonly pageSize?: number
}

/**
 * Coupons: the shop's coupons with the shopper's status of each, filtered and sorted, and clipping or unclipping one.
 *
 * @example
 * ```ts
 * export const clipFirstCoupon = Effect.gen(function* () {
 *   const coupons = yield* Coupons
 *   const found = yield* coupons.getCoupons({ query: "cereal", pageSize: 10 })
 *   const first = found.coupons[0]
 *   return first === undefined ? undefined : yield* coupons.clipCoupon(first.id)
 * })
 * ```
 */
export class Coupons extends Effect.Service<Coupons>()("atlas-client/Coupons", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner

    const clip = (action: ClipAction) => (couponId: string, options?: CallOptions) =>
      Effect.gen(function* () {
        if (clickListPrefixOf(couponId) === undefined) return yield* new CouponNotClippable({ couponId })
        return (yield* run(CouponsContract.clipCoupon, { payload: { couponId, action } }, options)).data.coupon
      })

    return {
      /** Coupons, filtered and sorted, with total. */
      getCoupons: fn("Coupons.getCoupons")(function* (filters: CouponFilters = {}) {
        const body = yield* run(CouponsContract.getCoupons, {
          urlParams: defined({
            "filter.types": filters.types?.length ? filters.types : undefined,
            "filter.status": filters.status,
            "filter.clickListPrefix": filters.clickListPrefix,
            "filter.query": nonBlank(filters.query),
            sort: filters.sort,
            "page.size": filters.pageSize
          })
        })
        return { coupons: body.data.coupons, total: body.meta.total }
      }),
      /** Clips a coupon (keyed; {@link CouponNotClippable} without a click-list prefix). */
      clipCoupon: fn("Coupons.clipCoupon")(function* (couponId: string, options?: CallOptions) {
        return yield* clip("CLIP")(couponId, options)
      }),
      /** Unclips a coupon (keyed). */
      unclipCoupon: fn("Coupons.unclipCoupon")(function* (couponId: string, options?: CallOptions) {
        return yield* clip("UNCLIP")(couponId, options)
      })
    } as const
  })
}) {}

/** Every error a {@link Coupons} use case can fail with (derived from the use cases, so from the descriptors). */
export type CouponsError = ServiceError<Coupons>
