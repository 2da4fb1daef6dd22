/**
 * `lazyServices`: a service is loaded with its first call, built once (concurrent first calls, an
 * interrupted first caller), answers what the service answers (typed failures by value), and every
 * service class of the library works through it against the reference upstream; a wrong pairing of
 * name and class does not compile.
 */
import {
  Ach,
  AllServices,
  AdPlacements,
  Banners,
  Carts,
  Cashback,
  Checkout,
  CommunityRewards,
  Coupons,
  Customer,
  Feedback,
  FriendsAndFamily,
  Fuel,
  GiftCards,
  Items,
  lazyServices,
  LocationMapping,
  Loyalty,
  Membership,
  ModalityPreferences,
  Offers,
  OptUp,
  Passbook,
  Payment,
  PostOrderMessaging,
  Products,
  ProductSearch,
  Promises,
  Quotes,
  Recommendations,
  Returns,
  Reviews,
  Savings,
  Sellers,
  ShoppableAds,
  ShoppingLists,
  Stores,
  Substitutions,
  Timeslots,
  Wallet,
  WeeklyAds
} from "atlas-client"
import { shopperClient } from "atlas-client/testing"
import * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it, vi } from "vitest"
import { first, plain } from "../support/catalogue.js"
import { serveMswUpstream, signInSession } from "../support/upstream.js"

class Refused extends Data.TaggedError("Refused")<{ readonly amount: number }> {}

/** A service of this test's own (the library's key prefix, as `lazyServices` expects), counting its builds. */
let builds = 0
class Counter extends Effect.Service<Counter>()("atlas-client/Counter", {
  effect: Effect.sync(() => {
    builds++
    let calls = 0
    return {
      next: () => Effect.sync(() => ++calls),
      refuse: (amount: number) => Effect.fail(new Refused({ amount }))
    } as const
  })
}) {}

/** A loader of a module holding `Counter`, counting its calls; `gate`, when given, holds it until opened. */
const counterModule = (gate?: Promise<void>) => {
  const loader = Object.assign(
    async () => {
      loader.loads++
      await gate
      return { Counter }
    },
    { loads: 0 }
  )
  return loader
}

const next = Effect.flatMap(Counter, (counter) => counter.next())

describe("lazyServices", () => {
  it("loads a service with its first call, not before, and once", async () => {
    builds = 0
    const load = counterModule()
    const runtime = ManagedRuntime.make(lazyServices({ Counter: load }))
    try {
      const standIn = await runtime.runPromise(Counter)
      expect(load.loads).toBe(0)
      // No promise, and it prints as an object: `then` and Object's own members are not forwarded.
      expect((standIn as { readonly then?: unknown }).then).toBeUndefined()
      expect(String(standIn)).toBe("[object Object]")
      expect(load.loads).toBe(0)
      expect(await runtime.runPromise(next)).toBe(1)
      expect([load.loads, builds]).toStrictEqual([1, 1])
      expect(await runtime.runPromise(next)).toBe(2)
      expect([load.loads, builds]).toStrictEqual([1, 1])
    } finally {
      await runtime.dispose()
    }
  })

  it("builds it once under concurrent first calls", async () => {
    builds = 0
    let open = () => {}
    const load = counterModule(new Promise<void>((resolve) => (open = resolve)))
    const runtime = ManagedRuntime.make(lazyServices({ Counter: load }))
    try {
      const calls = runtime.runPromise(
        Effect.all(
          Array.from({ length: 8 }, () => next),
          { concurrency: "unbounded" }
        )
      )
      await new Promise((resolve) => setTimeout(resolve, 10))
      open()
      expect([...(await calls)].sort((a, b) => a - b)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8])
      expect([load.loads, builds]).toStrictEqual([1, 1])
    } finally {
      await runtime.dispose()
    }
  })

  it("an interrupted first caller leaves the service built for the next", async () => {
    builds = 0
    let open = () => {}
    const load = counterModule(new Promise<void>((resolve) => (open = resolve)))
    const runtime = ManagedRuntime.make(lazyServices({ Counter: load }))
    try {
      const exit = await runtime.runPromise(
        Effect.gen(function* () {
          const started = yield* Deferred.make<void>()
          const caller = yield* Effect.fork(Effect.zipRight(Deferred.succeed(started, undefined), next))
          yield* Deferred.await(started)
          yield* Effect.promise(() => vi.waitFor(() => expect(load.loads).toBe(1)))
          // Interrupted while its module loads: the build goes on, the caller ends interrupted.
          const interruption = yield* Effect.fork(Fiber.interrupt(caller))
          open()
          return yield* Fiber.join(interruption)
        })
      )
      expect(Exit.isInterrupted(exit)).toBe(true)
      expect(await runtime.runPromise(next)).toBe(1)
      expect([load.loads, builds]).toStrictEqual([1, 1])
    } finally {
      await runtime.dispose()
    }
  })

  it("a module that failed to load is loaded again by the next call", async () => {
    builds = 0
    const loaded = counterModule()
    let attempts = 0
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error("chunk lost")) : loaded())
    const runtime = ManagedRuntime.make(lazyServices({ Counter: flaky }))
    try {
      const lost = await runtime.runPromiseExit(next)
      expect(Exit.isFailure(lost) && Cause.isDie(lost.cause)).toBe(true)
      expect(await runtime.runPromise(next)).toBe(1)
      expect(await runtime.runPromise(next)).toBe(2)
      expect([attempts, loaded.loads, builds]).toStrictEqual([2, 1, 1])
    } finally {
      await runtime.dispose()
    }
  })

  it("passes a typed failure through by value", async () => {
    const runtime = ManagedRuntime.make(lazyServices({ Counter: counterModule() }))
    try {
      const failure = await runtime.runPromise(Effect.flip(Effect.flatMap(Counter, (counter) => counter.refuse(3))))
      expect(failure).toBeInstanceOf(Refused)
      expect(failure).toStrictEqual(new Refused({ amount: 3 }))
    } finally {
      await runtime.dispose()
    }
  })

  it("does not compile with a name that is not its class's", () => {
    const library = () => import("atlas-client")
    const layers = [
      // @ts-expect-error the module holding Counter exports no `Coupons`
      lazyServices({ Coupons: counterModule() }),
      // @ts-expect-error a class under another's name: `Customer` is not `atlas-client/Coupons`
      lazyServices({ Coupons: () => Promise.resolve({ Coupons: Customer }) }),
      // @ts-expect-error ShoppingContext's `active` is an effect, not a use case: a stand-in could not forward it
      lazyServices({ ShoppingContext: library }),
      lazyServices({ Coupons: library, Customer: library })
    ]
    expect(layers.every(Layer.isLayer)).toBe(true)
  })
})

describe("every service class of the library through lazyServices", () => {
  const { upstream, requests } = serveMswUpstream()
  const library = () => import("atlas-client")
  const lazy = lazyServices({
    Stores: library,
    ModalityPreferences: library,
    Items: library,
    Products: library,
    ProductSearch: library,
    Sellers: library,
    Reviews: library,
    Recommendations: library,
    Carts: library,
    ShoppingLists: library,
    Customer: library,
    FriendsAndFamily: library,
    LocationMapping: library,
    Banners: library,
    Feedback: library,
    Passbook: library,
    Coupons: library,
    Cashback: library,
    Savings: library,
    Offers: library,
    WeeklyAds: library,
    ShoppableAds: library,
    AdPlacements: library,
    Fuel: library,
    Loyalty: library,
    CommunityRewards: library,
    OptUp: library,
    Membership: library,
    Checkout: library,
    Payment: library,
    GiftCards: library,
    Wallet: library,
    Ach: library,
    Promises: library,
    Quotes: library,
    Timeslots: library,
    Substitutions: library,
    PostOrderMessaging: library,
    Returns: library
  })
  type Services = Layer.Layer.Success<typeof lazy>

  const item = first(plain)
  const upc = item.gtin13
  /** One call of each service (a read where it has one), as a shopper signed in would make it. */
  const calls: ReadonlyArray<Effect.Effect<unknown, unknown, Services>> = [
    Effect.flatMap(Stores, (s) => s.listStores()),
    Effect.flatMap(ModalityPreferences, (s) => s.getPreferences()),
    Effect.flatMap(Items, (s) => s.lookupItem(upc)),
    Effect.flatMap(Products, (s) => s.getProducts([upc])),
    Effect.flatMap(ProductSearch, (s) => s.searchProducts({ term: "milk" })),
    Effect.flatMap(Sellers, (s) => s.listSellers()),
    Effect.flatMap(Reviews, (s) => s.getReviews(upc)),
    Effect.flatMap(Recommendations, (s) => s.similar(upc)),
    Effect.flatMap(Carts, (s) => s.getCarts("shopper-1")),
    Effect.flatMap(ShoppingLists, (s) => s.getShoppingLists()),
    Effect.flatMap(Customer, (s) => s.getIdentity()),
    Effect.flatMap(FriendsAndFamily, (s) => s.fetch()),
    Effect.flatMap(LocationMapping, (s) => s.getLocationMapping("014", "00123")),
    Effect.flatMap(Banners, (s) => s.listBanners()),
    Effect.flatMap(Feedback, (s) => s.sendComment({ category: "STORE", comment: "Fresh bread, thanks" })),
    Effect.flatMap(Passbook, (s) => s.getWalletPass()),
    Effect.flatMap(Coupons, (s) => s.getCoupons({ pageSize: 5 })),
    Effect.flatMap(Cashback, (s) => s.getBalance()),
    Effect.flatMap(Savings, (s) => s.getAlerts()),
    Effect.flatMap(Offers, (s) => s.getFlashSaleMaxQuantity(["offer-1"])),
    Effect.flatMap(WeeklyAds, (s) => s.getCirculars({ banner: "atlas", division: "014", store: "00123" })),
    Effect.flatMap(ShoppableAds, (s) => s.getCirculars()),
    Effect.flatMap(AdPlacements, (s) => s.getAdPlacements({ target: "HOME" })),
    Effect.flatMap(Fuel, (s) => s.calculateSavings({ points: 100, gallons: 10, pricePerGallon: 3.5 })),
    Effect.flatMap(Loyalty, (s) => s.getSummary()),
    Effect.flatMap(CommunityRewards, (s) => s.getOrgTypes()),
    Effect.flatMap(OptUp, (s) => s.getScore()),
    Effect.flatMap(Membership, (s) => s.getMembership()),
    Effect.flatMap(Checkout, (s) => s.getCheckouts()),
    Effect.flatMap(Payment, (s) => s.getPayments("order-1")),
    Effect.flatMap(GiftCards, (s) => s.getBalance("6006491234567890", "1234")),
    Effect.flatMap(Wallet, (s) => s.getWallets()),
    Effect.flatMap(Ach, (s) => s.enroll({ routingNumber: "021000021", accountNumber: "12345678", accountType: "CHECKING" })),
    Effect.flatMap(Promises, (s) => s.getShipOptions("45202", [{ upc, quantity: 1 }])),
    Effect.flatMap(Quotes, (s) =>
      s.getQuote({ "filter.shoppingModality": "PICKUP", "filter.storeId": "01400123" }, [{ upc, quantity: 1 }])
    ),
    Effect.flatMap(Timeslots, (s) => s.getUpfrontTimeslots("01400123", "PICKUP")),
    Effect.flatMap(Substitutions, (s) => s.getSubstitutions("order-1")),
    Effect.flatMap(PostOrderMessaging, (s) => s.getMessages({ subOrderId: "sub-order-1" })),
    Effect.flatMap(Returns, (s) => s.startReturn("order-1", { action: "REFUND", items: [{ upc, quantity: 1 }] }))
  ]

  /** Each call's result, through `services` over a shopper's client signed in as a seeded shopper; the requests each sent. */
  const results = (services: Layer.Layer<Services, never, Layer.Layer.Success<ReturnType<typeof shopperClient>>>) =>
    Effect.gen(function* () {
      yield* Effect.flatMap(Customer, (s) => s.getIdentity())
      yield* signInSession(upstream, "shopper-1")
      const answered: Array<{ readonly result: Either.Either<unknown, unknown>; readonly sent: number }> = []
      for (const call of calls) {
        const before = requests.length
        const result = yield* Effect.either(call)
        answered.push({ result, sent: requests.length - before })
      }
      return answered
    }).pipe(Effect.provide(services.pipe(Layer.provideMerge(shopperClient()))))

  /** What differs between two sessions' answers: times, the upstream's correlation ids. */
  const volatile = new Set(["datetime", "createdDate", "correlationId"])
  /** A value's classes and fields, its leaves by type (a session's loyalty card, its friends-and-family split are drawn). */
  const shapeOf = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shapeOf)
      : typeof value === "object" && value !== null
        ? [value.constructor, Object.fromEntries(Object.entries(value).map(([field, v]) => [field, shapeOf(v)]))]
        : typeof value
  /** A failure by class and value (but its times and ids), a success by shape. */
  const answerOf = (result: Either.Either<unknown, unknown>) =>
    Either.match(result, {
      onLeft: (error) => {
        const value: unknown = JSON.parse(JSON.stringify(error, (field, v: unknown) => (volatile.has(field) ? undefined : v)))
        return { failed: error instanceof Error ? error.constructor : typeof error, error: value }
      },
      onRight: (value) => ({ answered: shapeOf(value) })
    })

  it("each answers what the service built directly answers, over the upstream", async () => {
    expect(calls.length).toBe(39)
    const through = await Effect.runPromise(results(lazy))
    upstream.reset()
    const direct = await Effect.runPromise(results(AllServices))
    through.forEach(({ result, sent }, i) => {
      expect(sent, `call ${i} reached the upstream`).toBeGreaterThan(0)
      expect(answerOf(result), `call ${i}`).toStrictEqual(answerOf(direct[i]!.result))
    })
    expect(through.filter(({ result }) => Either.isRight(result)).length).toBeGreaterThan(20)
  })
})
