/**
 * Modality preferences: read, create and update the shopper's preferences, set the active
 * modality, fees, address validity for a modality, options near a place, and the
 * location-and-fulfilment object. Each method is a named use case; modalities are checked by the
 * rules before anything is sent. When the client has a {@link ShoppingContext}, every write puts
 * the resulting active modality into it (so the next calls carry its headers).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import { LafContract, ModalityContract } from "../contract/modality.js"
import { runner } from "../layers/runner.js"
import { UpstreamError } from "../errors/client.js"
import { ShoppingContext } from "./ShoppingContext.js"
import { InvalidModality, type ModalityInput, NoPrimaryModality, validateModality } from "../rules/modality.js"
import type { Address, LatLng } from "../schema/common.js"
import {
  DEFAULT_FEE_ORDER_ID,
  DEFAULT_FEE_PROFILE_ID,
  type FeeBasket,
  type FeeMembershipType,
  type FeePromoType,
  type ModalityDraft,
  type ModalityPreferenceSet,
  type ModalityTypeSpelling,
  toWireModality,
  type WireModality
} from "../schema/modality.js"

export { InvalidModality, NoPrimaryModality } from "../rules/modality.js"
import type { ServiceError } from "./ServiceError.js"

/** A modality to add: what the shopper picked (the upstream mints its id and created date). */
export type ModalityChoice = Omit<ModalityInput, "id" | "createdDate">

/** Options of a preference write. */
export interface ModalityWriteOptions {
  /** Make the chosen modality's type active (`updatePreferences` only; creating always activates). */
  readonly activate?: boolean
  /** Use this `Idempotency-Key` (a retried submit), else one is minted per call. */
  readonly idempotencyKey?: string
}

/** What a fee request needs; the order and profile ids default to the spec's placeholders. */
export interface FeeQuery {
  readonly modalityTypes: ReadonlyArray<WireModality | ModalityTypeSpelling>
  readonly basket: FeeBasket
  readonly promoTypes?: ReadonlyArray<FeePromoType>
  readonly membershipType?: FeeMembershipType
  readonly orderId?: string
  readonly profileId?: string
}

/** Where to look for modality options: a zip or a point, and which types (all by default). */
export interface OptionsQuery {
  readonly postalCode?: string
  readonly location?: LatLng
  readonly modalityTypes?: ReadonlyArray<WireModality | ModalityTypeSpelling>
}

const VALIDATION_STAMP = "1970-01-01T00:00:00.000Z"

const toDraft = (choice: ModalityChoice): Either.Either<ModalityDraft, InvalidModality> =>
  Either.map(validateModality({ ...choice, id: "draft", createdDate: VALIDATION_STAMP }), (m): ModalityDraft => ({
    modalityType: m.modalityType,
    destination: m.destination,
    source: choice.source,
    ...(m.fallbackDestination === undefined ? {} : { fallbackDestination: m.fallbackDestination }),
    ...(m.fallbackFulfillment === undefined ? {} : { fallbackFulfillment: m.fallbackFulfillment })
  }))

const wireTypes = (types: ReadonlyArray<string>): Either.Either<ReadonlyArray<WireModality>, InvalidModality> => {
  const out: Array<WireModality> = []
  for (const t of types) {
    const w = toWireModality(t)
    if (Option.isNone(w)) return Either.left(new InvalidModality({ reason: "UnknownModalityType", message: `Unknown modality type ${t}` }))
    out.push(w.value)
  }
  return Either.right(out)
}

const isNoPrimary = (e: unknown): e is UpstreamError => e instanceof UpstreamError && e.errors.some((o) => o.code === "NO_PRIMARY_MODALITY")

/**
 * How the shopper shops (pickup, delivery, ship or in store): their saved modalities, the active one, fees and the options near a place.
 *
 * @example
 * ```ts
 * export const savedModality = Effect.gen(function* () {
 *   const preferences = yield* ModalityPreferences
 *   return yield* preferences.getPreferences()
 * })
 * ```
 */
export class ModalityPreferences extends Effect.Service<ModalityPreferences>()("atlas-client/ModalityPreferences", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const shopping = yield* Effect.serviceOption(ShoppingContext)
    const remember = (prefs: ModalityPreferenceSet) =>
      Option.match(shopping, { onNone: () => Effect.succeed(prefs), onSome: (s) => Effect.as(s.fromPreferences(prefs), prefs) })
    const keyOf = (options: ModalityWriteOptions) =>
      options.idempotencyKey === undefined ? undefined : { idempotencyKey: options.idempotencyKey }

    return {
      /** The shopper's preferences; none when the shopper has not chosen any modality yet. */
      getPreferences: fn("ModalityPreferences.getPreferences")(function* () {
        return yield* run(ModalityContract.getPreferences, {}).pipe(
          Effect.map((body) => Option.some(body.data)),
          Effect.catchIf(
            (e) => e instanceof UpstreamError && e.status === 404,
            () => Effect.succeed(Option.none<ModalityPreferenceSet>())
          )
        )
      }),

      /** Creates the preferences from one modality (active and primary); the modality is checked first. */
      createPreferences: fn("ModalityPreferences.createPreferences")(function* (
        choice: ModalityChoice,
        options: ModalityWriteOptions = {}
      ) {
        const modality = yield* toDraft(choice)
        const body = yield* run(ModalityContract.createPreferences, { payload: { modality, activate: true } }, keyOf(options))
        return yield* remember(body.data)
      }),

      /** Adds or selects a modality (spec §4 rules, applied by the upstream); checked first. */
      updatePreferences: fn("ModalityPreferences.updatePreferences")(function* (
        choice: ModalityChoice,
        options: ModalityWriteOptions = {}
      ) {
        const modality = yield* toDraft(choice)
        const payload = options.activate === undefined ? { modality } : { modality, activate: options.activate }
        const body = yield* run(ModalityContract.updatePreferences, { payload }, keyOf(options))
        return yield* remember(body.data)
      }),

      /** Makes a type active; {@link NoPrimaryModality} when the shopper has none of that type. */
      setActiveModality: fn("ModalityPreferences.setActiveModality")(function* (
        modalityType: WireModality | ModalityTypeSpelling,
        options: Pick<ModalityWriteOptions, "idempotencyKey"> = {}
      ) {
        const [type] = yield* wireTypes([modalityType])
        const body = yield* run(ModalityContract.setActiveModality, { payload: { modalityType: type ?? "PICKUP" } }, keyOf(options)).pipe(
          Effect.catchIf(isNoPrimary, () => Effect.fail(new NoPrimaryModality({ modalityType: type ?? String(modalityType) })))
        )
        return yield* remember(body.data)
      }),

      /** The fee of each modality for a basket; order and profile ids default to the placeholders. */
      getFees: fn("ModalityPreferences.getFees")(function* (query: FeeQuery) {
        const types = yield* wireTypes(query.modalityTypes)
        const [first, ...rest] = types
        if (first === undefined)
          return yield* new InvalidModality({ reason: "UnknownModalityType", message: "A fee request needs at least one modality type" })
        const body = yield* run(ModalityContract.getFees, {
          payload: {
            orderId: query.orderId ?? DEFAULT_FEE_ORDER_ID,
            profileId: query.profileId ?? DEFAULT_FEE_PROFILE_ID,
            modalityTypes: [first, ...rest],
            basket: query.basket,
            ...(query.promoTypes === undefined || query.promoTypes.length === 0 ? {} : { promoTypes: query.promoTypes }),
            ...(query.membershipType === undefined ? {} : { membershipType: query.membershipType })
          }
        })
        return body.data
      }),

      /** Whether an address can be served by a modality, with the reasons when not. */
      isAddressValidForModality: fn("ModalityPreferences.isAddressValidForModality")(function* (
        modalityType: WireModality | ModalityTypeSpelling,
        address: Address
      ) {
        const [type] = yield* wireTypes([modalityType])
        return (yield* run(ModalityContract.isAddressValidForModality, { payload: { modalityType: type ?? "SHIP", address } })).data
      }),

      /** Which modalities serve a zip or a point, with the stores each can use. */
      getOptions: fn("ModalityPreferences.getOptions")(function* (query: OptionsQuery) {
        const types = query.modalityTypes === undefined ? undefined : yield* wireTypes(query.modalityTypes)
        const payload = {
          ...(query.postalCode === undefined || query.postalCode.trim() === "" ? {} : { postalCode: query.postalCode.trim() }),
          ...(query.location === undefined ? {} : { location: query.location }),
          ...(types === undefined ? {} : { modalityTypes: types })
        }
        return (yield* run(ModalityContract.getOptions, { payload })).data
      }),

      /** The location-and-fulfilment object of the active modality (re-read when it changes). */
      getLaf: fn("ModalityPreferences.getLaf")(function* () {
        return (yield* run(LafContract.getLaf, {})).data
      })
    } as const
  })
}) {}

/** Every error a {@link ModalityPreferences} use case can fail with (derived from the use cases, so from the descriptors). */
export type ModalityPreferencesError = ServiceError<ModalityPreferences>
