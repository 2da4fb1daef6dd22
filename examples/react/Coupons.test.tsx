// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it } from "vitest"
import { Carts, ClientConfig, Coupons, Payment, RequestLog, SpanLog, Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { AtlasProvider } from "./app.js"
import { CouponList } from "./Coupons.js"
import { Devtools } from "./Devtools.js"

afterEach(cleanup)

describe("CouponList and the devtools", () => {
  it("a clip shows in both lists, and the devtools show the write and the reads it made stale", async () => {
    const upstream = makeReferenceUpstream()
    const logs = Layer.mergeAll(RequestLog.layer(50), SpanLog.layer(50), ClientConfig.layer({ tracing: true }))
    const runtime = ManagedRuntime.make(
      Layer.mergeAll(Stores.Default, Carts.Default, Coupons.Default, Payment.Default).pipe(
        Layer.provideMerge(shopperClient({ upstream })),
        Layer.provideMerge(logs)
      )
    )
    render(
      <AtlasProvider runtime={runtime}>
        <section aria-label="All coupons">
          <CouponList />
        </section>
        <section aria-label="Clipped coupons">
          <CouponList status="active" />
        </section>
        <Devtools />
      </AtlasProvider>
    )
    const all = screen.getByRole("region", { name: "All coupons" })
    const clip = (await within(all).findAllByRole("button", { name: "Clip" }))[0]!
    const item = clip.closest("li")!
    const coupon = item.textContent!.replace(/Clip$/, "")
    const clipped = within(all).queryAllByText("Clipped").length
    fireEvent.click(clip)
    await waitFor(() => expect(within(all).getAllByText("Clipped")).toHaveLength(clipped + 1))
    expect(within(item).getByText("Clipped")).toBeDefined()
    await waitFor(() => expect(upstream.calls("Coupons.clipCoupon")).toHaveLength(1))
    // The list of clipped coupons, made stale by the clip, was fetched again and holds it.
    const active = screen.getByRole("region", { name: "Clipped coupons" })
    await waitFor(() =>
      expect(
        within(active)
          .getAllByRole("listitem")
          .map((li) => li.textContent)
      ).toContain(`${coupon}Clipped`)
    )

    // The devtools (loaded lazily): the two entries of getCoupons, the clip's slot, its invalidation.
    const invalidations = await screen.findByRole("table", { name: "Invalidations" })
    const row = within(invalidations)
      .getAllByRole("row")
      .find((r) => r.getAttribute("data-invalidation") === "Coupons.clipCoupon")
    expect(row?.textContent).toContain("Coupons.getCoupons")
    const entries = within(screen.getByRole("table", { name: "Cache entries" })).getAllByRole("row")
    expect(entries.filter((r) => r.getAttribute("data-slot") === "Coupons.getCoupons#default")).toHaveLength(2)
    await runtime.dispose()
  })
})
