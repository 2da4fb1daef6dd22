import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Carts, Coupons, Promises, Stores, Timeslots } from "atlas-client"
import { pick, plain } from "../support/catalogue.js"
import {
  addCard,
  attemptsPerCall,
  checkOut,
  countFaults,
  duplicates,
  linesOf,
  serveReferenceServer,
  shopperLayer,
  step,
  Tally
} from "./shoppers.js"

const SHOPPERS = 200
const LINES = 5
const COUPONS = 3

const running = serveReferenceServer()

interface Session {
  readonly checkoutId: string
  readonly orderId: string
  readonly lines: ReadonlyArray<string>
  readonly coupons: ReadonlyArray<string>
}

describe("mixed faults against the real Node upstream", () => {
  it.live(
    "200 concurrent sessions under 10% 503, 5% dropped, 2% +3 s, 1% 429: no duplicate order, no lost cart line, no call past its attempt limit",
    () =>
      Effect.gen(function* () {
        const server = running()
        server.upstream.reset()
        server.upstream.chaos.set({
          unavailable: 0.1,
          dropAfterCommit: 0.05,
          slow: 0.02,
          latencyMs: 3_000,
          throttled: 0.01,
          retryAfterSeconds: 1,
          seed: 104
        })
        const faults = countFaults(server)
        const stores = server.upstream.state.stores
        const items = pick(plain, LINES)
        const tally = new Tally()
        const done: Array<Session> = []
        const started = Date.now()

        // One session: choose a store, add 5 lines, clip 3 coupons, reserve a pickup slot (one
        // shopper per slot), check out with a card. Attempts keep the environment's 10 s deadline:
        // 200 sessions and their upstream share two cores, so a loaded call already waits about
        // a second, and a deadline under the 3 s latency would time out healthy calls too.
        const session = (i: number) =>
          Effect.gen(function* () {
            const carts = yield* Carts
            const coupons = yield* Coupons
            const chosen = stores[i % stores.length]!
            const store = yield* step(tally, () => Effect.flatMap(Stores, (s) => s.getStoreDetails(chosen.locationId)))
            const lines = items.map((item, j) => ({ upc: item.gtin13, quantity: 1 + ((i + j) % 3) }))
            let cart
            for (const line of lines)
              cart = yield* step(tally, (idempotencyKey) => carts.addToCart(line.upc, line.quantity, { idempotencyKey }))
            const offered = yield* step(tally, () => coupons.getCoupons({ clickListPrefix: "CL", status: "unclipped" }))
            const clipped = offered.coupons.slice(0, COUPONS).map((c) => c.id)
            for (const id of clipped) yield* step(tally, (idempotencyKey) => coupons.clipCoupon(id, { idempotencyKey }))
            const slots = yield* step(tally, () => Effect.flatMap(Timeslots, (t) => t.getUpfrontTimeslots(store.locationId, "PICKUP")))
            const slot = slots[Math.floor(i / stores.length)]!
            yield* step(tally, (idempotencyKey) =>
              Effect.flatMap(Promises, (p) =>
                p.createPromise(
                  { locationId: store.locationId, modality: "PICKUP", timeslotId: slot.timeslotId, items: lines },
                  { v2: true, idempotencyKey }
                )
              )
            )
            const card = yield* addCard(tally)
            const { checkoutId, orderId } = yield* checkOut(tally, {
              cartId: cart!.id,
              locationId: store.locationId,
              timeslotId: slot.timeslotId,
              cardId: card.cardId
            })
            done.push({ checkoutId, orderId, lines: linesOf(lines), coupons: [...clipped].sort() })
          }).pipe(Effect.provide(shopperLayer(server)), Effect.exit)

        const sessions = yield* Effect.forEach(
          Array.from({ length: SHOPPERS }, (_, i) => i),
          session,
          { concurrency: SHOPPERS }
        )
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        server.upstream.chaos.reset()

        const upstream = server.upstream
        const state = upstream.state
        const orders = [...state.checkout.orders.values()]
        const attempts = attemptsPerCall(server)
        const duplicateOrders = duplicates(orders.map((o) => o.order.checkoutId))
        const duplicateCharges = duplicates(state.checkout.charges.map((c) => c.crossReferenceId))
        let lostLines = 0
        let extraLines = 0
        let wrongCoupons = 0
        for (const s of done) {
          const record = state.checkout.checkouts.get(s.checkoutId)!
          const held = linesOf(record.lineItems)
          lostLines += s.lines.filter((l) => !held.includes(l)).length
          extraLines += held.filter((l) => !s.lines.includes(l)).length
          const clips = state.savings.clipLog.filter((c) => c.owner === record.owner)
          if (
            clips
              .map((c) => c.couponId)
              .sort()
              .join() !== s.coupons.join()
          )
            wrongCoupons += 1
        }
        console.log(
          `mixed faults: ${SHOPPERS} sessions, ${done.length} checked out in ${seconds} s; ${tally.calls} calls, ${attempts.requests} requests ` +
            `(faults: ${faults.unavailable} × 503, ${faults.throttled} × 429, ${faults.dropped} dropped, ${faults.slow} slowed 3 s; ` +
            `${upstream.idempotency.replays} replays); attempts per call ${attempts.histogram}; ` +
            `typed failures: ${tally.describe()}; untyped: ${tally.untyped.length}; ${orders.length} orders, ${state.checkout.charges.length} charges, ` +
            `${duplicateOrders} duplicate orders, ${lostLines} lost and ${extraLines} extra cart lines, ${wrongCoupons} wrong coupon sets`
        )

        expect(tally.untyped, "every outcome is a success or a typed error").toStrictEqual([])
        assert.isTrue(
          sessions.every((s) => s._tag === "Success"),
          "every session finished"
        )
        assert.strictEqual(done.length, SHOPPERS)
        assert.isAtMost(attempts.most, 4, "no call past its attempt limit")
        assert.isTrue(
          Object.values(faults).every((n) => n > 0),
          "every fault happened"
        )
        assert.strictEqual(orders.length, SHOPPERS)
        assert.strictEqual(state.checkout.charges.length, SHOPPERS)
        assert.strictEqual(duplicateOrders, 0)
        assert.strictEqual(duplicateCharges, 0)
        assert.strictEqual(state.checkout.checkouts.size, SHOPPERS)
        assert.strictEqual(state.checkout.promises.size, SHOPPERS)
        assert.strictEqual(lostLines, 0)
        assert.strictEqual(extraLines, 0)
        assert.strictEqual(wrongCoupons, 0)
        assert.isTrue(done.every((s) => s.coupons.length === COUPONS))
        for (const s of done) {
          const placed = state.checkout.orders.get(s.orderId)!
          assert.strictEqual(placed.order.checkoutId, s.checkoutId)
          expect(linesOf(placed.order.lineItems), "the order holds exactly the lines its shopper added").toStrictEqual(s.lines)
          const carts = state.carts.carts.get(placed.owner) ?? []
          expect(
            carts.map((c) => c.lines.length),
            "one cart per shopper, emptied by its order"
          ).toStrictEqual([0])
          assert.strictEqual(
            state.checkout.slotUsage.get(placed.order.timeslotId ?? ""),
            2,
            "the promise and the order hold its slot, once each"
          )
        }
      }),
    120_000
  )
})
