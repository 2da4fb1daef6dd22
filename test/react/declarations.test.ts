// Every read a write declares it invalidates exists: a use case of the tables, or a name or a
// service prefix that names at least one read of the tables (a typo would silently keep a read stale).
import { describe, expect, it } from "vitest"
import * as AtlasReact from "atlas-client/react"
import type { AnyUseCase } from "atlas-client/react"

const isUseCase = (value: unknown): value is AnyUseCase =>
  typeof value === "object" && value !== null && "name" in value && "mode" in value && "run" in value

const useCases: ReadonlyArray<AnyUseCase> = Object.entries(AtlasReact)
  .filter(([name]) => name.endsWith("UseCases"))
  .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isUseCase))
const reads = useCases.filter((u) => u.mode === "read")

describe("the writes the use-case tables declare", () => {
  it("name reads that exist, and only writes declare them", () => {
    const declared = useCases.filter((u) => u.invalidates !== undefined || u.updates !== undefined)
    expect(declared.every((u) => u.mode !== "read")).toBe(true)
    const targets = declared.flatMap((u) => (u.invalidates ?? []).map((t) => [u.name, typeof t === "string" ? t : t.name] as const))
    const missing = targets.filter(([, t]) => !reads.some((r) => r.name === t || (t.endsWith(".") && r.name.startsWith(t))))
    expect(missing).toEqual([])
    expect(declared.length).toBeGreaterThanOrEqual(30)
  })

  it("cart, coupon, purchase and list writes declare their reads", () => {
    const targetsOf = (u: AnyUseCase) => (u.invalidates ?? []).map((t) => (typeof t === "string" ? t : t.name))
    for (const write of Object.values(AtlasReact.CartsUseCases).filter((u) => u.mode === "mutation"))
      expect(targetsOf(write)).toContain("Carts.")
    expect(targetsOf(AtlasReact.CouponsUseCases.clipCoupon)).toContain("Coupons.getCoupons")
    expect(targetsOf(AtlasReact.CouponsUseCases.unclipCoupon)).toContain("Coupons.getCoupons")
    expect(targetsOf(AtlasReact.PaymentUseCases.purchase)).toEqual(
      expect.arrayContaining(["Carts.", "Checkout.getCheckouts", "Wallet.", "Loyalty."])
    )
    for (const write of Object.values(AtlasReact.ShoppingListsUseCases).filter((u) => u.mode === "mutation"))
      expect(targetsOf(write)).toEqual(["ShoppingLists.getShoppingLists"])
  })
})
