import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Banners } from "atlas-client"
import { mswOrigins } from "atlas-client/testing"
import { mswShopper } from "../support/upstream.js"

const { requests, upstream, run } = mswShopper(Banners.Default)

describe("Banners through the reference upstream (msw)", () => {
  it.live("listBanners: GET /banner/v1/banners, the banners of the seeded stores", () =>
    run(
      Effect.gen(function* () {
        const banners = yield* Banners.pipe(Effect.flatMap((b) => b.listBanners()))
        assert.strictEqual(requests.at(-1)?.url, `${mswOrigins.atlas}/atlas/v1/banner/v1/banners`)
        assert.strictEqual(requests.at(-1)?.method, "GET")
        assert.sameMembers(
          banners.map((b) => b.name),
          [...new Set(upstream.state.stores.map((s) => s.banner))]
        )
        assert.strictEqual(
          banners.reduce((n, b) => n + (b.storeCount ?? 0), 0),
          upstream.state.stores.length
        )
        const first = banners[0]
        if (first === undefined) throw new Error("no banners")
        const found = yield* Banners.pipe(Effect.flatMap((b) => b.findBanner(first.name.toUpperCase())))
        expect(found).toStrictEqual(first)
      })
    )
  )
})
