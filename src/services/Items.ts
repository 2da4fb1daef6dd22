/**
 * Items: the items call (v2, v1), alternative locations, and batched item lookups. Lookups asked
 * for by many fibers in the same tick (a grid of 48 tiles, each its own fiber) are collected and
 * sent as one items call per modality scope carrying all their gtin13s (split at 50), through an
 * Effect `Request`/`RequestResolver`; identical lookups in flight share one result.
 *
 * @since 0.1.0
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FiberId from "effect/FiberId"
import * as Request from "effect/Request"
import * as RequestResolver from "effect/RequestResolver"
import * as Schema from "effect/Schema"
import { ItemsContract, type ItemsParams } from "../contract/items.js"
import { runner } from "../layers/runner.js"
import { type AtlasError, RequestValidationError } from "../errors/client.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import { RequestContext } from "../layers/RequestContext.js"
import { type Item, type ItemModalityType, type ItemProjection, ITEMS_MAX_GTIN13S } from "../schema/items.js"
import { defined } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** The items call answered without the gtin13 looked up. */
export class ItemNotFound extends Schema.TaggedError<ItemNotFound>()("ItemNotFound", { gtin13: Schema.String }) {
  /** Names the gtin13 that was not found, for logs and error screens. */
  override get message(): string {
    return `No item with gtin13 ${this.gtin13}`
  }
}

/** What a lookup can fail with. */
export type ItemLookupError = ItemNotFound | AtlasError

/** Options of a lookup: the modalities (1 or 2; the active modality's type by default), the store, the projection. */
export interface LookupOptions {
  readonly modalityTypes?: ReadonlyArray<ItemModalityType>
  readonly locationId?: string
  readonly projection?: ItemProjection
}

/** A query of the items call; `gtin13s` longer than 50 are split into several calls. */
export interface ItemsQuery extends LookupOptions {
  readonly gtin13s: ReadonlyArray<string>
  readonly active?: boolean
  readonly ship?: { readonly lat?: number; readonly lng?: number; readonly postalCode?: string }
  readonly delivery?: { readonly lat?: number; readonly lng?: number; readonly postalCode?: string }
  readonly shipStateCode?: string
  readonly verified?: boolean
}

/** Items found, with the gtin13s the upstream did not know. */
export interface ItemsResult {
  readonly items: ReadonlyArray<Item>
  readonly missing: ReadonlyArray<string>
}

/** One lookup, as a request of the resolver: a gtin13 within a scope (modalities, store, projection). */
export class GetItem extends Request.TaggedClass("GetItem")<Item, ItemLookupError, { readonly gtin13: string; readonly scope: string }> {}

interface Scope {
  readonly modalityTypes: ReadonlyArray<ItemModalityType>
  readonly locationId?: string
  readonly projection?: ItemProjection
}

interface Pending {
  readonly request: GetItem
  readonly key: string
  readonly deferred: Deferred.Deferred<Item, ItemLookupError>
}

const chunks = <A>(items: ReadonlyArray<A>, size: number): ReadonlyArray<ReadonlyArray<A>> =>
  items.length <= size ? [items] : Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))

const nextTick = Effect.async<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void), 0)
  return Effect.sync(() => clearTimeout(timer))
})

/**
 * Items by GTIN for the active store and modality: price, stock and fulfilment, with concurrent lookups batched into one call.
 *
 * @example
 * ```ts
 * export const cereal = Effect.gen(function* () {
 *   const items = yield* Items
 *   const item = yield* items.lookupItem("0001111041700")
 *   return item.description
 * })
 * ```
 */
export class Items extends Effect.Service<Items>()("atlas-client/Items", {
  scoped: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const context = yield* RequestContext

    const modalityTypesOf = (given: ReadonlyArray<ItemModalityType> | undefined) =>
      given !== undefined
        ? Effect.succeed(given)
        : Effect.map(context.get, (ctx): ReadonlyArray<ItemModalityType> => [ctx.modality?.type ?? "PICKUP"])

    const paramsOf = (
      query: Omit<ItemsQuery, "gtin13s">,
      modalityTypes: ReadonlyArray<ItemModalityType>,
      gtin13s: ReadonlyArray<string>
    ): ItemsParams =>
      defined({
        "filter.gtin13s": gtin13s,
        "filter.modalityTypes": modalityTypes,
        "filter.active": query.active,
        "filter.locationId": query.locationId,
        "filter.ship.lat": query.ship?.lat,
        "filter.ship.lng": query.ship?.lng,
        "filter.ship.postalCode": query.ship?.postalCode,
        "filter.delivery.lat": query.delivery?.lat,
        "filter.delivery.lng": query.delivery?.lng,
        "filter.delivery.postalCode": query.delivery?.postalCode,
        "filter.shipStateCode": query.shipStateCode,
        "filter.verified": query.verified,
        projections: query.projection
      })

    const fetchAll = (op: typeof ItemsContract.getItems | typeof ItemsContract.getItemsV1, query: ItemsQuery, options?: CallOptions) =>
      Effect.flatMap(modalityTypesOf(query.modalityTypes), (modalityTypes) => {
        const call = (gtin13s: ReadonlyArray<string>) => run(op, { urlParams: paramsOf(query, modalityTypes, gtin13s) }, options)
        const groups = chunks(query.gtin13s, ITEMS_MAX_GTIN13S)
        // One chunk (the usual case) is one call in this fiber; more go out together.
        const bodies =
          groups.length === 1 ? Effect.map(call(groups[0]!), (b) => [b]) : Effect.forEach(groups, call, { concurrency: "unbounded" })
        return Effect.map(bodies, (all): ItemsResult => ({
          items: all.flatMap((b) => b.data.items),
          missing: all.flatMap((b) => b.meta.missing ?? [])
        }))
      })

    const resolver = RequestResolver.makeBatched((requests: ReadonlyArray<GetItem>) => {
      const byScope = new Map<string, Array<GetItem>>()
      for (const r of requests) byScope.set(r.scope, [...(byScope.get(r.scope) ?? []), r])
      return Effect.forEach(
        byScope,
        ([scopeKey, inScope]) => {
          const scope = JSON.parse(scopeKey) as Scope
          const gtin13s = [...new Set(inScope.map((r) => r.gtin13))]
          return Effect.forEach(
            chunks(gtin13s, ITEMS_MAX_GTIN13S),
            (chunk) => {
              const waiting = inScope.filter((r) => chunk.includes(r.gtin13))
              return run(ItemsContract.getItems, { urlParams: paramsOf(scope, scope.modalityTypes, chunk) }).pipe(
                Effect.exit,
                Effect.flatMap((exit) =>
                  Effect.forEach(
                    waiting,
                    (r) => {
                      if (Exit.isFailure(exit)) return Request.completeEffect(r, Effect.failCause(exit.cause))
                      const item = exit.value.data.items.find((i) => i.gtin13 === r.gtin13)
                      return Request.complete(
                        r,
                        item === undefined ? Exit.fail(new ItemNotFound({ gtin13: r.gtin13 })) : Exit.succeed(item)
                      )
                    },
                    { discard: true }
                  )
                )
              )
            },
            { concurrency: "unbounded", discard: true }
          )
        },
        { concurrency: "unbounded", discard: true }
      )
    })

    const inFlight = new Map<string, Deferred.Deferred<Item, ItemLookupError>>()
    // The lookups asked for since the last dispatch; the first of a tick schedules the next one.
    let pending: Array<Pending> = []
    const dispatch = Effect.suspend(() => {
      const batch = pending
      pending = []
      return Effect.forEach(
        batch,
        (p) =>
          Effect.request(p.request, resolver).pipe(
            Effect.exit,
            Effect.flatMap((exit) => {
              inFlight.delete(p.key)
              return Deferred.done(p.deferred, exit)
            })
          ),
        { batching: true, concurrency: "unbounded", discard: true }
      )
    })
    // Dispatches run in the service's scope (closing it interrupts them), not in a lookup's fiber.
    const scope = yield* Effect.scope
    const dispatchNextTick = Effect.forkIn(Effect.zipRight(nextTick, dispatch), scope)

    const lookupItem = fn("Items.lookupItem")(function* (gtin13: string, options: LookupOptions = {}) {
      if (!/^\d{13}$/.test(gtin13)) {
        return yield* new RequestValidationError({
          operation: "Items.getItems",
          requestKind: "items",
          issues: `gtin13 ${JSON.stringify(gtin13)} is not 13 digits`
        })
      }
      const modalityTypes = yield* modalityTypesOf(options.modalityTypes)
      if (modalityTypes.length < 1 || modalityTypes.length > 2) {
        return yield* new RequestValidationError({
          operation: "Items.getItems",
          requestKind: "items",
          issues: "filter.modalityTypes needs 1 or 2 entries"
        })
      }
      const scopeKey = JSON.stringify(
        defined({ modalityTypes, locationId: options.locationId, projection: options.projection ?? "items.compact" })
      )
      const key = `${scopeKey} ${gtin13}`
      const existing = inFlight.get(key)
      if (existing !== undefined) return yield* Deferred.await(existing)
      const deferred = Deferred.unsafeMake<Item, ItemLookupError>(FiberId.none)
      inFlight.set(key, deferred)
      pending.push({ request: new GetItem({ gtin13, scope: scopeKey }), key, deferred })
      if (pending.length === 1) yield* dispatchNextTick
      return yield* Deferred.await(deferred)
    })

    return {
      /** Items by gtin13 (GET /item/v2/items); more than 50 gtin13s go out as several calls. */
      getItems: fn("Items.getItems")(function* (query: ItemsQuery, options?: CallOptions) {
        return yield* fetchAll(ItemsContract.getItems, query, options)
      }),

      /** Items by gtin13 through the v1 path. */
      getItemsV1: fn("Items.getItemsV1")(function* (query: ItemsQuery, options?: CallOptions) {
        return yield* fetchAll(ItemsContract.getItemsV1, query, options)
      }),

      /**
       * One item, batched: lookups of the same tick go out together, one call per 50 gtin13s;
       * {@link ItemNotFound} when the upstream does not know it.
       */
      lookupItem,

      /** Several items, each a batched lookup (so they join the lookups of other callers). */
      lookupItems: fn("Items.lookupItems")(function* (gtin13s: ReadonlyArray<string>, options: LookupOptions = {}) {
        return yield* Effect.forEach(gtin13s, (g) => lookupItem(g, options), { concurrency: "unbounded" })
      }),

      /** Stores near a postal code that have the item ("Expecting alternative locations request" without both). */
      getAlternativeLocations: fn("Items.getAlternativeLocations")(function* (
        gtin13: string,
        postalCode: string,
        options: { readonly radiusInMiles?: number; readonly maxResults?: number } = {}
      ) {
        const body = yield* run(ItemsContract.getAlternativeLocations, {
          path: { gtin13 },
          urlParams: defined({
            "filter.postalCode": postalCode,
            "filter.radiusInMiles": options.radiusInMiles,
            "filter.maxResults": options.maxResults
          })
        })
        return body.data.locations
      })
    } as const
  })
}) {}

/** Every error a {@link Items} use case can fail with (derived from the use cases, so from the descriptors). */
export type ItemsError = ServiceError<Items>
