import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Feedback } from "atlas-client"
import { mswOrigins } from "atlas-client/testing"
import { mswShopper } from "../support/upstream.js"

const { requests, upstream, run } = mswShopper(Feedback.Default)

describe("Feedback through the reference upstream (msw)", () => {
  it.live("sendComment: POST, keyed, stored once per key", () =>
    run(
      Effect.gen(function* () {
        const feedback = yield* Feedback
        const store = upstream.state.stores[0]?.locationId
        const sent = yield* feedback.sendComment(
          { comment: "  Great pickup!  ", category: "PICKUP", rating: 5, ...(store === undefined ? {} : { locationId: store }) },
          { idempotencyKey: "fb-1" }
        )
        const request = requests.at(-1)
        assert.strictEqual(request?.method, "POST")
        assert.strictEqual(request?.url, `${mswOrigins.atlas}/atlas/v1/customer-feedback/v1/customer-comments`)
        assert.strictEqual(request?.headers.get("idempotency-key"), "fb-1")
        assert.strictEqual(sent.comment, "Great pickup!")
        assert.isFalse(sent.authenticated)
        const again = yield* feedback.sendComment(
          { comment: "Great pickup!", category: "PICKUP", rating: 5, ...(store === undefined ? {} : { locationId: store }) },
          { idempotencyKey: "fb-1" }
        )
        expect(again).toStrictEqual(sent)
        assert.strictEqual(upstream.state.feedback.length, 1)
        yield* feedback.sendComment({ comment: "Another", category: "WEBSITE" })
        assert.strictEqual(upstream.state.feedback.length, 2)
      })
    )
  )

  it.live("an empty or too long comment, or a rating outside 1-5, is rejected before sending", () =>
    run(
      Effect.gen(function* () {
        const feedback = yield* Feedback
        for (const input of [
          { comment: "   ", category: "OTHER" as const },
          { comment: "x".repeat(2001), category: "OTHER" as const },
          { comment: "ok", category: "OTHER" as const, rating: 6 }
        ]) {
          const error = yield* feedback.sendComment(input).pipe(Effect.flip)
          assert.strictEqual(error.message, "Expecting customer comment request")
        }
        assert.strictEqual(requests.length, 0)
      })
    )
  )
})
