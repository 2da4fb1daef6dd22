import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Passbook } from "atlas-client"
import { mswOrigins } from "atlas-client/testing"
import { mswShopper, signInSession } from "../support/upstream.js"

const { requests, upstream, run } = mswShopper(Passbook.Default)

const signInAs = (shopperId: string) => signInSession(upstream, shopperId)

describe("Passbook through the reference upstream (msw)", () => {
  it.live("the wallet pass needs a signed-in shopper; its shape; its download", () =>
    run(
      Effect.gen(function* () {
        const passbook = yield* Passbook
        const anonymous = yield* passbook.getWalletPass().pipe(Effect.flip)
        assert.strictEqual(anonymous._tag === "UpstreamError" ? anonymous.status : 0, 401)
        assert.strictEqual(requests.at(-1)?.url, `${mswOrigins.atlas}/atlas/v1/ios-passbook/v1/iospassbook`)
        yield* signInAs("shopper-ben")
        const pass = yield* passbook.getWalletPass()
        const record = upstream.state.customer.profiles.get("shopper-ben")
        assert.strictEqual(pass.serialNumber, record?.loyaltyCardNumber)
        assert.isTrue(pass.locations.length > 0 && pass.locations.length <= 10)
        assert.isString(pass.description)
        assert.isString(pass.logoText)
        assert.isString(pass.organizationName)
        assert.isTrue(pass.storeCard.auxiliaryFields.length > 0)
        assert.isTrue(pass.storeCard.secondaryFields.length > 0)
        assert.isTrue(pass.storeCard.backFields.length > 0)
        assert.strictEqual(pass.storeCard.secondaryFields.find((f) => f.key === "status")?.value, "Member")
        const file = yield* passbook.downloadWalletPass()
        assert.strictEqual(file.contentType, "application/json")
        assert.strictEqual(file.fileName, `pass-${pass.serialNumber}.json`)
        const json = JSON.parse(file.content) as Record<string, unknown>
        assert.strictEqual(json.formatVersion, 1)
        assert.strictEqual(json.serialNumber, pass.serialNumber)
        expect(Object.keys(json.storeCard as object)).toStrictEqual(["auxiliaryFields", "secondaryFields", "backFields"])
      })
    )
  )

  it.live("a closed account gets no pass", () =>
    run(
      Effect.gen(function* () {
        const passbook = yield* Passbook
        yield* passbook.getWalletPass().pipe(Effect.ignore)
        yield* signInAs("shopper-chloe")
        const error = yield* passbook.getWalletPass().pipe(Effect.flip)
        assert.strictEqual(error._tag === "UpstreamError" ? error.status : 0, 403)
      })
    )
  )
})
