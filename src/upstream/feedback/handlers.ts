/**
 * Reference-upstream customer feedback: comments stored in order, from signed-in or anonymous
 * shoppers (applied once per `Idempotency-Key`, by the router).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { FeedbackContract } from "../../contract/feedback.js"
import type { CustomerComment } from "../../schema/feedback.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { formatId } from "../ids.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"

/** The feedback routes. */
export const feedbackRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(FeedbackContract.sendComment, ({ payload }, ctx: CallContext<AtlasState>) => {
    if (payload.locationId !== undefined && !ctx.state.stores.some((s) => s.locationId === payload.locationId)) {
      return Effect.fail(fail(400, "UNKNOWN_STORE", `No store with location id ${payload.locationId}`))
    }
    const comment: CustomerComment = {
      commentId: formatId("comment", ctx.state.feedback.length + 1),
      comment: payload.comment,
      category: payload.category,
      ...(payload.rating === undefined ? {} : { rating: payload.rating }),
      ...(payload.locationId === undefined ? {} : { locationId: payload.locationId }),
      contactMe: payload.contactMe ?? false,
      authenticated: ctx.shopper !== undefined,
      createdDate: ctx.now.toISOString()
    }
    ctx.state.feedback.push({ ...comment, owner: ownerOf(ctx) })
    return Effect.succeed({ data: { comment } })
  })
]
