import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Quotes, type WireModality } from "atlas-client"
import { first, plain } from "../support/catalogue.js"
import { mswShopper } from "../support/upstream.js"

const { upstream, run, last, api } = mswShopper(Quotes.Default)

/** An item every modality offers, shippable and in the ship warehouse. */
const everywhere = first((e) => plain(e) && e.shippable && e.shipReason === undefined && e.shipStock > 0)

// Spec §1: "modality preferences (pickup, delivery, ship, in-store)"; spec §7: POST
// /promising/v2/quotes with "filter.shoppingModality, filter.storeId, option.quickOptions".
describe("spec §7: quotes with filter.shoppingModality for every modality (pickup, delivery, ship, in-store)", () => {
  const modalities: ReadonlyArray<WireModality> = ["PICKUP", "DELIVERY", "SHIP", "IN_STORE"]
  for (const modality of modalities) {
    it.live(`${modality}: sent as filter.shoppingModality=${modality}, answered with a quote of that modality`, () =>
      run(
        Effect.gen(function* () {
          const quotes = yield* Quotes
          const locationId = upstream.state.stores[0]!.locationId
          const quote = yield* quotes.getQuote(
            { "filter.shoppingModality": modality, "filter.storeId": locationId, "option.quickOptions": ["FASTEST"] },
            [{ upc: everywhere.gtin13, quantity: 1 }]
          )
          assert.strictEqual(last().method, "POST")
          assert.strictEqual(
            last().url,
            `${api}/promising/v2/quotes?filter.shoppingModality=${modality}&filter.storeId=${locationId}&option.quickOptions=FASTEST`
          )
          assert.strictEqual(quote.modality, modality)
          assert.strictEqual(quote.locationId, locationId)
          assert.isAbove(quote.promises.length, 0)
          expect(quote.exclusions).toStrictEqual([])
          expect(quote.quickOptions?.map((q) => [q.option, q.label, q.timeslotId])).toStrictEqual([
            ["FASTEST", "Fastest", quote.promises[0]!.timeslotId]
          ])
          const again = yield* quotes.getQuoteById(quote.quoteId)
          assert.strictEqual(again.modality, modality)
          expect(again.promises).toStrictEqual(quote.promises)
        })
      )
    )
  }

  it.live("ship excludes what cannot ship; in-store what the store does not sell (spec §5: the modality's flag)", () =>
    run(
      Effect.gen(function* () {
        const quotes = yield* Quotes
        const locationId = upstream.state.stores[0]!.locationId
        const perishable = first((e) => !e.shippable && e.soldInStore)
        const notInStore = first((e) => !e.soldInStore && e.shippable && e.shipReason === undefined && e.shipStock > 0)
        const items = [
          { upc: everywhere.gtin13, quantity: 1 },
          { upc: perishable.gtin13, quantity: 1 },
          { upc: notInStore.gtin13, quantity: 1 }
        ]
        const ship = yield* quotes.getQuote({ "filter.shoppingModality": "SHIP", "filter.storeId": locationId }, items)
        expect(ship.exclusions).toStrictEqual([{ upc: perishable.gtin13, code: "NOT_APPLICABLE" }])
        expect(ship.promises.map((p) => [p.vendor, p.fee])).toStrictEqual([
          ["KR001", 12.99],
          ["KR001", 5.99]
        ])
        const inStore = yield* quotes.getQuote({ "filter.shoppingModality": "IN_STORE", "filter.storeId": locationId }, items)
        expect(inStore.exclusions).toStrictEqual([{ upc: notInStore.gtin13, code: "NOT_APPLICABLE" }])
        expect(inStore.promises.map((p) => [p.vendor, p.fee])).toStrictEqual([["KR001", 0]])
      })
    )
  )
})
