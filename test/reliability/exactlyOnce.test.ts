import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Carts, RetryBudget, Stores, Timeslots } from "atlas-client"
import { pick, plain } from "../support/catalogue.js"
import { addCard, attemptsPerCall, checkOut, duplicates, linesOf, serveReferenceServer, shopperLayer, step, Tally } from "./shoppers.js"

const SHOPPERS = 200
const CHECKOUTS = 5

const running = serveReferenceServer()

interface Placed {
  readonly shopper: number
  readonly checkoutId: string
  readonly orderId: string
  readonly lines: ReadonlyArray<string>
}

describe("exactly once against the real Node upstream", () => {
  it.live(
    "1,000 checkouts from 200 concurrent shoppers, 20% of responses dropped after commit: one order and one charge per intent",
    () =>
      Effect.gen(function* () {
        const server = running()
        server.upstream.reset()
        server.upstream.chaos.set({ dropAfterCommit: 0.2, seed: 103 })
        const stores = server.upstream.state.stores
        const items = pick(plain, CHECKOUTS)
        const tally = new Tally()
        const placed: Array<Placed> = []
        const budgets = new Map<RetryBudget, number>()
        const started = Date.now()

        // One shopper: its store, a card in the wallet, then five checkouts, each of one cart line, at its
        // store (two shoppers at most per store, each checkout its own pickup slot).
        const shopper = (i: number) =>
          Effect.gen(function* () {
            const carts = yield* Carts
            const timeslots = yield* Timeslots
            const store = stores[i % stores.length]!
            // The shop first (its session cookie), then the payments host's wallet.
            yield* step(tally, () => Effect.flatMap(Stores, (s) => s.getStoreDetails(store.locationId)))
            const card = yield* addCard(tally)
            const slots = yield* step(tally, () => timeslots.getUpfrontTimeslots(store.locationId, "PICKUP"))
            for (let k = 0; k < CHECKOUTS; k++) {
              const line = { upc: items[k]!.gtin13, quantity: 1 + ((i + k) % 3) }
              const cart = yield* step(tally, (idempotencyKey) => carts.addToCart(line.upc, line.quantity, { idempotencyKey }))
              const slot = slots[k + CHECKOUTS * Math.floor(i / stores.length)]!
              const { checkoutId, orderId } = yield* checkOut(tally, {
                cartId: cart.id,
                locationId: store.locationId,
                timeslotId: slot.timeslotId,
                cardId: card.cardId
              })
              placed.push({ shopper: i, checkoutId, orderId, lines: linesOf([line]) })
            }
            const budget = yield* RetryBudget
            budgets.set(budget, yield* budget.available)
          }).pipe(Effect.provide(shopperLayer(server)), Effect.exit)

        const sessions = yield* Effect.forEach(
          Array.from({ length: SHOPPERS }, (_, i) => i),
          shopper,
          { concurrency: SHOPPERS }
        )
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        server.upstream.chaos.reset()

        const state = server.upstream.state.checkout
        const orders = [...state.orders.values()]
        const dropped = server.upstream.log.filter((r) => r.status === undefined).length
        const attempts = attemptsPerCall(server)
        const duplicateOrders = duplicates(orders.map((o) => o.order.checkoutId))
        const duplicateCharges = duplicates(state.charges.map((c) => c.crossReferenceId))
        const checkoutsPerShopper = new Map<string, number>()
        for (const c of state.checkouts.values()) checkoutsPerShopper.set(c.owner, (checkoutsPerShopper.get(c.owner) ?? 0) + 1)
        console.log(
          `exactly once: ${SHOPPERS} shoppers, ${placed.length} checkouts in ${seconds} s; ${tally.calls} calls, ` +
            `${attempts.requests} requests (${dropped} responses dropped, ${server.upstream.idempotency.replays} replays), ` +
            `attempts per call ${attempts.histogram}; typed failures: ${tally.describe()}; untyped: ${tally.untyped.length}; ` +
            `${orders.length} orders, ${state.charges.length} charges, ${duplicateOrders} duplicate orders, ${duplicateCharges} duplicate charges; ` +
            `${budgets.size} retry budgets, fewest tokens left ${Math.min(...budgets.values())}`
        )

        expect(tally.untyped, "every outcome is a success or a typed error").toStrictEqual([])
        assert.isTrue(
          sessions.every((s) => s._tag === "Success"),
          "every session finished"
        )
        assert.strictEqual(placed.length, SHOPPERS * CHECKOUTS)
        assert.strictEqual(budgets.size, SHOPPERS, "each shopper's client has its own retry budget")
        assert.strictEqual(tally.successes + tally.failures, tally.calls)
        assert.isTrue(dropped > 0, "responses were dropped")
        assert.isAtMost(attempts.most, 4, "no call past its attempt limit")
        // Exactly one order and one charge per intent, and nothing else.
        assert.strictEqual(orders.length, SHOPPERS * CHECKOUTS)
        assert.strictEqual(state.charges.length, SHOPPERS * CHECKOUTS)
        assert.strictEqual(duplicateOrders, 0)
        assert.strictEqual(duplicateCharges, 0)
        assert.strictEqual(state.checkouts.size, SHOPPERS * CHECKOUTS, "one checkout per intent")
        assert.isTrue([...checkoutsPerShopper.values()].every((n) => n === CHECKOUTS))
        for (const p of placed) {
          const order = state.orders.get(p.orderId)!
          assert.strictEqual(order.order.checkoutId, p.checkoutId)
          expect(linesOf(order.order.lineItems), "each order holds the line its shopper added, once").toStrictEqual(p.lines)
          const charges = state.charges.filter((c) => c.crossReferenceId === p.checkoutId)
          assert.strictEqual(charges.length, 1)
          assert.strictEqual(charges[0]!.amount, order.order.total)
        }
      }),
    120_000
  )
})
