/**
 * The reference upstream's modality state: each shopper's preferences (keyed by shopper id, or by
 * session for anonymous shoppers), kept server-side and merged by the rules of spec §4, and a
 * counter for the ids and version keys it mints. Seeded: shopper Ava picks up downtown Cincinnati.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import { createPreferences } from "../../rules/modality.js"
import type { ModalityPreferencesData } from "../../schema/modality.js"
import { formatId } from "../ids.js"

/** What the upstream holds for the `modality` and `laf` operations. */
export interface ModalityState {
  readonly preferences: Map<string, ModalityPreferencesData>
  /** The last number minted for a modality id or a version key. */
  counter: number
}

/** The seeded time of the seeded preferences. */
export const MODALITY_SEED_DATE = "2025-01-06T15:00:00.000Z"

/**
 * A modality id as the upstream mints it.
 *
 * @example
 * modalityId(7) // "mod-000007"
 */
export const modalityId = (n: number): string => formatId("mod", n)

/** A fresh modality state: Ava (`shopper-ava`) has pickup at store 01400316 active. */
export const seedModality = (): ModalityState => {
  const ava = createPreferences({
    id: modalityId(1),
    modalityType: "PICKUP",
    createdDate: MODALITY_SEED_DATE,
    source: "PROFILE",
    destination: { location: { locationId: "01400316", storeId: "01400316" } }
  })
  const preferences = new Map<string, ModalityPreferencesData>()
  if (Either.isRight(ava)) preferences.set("shopper-ava", ava.right)
  return { preferences, counter: 1 }
}
