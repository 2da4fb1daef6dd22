/**
 * The request context (DESIGN header table): the active modality and the optional customer
 * context, geo-location and A/B headers the app supplies. Its subscribers hear every change, so
 * that context-dependent reads can re-run (a plain listener set: no `Stream` on the first screen).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/** Modality types as they go out on the wire. */
export type WireModalityType = "PICKUP" | "DELIVERY" | "SHIP" | "IN_STORE"

/** The active modality as the headers need it. */
export interface ActiveModality {
  readonly type: WireModalityType
  /** Pickup and in-store: the store's location id. */
  readonly locationId?: string
  /** Delivery and ship: the destination, each field only when known. */
  readonly lat?: number
  readonly lng?: number
  readonly postalCode?: string
  /** The facility id (`x-facility-id`). */
  readonly facilityId?: string
  /** The location-and-fulfilment object (`x-laf`, as JSON). */
  readonly laf?: unknown
}

/** Everything the request layer reads from the context. */
export interface RequestContextValue {
  readonly modality?: ActiveModality
  /** Customer context keyed by use case (e.g. friends and family), sent as JSON. */
  readonly customerContext?: Readonly<Record<string, unknown>>
  readonly geoLocation?: string
  readonly abTest?: string
}

/** The request context of one client. */
export class RequestContext extends Effect.Service<RequestContext>()("atlas-client/RequestContext", {
  effect: Effect.sync(() => {
    let current: RequestContextValue = {}
    const listeners = new Set<(value: RequestContextValue) => void>()
    const replace = (value: RequestContextValue) => {
      current = value
      for (const listener of [...listeners]) listener(value)
    }
    return {
      /** The current context. */
      get: Effect.sync(() => current),
      /** Replaces the context. */
      set: (value: RequestContextValue) => Effect.sync(() => replace(value)),
      /** Changes the context. */
      update: (f: (value: RequestContextValue) => RequestContextValue) => Effect.sync(() => replace(f(current))),
      /**
       * Calls `listener` with the current context at once, then with every change, until the
       * returned function is called.
       *
       * @example
       * const stop = context.subscribe((value) => console.log(value.modality))
       */
      subscribe: (listener: (value: RequestContextValue) => void): (() => void) => {
        listeners.add(listener)
        listener(current)
        return () => void listeners.delete(listener)
      }
    }
  })
}) {
  /**
   * A context that starts with the given value.
   *
   * @example
   * ```ts
   * export const pickupContext = RequestContext.withInitial({ modality: { type: "PICKUP", locationId: "01400943" } })
   * ```
   */
  static readonly withInitial = (value: RequestContextValue) =>
    Layer.effectDiscard(Effect.flatMap(RequestContext, (ctx) => ctx.set(value))).pipe(Layer.provideMerge(RequestContext.Default))
}

/**
 * The modality headers of the DESIGN table. The active modality already holds what `x-modality`
 * says (the domain builds it: `toActiveModality` applies the rules' `modalityHeader`, the type plus
 * the location id for pickup and in-store, or the type plus lat, lng and postal code for delivery
 * and ship), so the layer only writes it out: `x-modality` with the type, location id, lat, lng and
 * postal code that are present; `x-modality-type`, `x-facility-id` and `x-laf` when known.
 *
 * @example
 * modalityHeaders({ type: "PICKUP", locationId: "01400943" })["x-modality"] // '{"type":"PICKUP","locationId":"01400943"}'
 */
export const modalityHeaders = (modality: ActiveModality): Record<string, string> => {
  const { type, locationId, lat, lng, postalCode } = modality
  const header = {
    type,
    ...(locationId === undefined ? {} : { locationId }),
    ...(lat === undefined ? {} : { lat }),
    ...(lng === undefined ? {} : { lng }),
    ...(postalCode === undefined ? {} : { postalCode })
  }
  return {
    "x-modality": JSON.stringify(header),
    "x-modality-type": type,
    ...(modality.facilityId === undefined ? {} : { "x-facility-id": modality.facilityId }),
    ...(modality.laf === undefined ? {} : { "x-laf": JSON.stringify(modality.laf) })
  }
}
