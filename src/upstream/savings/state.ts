/**
 * Per-shopper savings state of the reference upstream: clipped and redeemed coupons, cashback
 * balances and redemptions, flash-sale claims, and a log of every clip action applied.
 *
 * @since 0.1.0
 */
import type { CashbackAccountType } from "../../schema/savings.js"
import { type CouponRecord, seedCoupons } from "./seed.js"

/** A shopper's cashback. */
export interface CashbackRecord {
  available: number
  pending: number
  lifetime: number
  readonly redemptions: Array<{
    readonly id: string
    readonly accountType: CashbackAccountType
    readonly amount: number
    readonly createdAt: string
  }>
}

/** What the savings domains hold. */
export interface SavingsState {
  readonly coupons: ReadonlyArray<CouponRecord>
  /** Owner → coupon id → status (absent: unclipped). */
  readonly clipped: Map<string, Map<string, "active" | "redeemed">>
  readonly cashback: Map<string, CashbackRecord>
  /** Owner → offer id → units claimed. */
  readonly claims: Map<string, Map<string, number>>
  /** Every clip action applied, in order (a replayed call is not applied again). */
  readonly clipLog: Array<{ readonly owner: string; readonly couponId: string; readonly action: "CLIP" | "UNCLIP" }>
  nextId: number
}

/** Cashback every shopper starts with. */
export const STARTING_CASHBACK = { available: 25, pending: 3.5, lifetime: 40 } as const

/** Seeded: shopper-ava has redeemed the first clippable digital coupon. */
export const seedSavingsState = (): SavingsState => {
  const coupons = seedCoupons()
  const redeemed = coupons.find((c) => c.type === "DIGITAL")
  return {
    coupons,
    clipped: new Map(redeemed === undefined ? [] : [["shopper-ava", new Map([[redeemed.id, "redeemed" as const]])]]),
    cashback: new Map(),
    claims: new Map(),
    clipLog: [],
    nextId: 1
  }
}

/** The coupon statuses of an owner, created when absent. */
export const clippedOf = (state: SavingsState, owner: string): Map<string, "active" | "redeemed"> => {
  const found = state.clipped.get(owner) ?? new Map<string, "active" | "redeemed">()
  state.clipped.set(owner, found)
  return found
}

/** The cashback of an owner, created when absent. */
export const cashbackOf = (state: SavingsState, owner: string): CashbackRecord => {
  const found = state.cashback.get(owner) ?? { ...STARTING_CASHBACK, redemptions: [] }
  state.cashback.set(owner, found)
  return found
}

/** The flash-sale claims of an owner, created when absent. */
export const claimsOf = (state: SavingsState, owner: string): Map<string, number> => {
  const found = state.claims.get(owner) ?? new Map<string, number>()
  state.claims.set(owner, found)
  return found
}
