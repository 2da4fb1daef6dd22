/**
 * Shoppers of the real Node upstream for the fault tests: each shopper is its own client (its own
 * cookie jar, session, request layer and retry budget), and each step of its session is taken the
 * way an app does it: one call, and on a typed error the shopper taps again, with the same
 * `Idempotency-Key` for the same intent. Every call's outcome is tallied.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { Carts, Checkout, ClientConfig, Coupons, Payment, Promises, Stores, Timeslots, Wallet } from "atlas-client"
import { shopperClient } from "atlas-client/testing"
import { afterAll, beforeAll } from "vitest"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"

/**
 * The real Node upstream (on free ports) for a test file: started before its tests, closed after
 * them. Returns the running server (call it inside a test).
 */
export const serveReferenceServer = (): (() => RunningServer) => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
  })
  afterAll(() => server?.close())
  return () => {
    if (server === undefined) throw new Error("The reference server is not running: call this inside a test")
    return server
  }
}

/** The library's typed errors a shopper's calls may fail with (the services' error unions). */
const typedTags: ReadonlySet<string> = new Set([
  "UpstreamError",
  "IdempotencyKeyReused",
  "ClientError",
  "RequestValidationError",
  "ResponseDecodeError",
  "CartRejected",
  "CouponNotClippable",
  "CheckoutModifyError",
  "PromiseModifyError"
])

/** Outcomes of every call the shoppers made. */
export class Tally {
  calls = 0
  successes = 0
  /** Typed failures by tag and reason or status (`ClientError Network`, `UpstreamError 409`). */
  readonly typed = new Map<string, number>()
  /** Anything else: a defect, an interruption, an untyped failure. */
  readonly untyped: Array<string> = []

  get failures(): number {
    return [...this.typed.values()].reduce((s, n) => s + n, 0)
  }

  record(exit: Exit.Exit<unknown, unknown>): void {
    this.calls += 1
    if (Exit.isSuccess(exit)) {
      this.successes += 1
      return
    }
    const error = Cause.failureOption(exit.cause)
    const tag = Option.match(error, { onNone: () => undefined, onSome: tagOf })
    if (tag === undefined || !typedTags.has(tag) || Cause.isDie(exit.cause) || Cause.isInterrupted(exit.cause)) {
      this.untyped.push(Cause.pretty(exit.cause))
      return
    }
    const e = Option.getOrThrow(error) as { readonly reason?: string; readonly status?: number }
    const name = `${tag} ${e.reason ?? e.status ?? ""}`.trim()
    this.typed.set(name, (this.typed.get(name) ?? 0) + 1)
  }

  /** `ClientError Network 12, UpstreamError 503 3` */
  describe(): string {
    return (
      [...this.typed.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(", ") || "none"
    )
  }
}

const tagOf = (e: unknown): string | undefined =>
  typeof e === "object" && e !== null && "_tag" in e && typeof e._tag === "string" ? e._tag : undefined

/** Taps a shopper makes on one step before giving up. */
export const TAPS = 3

/**
 * One step of a session: the call, and on a typed error the same call again (same key), up to
 * {@link TAPS} times. The last failure is the step's outcome.
 */
export const step = <A, E, R>(tally: Tally, call: (idempotencyKey: string) => Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.suspend(() => {
    const key = crypto.randomUUID()
    const tap = (n: number): Effect.Effect<A, E, R> =>
      Effect.flatMap(Effect.exit(call(key)), (exit) => {
        tally.record(exit)
        if (Exit.isSuccess(exit)) return Effect.succeed(exit.value)
        const typed = Option.match(Cause.failureOption(exit.cause), { onNone: () => false, onSome: (e) => typedTags.has(tagOf(e) ?? "") })
        return typed && n < TAPS ? tap(n + 1) : exit
      })
    return tap(1)
  })

/** A card for the shopper: its wallet, then a test credit card added to it (two steps). */
export const addCard = (tally: Tally) =>
  Effect.gen(function* () {
    const wallet = yield* Wallet
    const [mine] = yield* step(tally, () => wallet.getWallets())
    return yield* step(tally, (idempotencyKey) =>
      wallet.addCard(
        mine!.walletId,
        { type: "CREDIT_CARD", cardNumber: "4111111111111111", expirationMonth: 12, expirationYear: 2099 },
        { idempotencyKey }
      )
    )
  })

/** A pickup checkout of the cart in the slot, paid with the card, then purchased (three steps). */
export const checkOut = (
  tally: Tally,
  pickup: { readonly cartId: string; readonly locationId: string; readonly timeslotId: string; readonly cardId: string }
) =>
  Effect.gen(function* () {
    const checkout = yield* Checkout
    const { cartId, locationId, timeslotId, cardId } = pickup
    const created = yield* step(tally, (idempotencyKey) =>
      checkout.createCheckout({ cartId, modality: "PICKUP", locationId, timeslotId }, { idempotencyKey })
    )
    yield* step(tally, (idempotencyKey) =>
      checkout.updateCheckout(created.checkoutId, { payments: [{ type: "CREDIT_CARD_PAY", cardId }] }, { idempotencyKey })
    )
    const { order } = yield* step(tally, (idempotencyKey) =>
      Effect.flatMap(Payment, (p) => p.purchase(created.checkoutId, undefined, { idempotencyKey }))
    )
    return { checkoutId: created.checkoutId, orderId: order.orderId }
  })

/** The use cases a shopper's session touches. */
export type ShopperServices = Stores | Carts | Coupons | Timeslots | Promises | Checkout | Payment | Wallet

/** One shopper's client of the real server, with the request layer's defaults unless overridden. */
export const shopperLayer = (
  server: RunningServer,
  options: { readonly timeoutMs?: number; readonly config?: Parameters<typeof ClientConfig.layer>[0] } = {}
) =>
  Layer.mergeAll(
    Stores.Default,
    Carts.Default,
    Coupons.Default,
    Timeslots.Default,
    Promises.Default,
    Checkout.Default,
    Payment.Default,
    Wallet.Default
  ).pipe(
    Layer.provideMerge(
      shopperClient({ origins: server.origins, ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }) }).pipe(
        Layer.provide(ClientConfig.layer(options.config ?? {}))
      )
    )
  )

/** Attempts per call, as the upstream saw them (one correlation id per call): the most, and the histogram. */
export const attemptsPerCall = (server: RunningServer) => {
  const byCall = new Map<string, number>()
  for (const r of server.upstream.log) {
    const id = r.headers["x-correlation-id"]
    if (id !== undefined) byCall.set(id, (byCall.get(id) ?? 0) + 1)
  }
  const histogram = new Map<number, number>()
  for (const n of byCall.values()) histogram.set(n, (histogram.get(n) ?? 0) + 1)
  return {
    calls: byCall.size,
    requests: server.upstream.log.length,
    most: Math.max(0, ...byCall.values()),
    histogram: [...histogram.entries()]
      .sort(([a], [b]) => a - b)
      .map(([n, c]) => `${n}×${c}`)
      .join(" ")
  }
}

/** Counts the faults the upstream's chaos draws from now on (a fault drawn for a call is applied to it). */
export const countFaults = (server: RunningServer) => {
  const chaos = server.upstream.chaos
  const draw = chaos.draw.bind(chaos)
  const counts = { unavailable: 0, throttled: 0, slow: 0, dropped: 0 }
  chaos.draw = () => {
    const d = draw()
    if (d.unavailable) counts.unavailable += 1
    else if (d.throttled) counts.throttled += 1
    else {
      if (d.latencyMs > 0) counts.slow += 1
      if (d.dropAfterCommit) counts.dropped += 1
    }
    return d
  }
  return counts
}

/** How many times each value occurs more than once. */
export const duplicates = (values: Iterable<string>): number => {
  const seen = new Map<string, number>()
  for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1)
  return [...seen.values()].filter((n) => n > 1).length
}

/** Lines as `upc×quantity`, sorted, to compare what a shopper intended with what the upstream holds. */
export const linesOf = (lines: ReadonlyArray<{ readonly upc: string; readonly quantity: number }>): ReadonlyArray<string> =>
  lines.map((l) => `${l.upc}×${l.quantity}`).sort()
