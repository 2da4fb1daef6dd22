// @vitest-environment happy-dom
// Writes keep reads true, against the reference upstream in memory: each write declared in the
// use-case tables sets or invalidates the reads it changes (the reads shown are fetched again,
// counted from the upstream's log by `x-call-origin`); an optimistic change is rolled back when its
// write fails.
import { act, renderHook, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { afterEach, describe, expect, it } from "vitest"
import { Carts, type Coupon, Coupons, Membership, Payment, ShoppingLists, Substitutions, Wallet } from "atlas-client"
import {
  type AnyUseCase,
  CartsUseCases,
  CashbackUseCases,
  CheckoutUseCases,
  CouponsUseCases,
  FriendsAndFamilyUseCases,
  LoyaltyUseCases,
  MembershipUseCases,
  ModalityUseCases,
  OrderUseCases,
  patchEntries,
  PaymentUseCases,
  ReviewsUseCases,
  type SettledState,
  ShoppingListsUseCases,
  useAction,
  useRead,
  WalletUseCases
} from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { first, plain } from "../support/catalogue.js"
import { readyToBuy as readyToBuyOn } from "../support/checkout.js"
import { signInSession } from "../support/upstream.js"
import { referenceRuntime, referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  await disposeAll()
})

type Rt = ReturnType<typeof referenceRuntime>
/** A read shown, and how to find its requests in the upstream's log (by operation, then by query). */
type Read = readonly [AnyUseCase, ReadonlyArray<unknown>, string, ((query: string) => boolean)?]
type Write = readonly [AnyUseCase, ReadonlyArray<unknown>]

const sent = ([, , operation, query]: Read) =>
  upstream.log.filter((r) => r.operation === operation && (query === undefined || query(decodeURIComponent(r.query)))).length

/**
 * Shows `reads`, waits until they settle, runs each write in turn through `useAction` (each must
 * succeed), and returns, per write, how many requests each read sent after it.
 */
const afterWrites = async (rt: Rt, reads: ReadonlyArray<Read>, writes: ReadonlyArray<Write>) => {
  const { result, unmount } = renderHook(
    () => ({ reads: reads.map(([useCase, args]) => useRead(useCase, args)), writes: writes.map(([useCase]) => useAction(useCase)) }),
    { wrapper: runtimeWrapper(rt) }
  )
  const settled = () =>
    waitFor(() =>
      expect(result.current.reads.map((r) => (r.fetching || r.state.status === "idle" ? "busy" : "done"))).not.toContain("busy")
    )
  await settled()
  const counts: Array<ReadonlyArray<number>> = []
  for (const [i, [, args]] of writes.entries()) {
    const before = reads.map(sent)
    let ended: SettledState<unknown, unknown> | undefined
    await act(async () => {
      ended = await result.current.writes[i]!.runAsync(...args)
    })
    expect(ended?.status, JSON.stringify(ended)).toBe("success")
    await new Promise((r) => setTimeout(r, 5))
    await settled()
    counts.push(reads.map((read, r) => sent(read) - before[r]!))
  }
  return { counts, reads: () => result.current.reads.map((r) => r.state), unmount }
}

const activeCart = (q: string) => q.includes("filter.type=ACTIVE")
const everyCart = (q: string) => !q.includes("filter.type")

describe("cart writes keep the cart reads true", () => {
  it("each cart write sets the profile's cart from the cart it answers (no read sent) and fetches the other cart reads again", async () => {
    const rt = runtime()
    const { item } = fixtures()
    const other = first((e) => plain(e) && e.gtin13 !== item.gtin13)
    const cart = await rt.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(item.gtin13, 1)))
    const lineId = cart.lineItems[0]!.id
    const { counts, reads } = await afterWrites(
      rt,
      [
        [CartsUseCases.getCart, [cart.profileId], "Carts.getCarts", activeCart],
        [CartsUseCases.getCarts, [cart.profileId], "Carts.getCarts", everyCart],
        [CartsUseCases.getCartSavings, [{ cartId: cart.id }], "Carts.getCartSavings"]
      ],
      [
        [CartsUseCases.addToCart, [other.gtin13, 2]],
        [CartsUseCases.updateLine, [lineId, 3]],
        [CartsUseCases.writeLines, [[{ upc: item.gtin13, quantity: 1 }]]],
        [CartsUseCases.removeLine, [lineId]],
        [CartsUseCases.updateCart, [cart.id, { substitutionPolicy: "NONE" }]]
      ]
    )
    expect(counts).toEqual([
      [0, 1, 1],
      [0, 1, 1],
      [0, 1, 1],
      [0, 1, 1],
      [0, 1, 1]
    ])
    const [shown] = reads()
    const lines = shown?.status === "success" ? Option.getOrThrow(shown.value as Option.Option<typeof cart>).lineItems : []
    expect(lines.map((l) => [l.upc, l.quantity])).toEqual([[other.gtin13, 2]])
  })

  it("deleting the cart fetches every cart read again", async () => {
    const rt = runtime()
    const cart = await rt.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(fixtures().item.gtin13, 1)))
    const { counts, reads } = await afterWrites(
      rt,
      [
        [CartsUseCases.getCart, [cart.profileId], "Carts.getCarts", activeCart],
        [CartsUseCases.getCarts, [cart.profileId], "Carts.getCarts", everyCart]
      ],
      [[CartsUseCases.deleteCart, [cart.id]]]
    )
    expect(counts).toEqual([[1, 1]])
    expect(reads()[0]).toEqual({ status: "success", value: Option.none() })
  })
})

describe("coupon writes keep the coupon lists true", () => {
  const clippable = (coupons: ReadonlyArray<Coupon>) => coupons.find((c) => c.status === "unclipped" && c.id.includes("-"))!

  it("clip and unclip put the coupon they answer into every list shown, and fetch the lists again", async () => {
    const rt = runtime()
    const { coupons } = await rt.runPromise(Effect.flatMap(Coupons, (c) => c.getCoupons()))
    const coupon = clippable(coupons)
    const { counts, reads } = await afterWrites(
      rt,
      [
        [CouponsUseCases.getCoupons, [{}], "Coupons.getCoupons", (q) => !q.includes("filter.status")],
        [CouponsUseCases.getCoupons, [{ status: "active" }], "Coupons.getCoupons", (q) => q.includes("filter.status=active")]
      ],
      [
        [CouponsUseCases.clipCoupon, [coupon.id]],
        [CouponsUseCases.unclipCoupon, [coupon.id]],
        [CouponsUseCases.clipCoupon, [coupon.id]]
      ]
    )
    expect(counts).toEqual([
      [1, 1],
      [1, 1],
      [1, 1]
    ])
    const lists = reads().map((s) => (s.status === "success" ? (s.value as { coupons: ReadonlyArray<Coupon> }).coupons : []))
    expect(lists.map((list) => list.find((c) => c.id === coupon.id)?.status)).toEqual(["active", "active"])
  })

  it("an optimistic clip shows at once and is rolled back (then fetched again) when the clip fails", async () => {
    const rt = runtime()
    const { coupons } = await rt.runPromise(Effect.flatMap(Coupons, (c) => c.getCoupons()))
    const coupon = clippable(coupons)
    const seen: Array<string | undefined> = []
    const statusIn = (value: unknown) => (value as { coupons: ReadonlyArray<Coupon> }).coupons.find((c) => c.id === coupon.id)?.status
    const { result } = renderHook(
      () => {
        const list = useRead(CouponsUseCases.getCoupons, [{}])
        if (list.state.status === "success") seen.push(statusIn(list.state.value))
        const clip = useAction(CouponsUseCases.clipCoupon, {
          key: coupon.id,
          optimistic: (id) => [
            patchEntries(CouponsUseCases.getCoupons, (value) => ({
              ...value,
              coupons: value.coupons.map((c) => (c.id === id ? { ...c, status: "active" as const } : c))
            }))
          ]
        })
        return { list, clip }
      },
      { wrapper: runtimeWrapper(rt) }
    )
    await waitFor(() => expect(result.current.list.state.status).toBe("success"))
    const listRead: Read = [CouponsUseCases.getCoupons, [{}], "Coupons.getCoupons"]
    const lists = sent(listRead)
    // Refused at once: the upstream is unavailable and the clip is given up (not retried with a key on 4xx).
    upstream.chaos.set({ unavailable: 1 })
    let ended: SettledState<unknown, unknown> | undefined
    await act(async () => {
      ended = await result.current.clip.runAsync(coupon.id)
    })
    upstream.chaos.reset()
    expect(ended?.status).toBe("response-error")
    await waitFor(() => expect(sent(listRead)).toBe(lists + 1))
    await waitFor(() => expect(result.current.list.fetching).toBe(false))
    expect(seen).toContain("active")
    expect(seen.at(-1)).toBe("unclipped")
    expect(upstream.state.savings.clipLog).toHaveLength(0)
  }, 20_000)
})

describe("list writes keep the lists true", () => {
  it("creating, changing and deleting a list fetch the lists again", async () => {
    const rt = runtime()
    const { item } = fixtures()
    const lists: Read = [ShoppingListsUseCases.getShoppingLists, [], "ShoppingLists.getShoppingLists"]
    const { counts } = await afterWrites(
      rt,
      [lists],
      [[ShoppingListsUseCases.createShoppingList, [{ name: "Weekly", items: [{ text: "Milk", upc: item.gtin13, quantity: 1 }] }]]]
    )
    expect(counts).toEqual([[1]])
    const [list] = await rt.runPromise(Effect.flatMap(ShoppingLists, (s) => s.getShoppingLists()))
    const more = await afterWrites(
      rt,
      [lists],
      [
        [ShoppingListsUseCases.updateShoppingList, [list!.id, { name: "Weekly shop" }]],
        [ShoppingListsUseCases.deleteShoppingList, [list!.id]]
      ]
    )
    expect(more.counts).toEqual([[1], [1]])
  })
})

describe("checkout, purchase and wallet writes keep their reads true", () => {
  const readyToBuy = (rt: Rt) => rt.runPromise(readyToBuyOn(upstream))

  it("a checkout write sets the checkout's read from its answer and fetches the list of checkouts again", async () => {
    const rt = runtime()
    const { checkout } = await readyToBuy(rt)
    const { counts, reads } = await afterWrites(
      rt,
      [
        [CheckoutUseCases.getCheckout, [checkout.checkoutId], "Checkout.getCheckout"],
        [CheckoutUseCases.getCheckouts, [], "Checkout.getCheckouts"]
      ],
      [[CheckoutUseCases.setTip, [checkout.checkoutId, 3]]]
    )
    expect(counts).toEqual([[0, 1]])
    const shown = reads()[0]
    expect(shown?.status === "success" && (shown.value as typeof checkout).totals.tip).toBe(3)
  })

  it("a purchase fetches the cart, the orders, the payments, the wallet's balances, cash back and loyalty again", async () => {
    const rt = runtime()
    const { cart, checkout } = await readyToBuy(rt)
    const { counts } = await afterWrites(
      rt,
      [
        [CartsUseCases.getCart, [cart.profileId], "Carts.getCarts", activeCart],
        [CheckoutUseCases.getCheckouts, [], "Checkout.getCheckouts"],
        [CheckoutUseCases.getCheckout, [checkout.checkoutId], "Checkout.getCheckout"],
        [PaymentUseCases.getPayments, [checkout.checkoutId], "Payment.getPayments"],
        [WalletUseCases.getWallets, [], "Wallet.getWallets"],
        [CashbackUseCases.getBalance, [], "Cashback.getBalance"],
        [LoyaltyUseCases.getSummary, [], "Loyalty.getSummary"]
      ],
      [[PaymentUseCases.purchase, [checkout.checkoutId]]]
    )
    expect(counts).toEqual([[1, 1, 1, 1, 1, 1, 1]])
  })

  it("a message on an order fetches its messages again", async () => {
    const rt = runtime()
    const { checkout } = await readyToBuy(rt)
    const placed = await rt.runPromise(Effect.flatMap(Payment, (p) => p.purchase(checkout.checkoutId)))
    const target = { subOrderId: placed.order.subOrderId }
    const { counts } = await afterWrites(
      rt,
      [[OrderUseCases.getMessages, [target], "PostOrderMessaging.getMessagesBySubOrder"]],
      [[OrderUseCases.postMessage, [target, "Person", "Leave it at the door"]]]
    )
    expect(counts).toEqual([[1]])
  })

  it("a decision on an order's substitutions fetches its substitutions again", async () => {
    const rt = runtime()
    const { checkout } = await readyToBuy(rt)
    const { order } = await rt.runPromise(Effect.flatMap(Payment, (p) => p.purchase(checkout.checkoutId)))
    const proposed = await rt.runPromise(Effect.flatMap(Substitutions, (s) => s.getSubstitutions(order.orderId)))
    const { counts } = await afterWrites(
      rt,
      [
        [OrderUseCases.getSubstitutions, [order.orderId], "Substitutions.getSubstitutions"],
        [OrderUseCases.getSubstitutionsBySubOrder, [order.subOrderId], "Substitutions.getBySubOrderId"]
      ],
      [[OrderUseCases.decideSubstitutions, [order.orderId, [{ lineId: proposed.substitutions[0]!.lineId, accept: true }]]]]
    )
    expect(counts).toEqual([[1, 1]])
  })

  it("a wallet write fetches the wallet reads again; a redemption the cash-back balance", async () => {
    const rt = runtime()
    // The payments host needs the shop's session: a first atlas call opens it.
    await rt.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(fixtures().item.gtin13, 1)))
    const wallets = await rt.runPromise(Effect.flatMap(Wallet, (w) => w.getWallets()))
    const { counts } = await afterWrites(
      rt,
      [
        [WalletUseCases.getWallets, [], "Wallet.getWallets"],
        [CashbackUseCases.getBalance, [], "Cashback.getBalance"]
      ],
      [
        [
          WalletUseCases.addCard,
          [wallets[0]!.walletId, { type: "CREDIT_CARD", cardNumber: "4111111111111111", expirationMonth: 12, expirationYear: 2099 }]
        ],
        [CashbackUseCases.redeem, ["SHOPPER_CARD", 1]]
      ]
    )
    expect(counts).toEqual([
      [1, 0],
      [0, 1]
    ])
  })
})

describe("other declared writes", () => {
  it("a member's enrollment change fetches the membership reads again", async () => {
    const rt = runtime()
    await rt.runPromise(Effect.flatMap(Carts, (c) => c.getCarts("nobody")).pipe(Effect.ignore))
    await rt.runPromise(signInSession(upstream, fixtures().shoppers[0]!.shopperId))
    const membership = await rt.runPromise(Effect.flatMap(Membership, (m) => m.getMembership()))
    const enrollment = membership.enrollment!
    const plan = membership.plans.find((p) => p.id !== enrollment.planId)!
    const { counts } = await afterWrites(
      rt,
      [
        [MembershipUseCases.getMembership, [], "Membership.getMembership"],
        [MembershipUseCases.getEnrollments, [], "Membership.getEnrollments"]
      ],
      [[MembershipUseCases.updateEnrollment, [enrollment.subscriptionId, enrollment.id, { planId: plan.id }]]]
    )
    expect(counts).toEqual([[1, 1]])
  })

  it("opting in and out of friends and family, a review and a modality preference fetch their reads again", async () => {
    const rt = runtime()
    const { item, shoppers } = fixtures()
    // Friends and family is for signed-in shoppers: a first call opens the session, then it signs in.
    await rt.runPromise(Effect.flatMap(Carts, (c) => c.getCarts("nobody")).pipe(Effect.ignore))
    await rt.runPromise(signInSession(upstream, shoppers[0]!.shopperId))
    const { counts } = await afterWrites(
      rt,
      [
        [FriendsAndFamilyUseCases.fetch, [], "FriendsAndFamily.fetch"],
        [ReviewsUseCases.getReviews, [item.gtin13], "Reviews.getReviews"],
        [ModalityUseCases.getPreferences, [], "ModalityPreferences.getPreferences"]
      ],
      [
        [FriendsAndFamilyUseCases.optIn, []],
        [FriendsAndFamilyUseCases.optOut, []],
        [
          ReviewsUseCases.submitReview,
          [{ itemId: item.gtin13, rating: 5, title: "Fresh", text: "Good and fresh every time.", nickname: "Sam" }]
        ],
        [
          ModalityUseCases.updatePreferences,
          [{ modalityType: "DELIVERY", source: "Options", destination: { address: { postalCode: "45202" } } }]
        ]
      ]
    )
    expect(counts).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1]
    ])
  })
})
