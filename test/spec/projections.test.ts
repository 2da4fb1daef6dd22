import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as AST from "effect/SchemaAST"
import { AdPlacements, Cashback, operations } from "atlas-client"
import { mswShopper } from "../support/upstream.js"

const { run, last, api } = mswShopper(Layer.mergeAll(AdPlacements.Default, Cashback.Default))

/** The url param names of an operation, as they go on the wire. */
const urlParamNames = (op: (typeof operations)[number]): ReadonlyArray<string> =>
  op.urlParams === undefined ? [] : AST.getPropertySignatures(AST.encodedAST(op.urlParams.ast)).map((p) => String(p.name))

/** A raw GET straight to the reference upstream (no client in between), answered status and body. */
const rawGet = (pathAndQuery: string) =>
  Effect.promise(async () => {
    const response = await fetch(`${api}${pathAndQuery}`)
    return { status: response.status, body: (await response.json()) as { readonly errors?: ReadonlyArray<{ readonly code: string }> } }
  })

// Spec §7: "Query string holds params plus projections."
describe("spec §7: Query string holds params plus projections (one spelling: projections)", () => {
  it("no operation spells its projection param any other way", () => {
    const projectionParams = operations.flatMap((op) =>
      urlParamNames(op)
        .filter((n) => /projection/i.test(n))
        .map((n) => [op.name, n])
    )
    expect(projectionParams.filter(([, n]) => n !== "projections")).toStrictEqual([])
    assert.includeMembers(
      projectionParams.map(([name]) => name),
      [
        "Items.getItems",
        "Items.getItemsV1",
        "Quotes.getQuote",
        "Customer.getProfile",
        "Wallet.getWallet",
        "AdPlacements.getAdPlacements",
        "AdPlacements.getAdPlacementsV2",
        "Cashback.getBalance"
      ]
    )
  })

  it.live("ads: the client sends projections=recommendations.compact; the upstream reads that name (an unknown value is 400)", () =>
    run(
      Effect.gen(function* () {
        yield* Effect.flatMap(AdPlacements, (a) => a.getAdPlacements({ target: "HOME" }))
        assert.strictEqual(new URL(last().url).searchParams.get("projections"), "recommendations.compact")
        assert.isFalse(new URL(last().url).searchParams.has("projection"))
        const path = "/monetization/v1/ad-placements?filter.target=HOME"
        assert.strictEqual((yield* rawGet(`${path}&projections=recommendations.full`)).status, 200)
        const bad = yield* rawGet(`${path}&projections=recommendations.bogus`)
        expect([bad.status, bad.body.errors?.[0]?.code]).toStrictEqual([400, "INVALID_REQUEST"])
      })
    )
  )

  it.live("cashback: the client sends projections=cashback.full and gets the totals; the old spelling projection= is not read", () =>
    run(
      Effect.gen(function* () {
        const full = yield* Effect.flatMap(Cashback, (c) => c.getBalance("cashback.full"))
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/cashback/balances?projections=cashback.full`)
        expect(full.totals?.map((t) => t.type)).toStrictEqual(["RETAILER_ONLY", "NON_RETAILER_ONLY", "UNRESTRICTED"])
        const path = "/savings-coupons/v1/cashback/balances"
        const viaOld = yield* rawGet(`${path}?projection=cashback.full`)
        assert.strictEqual(viaOld.status, 200)
        assert.notProperty((viaOld.body as { readonly data: { readonly balance: object } }).data.balance, "totals")
        const bad = yield* rawGet(`${path}?projections=cashback.bogus`)
        expect([bad.status, bad.body.errors?.[0]?.code]).toStrictEqual([400, "INVALID_REQUEST"])
      })
    )
  )
})
