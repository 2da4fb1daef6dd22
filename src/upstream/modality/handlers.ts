/**
 * Reference-upstream handlers of the `modality` and `laf` operations: preferences per shopper,
 * merged by the same rules the client uses; fees; options and address validity from the seeded
 * stores and the zip data; the LAF object of the active modality.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { LafContract, ModalityContract } from "../../contract/modality.js"
import { activeModalityOf, addModality, createPreferences, type ModalityInput, setActiveModality } from "../../rules/modality.js"
import {
  type Modality,
  type ModalityDraft,
  ModalityPreferenceSet,
  type ModalityPreferencesData,
  modalityTypes,
  WireModality
} from "../../schema/modality.js"
import type { AtlasState } from "../state.js"
import { fail, type UpstreamFailure } from "../failure.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { lookupZip } from "../stores/geo.js"
import { findStore, validateAddress } from "../stores/queries.js"
import * as Q from "./queries.js"
import { modalityId } from "./state.js"

type Ctx = CallContext<AtlasState>

const answer = (ctx: Ctx, prefs: ModalityPreferencesData) => ({ data: new ModalityPreferenceSet(Q.decorate(ctx.state.stores, prefs)) })

const minted = (ctx: Ctx, draft: ModalityDraft): ModalityInput => {
  ctx.state.modality.counter += 1
  return { ...draft, id: modalityId(ctx.state.modality.counter), createdDate: ctx.now.toISOString() }
}

const store = (ctx: Ctx, prefs: ModalityPreferencesData) => {
  ctx.state.modality.counter += 1
  const versioned = { ...prefs, versionKey: `v${ctx.state.modality.counter}` }
  ctx.state.modality.preferences.set(ownerOf(ctx), versioned)
  return answer(ctx, versioned)
}

const invalid = (message: string) => fail(400, "INVALID_MODALITY", message)

/** A location modality must name a seeded store. */
const knownStore = (ctx: Ctx, draft: ModalityDraft): Effect.Effect<void, UpstreamFailure> =>
  "location" in draft.destination && Option.isNone(findStore(ctx.state.stores, draft.destination.location.locationId))
    ? Effect.fail(fail(400, "UNKNOWN_LOCATION", `No store with location id ${draft.destination.location.locationId}`))
    : Effect.void

/**
 * An address modality must be a US address the locator validates (a known zip, its state): the
 * upstream keeps no address it could not hand off at. One without a postal code is left to the
 * rules (they say why).
 */
const knownAddress = (draft: ModalityDraft): Effect.Effect<void, UpstreamFailure> => {
  if (!("address" in draft.destination)) return Effect.void
  const { postalCode, ...rest } = draft.destination.address
  if (postalCode === undefined || postalCode.trim() === "") return Effect.void
  const checked = validateAddress({ ...rest, postalCode })
  return checked.valid ? Effect.void : Effect.fail(fail(400, "INVALID_ADDRESS", checked.messages.join(". ")))
}

const HeaderModality = Schema.parseJson(
  Schema.Struct({
    type: WireModality,
    locationId: Schema.optional(Schema.String),
    lat: Schema.optional(Schema.Number),
    lng: Schema.optional(Schema.Number),
    postalCode: Schema.optional(Schema.String)
  })
)

/** The active modality of a call: its `x-modality` header, else the shopper's stored active modality. */
const activeOf = (ctx: Ctx): Option.Option<Modality> => {
  const header = Either.getRight(Schema.decodeUnknownEither(HeaderModality)(ctx.request.headers.get("x-modality") ?? ""))
  const fromHeader = Option.map(header, (h): Modality => ({
    id: "x-modality",
    modalityType: h.type,
    createdDate: ctx.now.toISOString(),
    source: "FROM_ACTIVE",
    destination:
      h.locationId !== undefined
        ? { location: { locationId: h.locationId } }
        : {
            address: {
              postalCode: h.postalCode ?? "",
              ...(h.lat !== undefined && h.lng !== undefined ? { location: { lat: h.lat, lng: h.lng } } : {})
            }
          }
  }))
  return Option.orElse(fromHeader, () => activeModalityOf(ctx.state.modality.preferences.get(ownerOf(ctx))))
}

/** The modality and laf routes. */
export const modalityRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(ModalityContract.getPreferences, (_, ctx: Ctx) => {
    const prefs = ctx.state.modality.preferences.get(ownerOf(ctx))
    return prefs === undefined
      ? Effect.fail(fail(404, "MODALITY_PREFERENCES_NOT_FOUND", "No modality preferences exist for this user"))
      : Effect.succeed(answer(ctx, prefs))
  }),
  route(ModalityContract.createPreferences, ({ payload }, ctx: Ctx) => {
    if (ctx.state.modality.preferences.has(ownerOf(ctx))) {
      return Effect.fail(fail(400, "MODALITY_PREFERENCES_EXIST", "Modality preferences already exist for this user"))
    }
    return Effect.zipRight(
      Effect.zipRight(knownStore(ctx, payload.modality), knownAddress(payload.modality)),
      Effect.suspend(() =>
        Either.match(createPreferences(minted(ctx, payload.modality), { now: ctx.now }), {
          onLeft: (e) => Effect.fail(invalid(e.message)),
          onRight: (prefs) => Effect.succeed(store(ctx, prefs))
        })
      )
    )
  }),
  route(ModalityContract.updatePreferences, ({ payload }, ctx: Ctx) => {
    const current = ctx.state.modality.preferences.get(ownerOf(ctx))
    const options = { now: ctx.now, ...(payload.activate === undefined ? {} : { activate: payload.activate }) }
    return Effect.zipRight(
      Effect.zipRight(knownStore(ctx, payload.modality), knownAddress(payload.modality)),
      Effect.suspend(() =>
        Either.match(addModality(current, minted(ctx, payload.modality), options), {
          onLeft: (e) => Effect.fail(invalid(e.message)),
          onRight: (prefs) => Effect.succeed(store(ctx, prefs))
        })
      )
    )
  }),
  route(ModalityContract.setActiveModality, ({ payload }, ctx: Ctx) => {
    const current = ctx.state.modality.preferences.get(ownerOf(ctx)) ?? { primaryModality: {}, modalities: [] }
    return Either.match(setActiveModality(current, payload.modalityType), {
      onLeft: (e) => Effect.fail(fail(404, "NO_PRIMARY_MODALITY", e.message)),
      onRight: (prefs) => Effect.succeed(store(ctx, prefs))
    })
  }),
  route(ModalityContract.getFees, ({ payload }) =>
    Effect.succeed({
      data: {
        orderId: payload.orderId,
        profileId: payload.profileId,
        fees: payload.modalityTypes.filter((t, i, all) => all.indexOf(t) === i).map((t) => Q.feeFor(t, payload))
      }
    })
  ),
  route(ModalityContract.isAddressValidForModality, ({ payload }, ctx: Ctx) =>
    Effect.succeed({
      data: { modalityType: payload.modalityType, ...Q.addressValidForModality(ctx.state.stores, payload.modalityType, payload.address) }
    })
  ),
  route(ModalityContract.getOptions, ({ payload }, ctx: Ctx) => {
    const postalCode = payload.postalCode?.trim()
    const origin =
      payload.location !== undefined
        ? Option.some(payload.location)
        : postalCode === undefined
          ? Option.none()
          : Option.map(lookupZip(postalCode), (p) => p.point)
    if (Option.isNone(origin)) {
      return Effect.fail(
        postalCode === undefined
          ? fail(400, "INVALID_REQUEST", "Invalid Request", { details: "postalCode or location is required" })
          : fail(400, "INVALID_POSTAL_CODE", `Unknown postal code ${postalCode}`)
      )
    }
    const options = Q.modalityOptions(ctx.state.stores, origin.value, payload.modalityTypes ?? modalityTypes)
    return Effect.succeed({ data: { ...(postalCode === undefined ? {} : { postalCode }), origin: origin.value, options } })
  }),
  route(LafContract.getLaf, (_, ctx: Ctx) =>
    Option.match(activeOf(ctx), {
      onNone: () => Effect.fail(fail(404, "NO_ACTIVE_MODALITY", "No active modality")),
      onSome: (modality) =>
        Option.match(Q.lafOf(ctx.state.stores, modality), {
          onNone: () => Effect.fail(fail(404, "NO_FULFILMENT_SOURCE", `No store serves this ${modality.modalityType} modality`)),
          onSome: (laf) => Effect.succeed({ data: laf })
        })
    })
  )
]
