/**
 * The `modality` and `laf` operations of operations.tsv: preferences (read, create, update, set
 * active), fees, address validity for a modality, options near a place, and the
 * location-and-fulfilment object.
 *
 * @since 0.1.0
 */
import {
  AddressForModalityRequest,
  AddressForModalityResponse,
  FeeRequest,
  FeesResponse,
  LafResponse,
  ModalityOptionsRequest,
  ModalityOptionsResponse,
  ModalityPreferencesResponse,
  ModalityPreferencesWrite,
  SetActiveModalityRequest
} from "../schema/modality.js"
import { ModalityOptionsOperation, ModalityOptionsPath } from "../errors/scenarios.js"
import { make } from "../core/Operation.js"

/** GET /modality/preferences: the shopper's modality preferences (404 when there are none). */
export const getPreferences = make({
  domain: "modality",
  name: "ModalityPreferences.getPreferences",
  requestKind: "modality preferences",
  summary: "The shopper's modality preferences",
  method: "GET",
  path: "/modality/preferences",
  retry: "read",
  success: ModalityPreferencesResponse
})

/** POST /modality/preferences: creates the shopper's preferences from one modality (active and primary). */
export const createPreferences = make({
  domain: "modality",
  name: "ModalityPreferences.createPreferences",
  requestKind: "create modality preferences",
  summary: "Create modality preferences",
  method: "POST",
  path: "/modality/preferences",
  retry: "keyed",
  payload: ModalityPreferencesWrite,
  success: ModalityPreferencesResponse,
  errors: [400, 422, 500]
})

/** PUT /modality/preferences: adds or selects a modality, merged by the spec §4 rules. */
export const updatePreferences = make({
  domain: "modality",
  name: "ModalityPreferences.updatePreferences",
  requestKind: "update modality preferences",
  summary: "Update modality preferences",
  method: "PUT",
  path: "/modality/preferences",
  retry: "keyed",
  payload: ModalityPreferencesWrite,
  success: ModalityPreferencesResponse,
  errors: [400, 422, 500]
})

/** PUT /modality/preferences/setActiveModality: makes a type active (it needs a primary modality). */
export const setActiveModality = make({
  domain: "modality",
  name: "ModalityPreferences.setActiveModality",
  requestKind: "set active modality",
  summary: "Set the active modality",
  method: "PUT",
  path: "/modality/preferences/setActiveModality",
  retry: "keyed",
  payload: SetActiveModalityRequest,
  success: ModalityPreferencesResponse,
  errors: [400, 404, 422, 500]
})

/** POST /modality/fees: the fee of each modality for a basket, with promos and memberships applied. */
export const getFees = make({
  domain: "modality",
  name: "ModalityPreferences.getFees",
  requestKind: "modality fees",
  summary: "Modality fees",
  method: "POST",
  path: "/modality/fees",
  retry: "read",
  payload: FeeRequest,
  success: FeesResponse,
  errors: [400, 500]
})

/** POST /modality/addressvalidformodality: whether an address can be served by a modality. */
export const isAddressValidForModality = make({
  domain: "modality",
  name: "ModalityPreferences.isAddressValidForModality",
  requestKind: "address valid for modality",
  summary: "Address validity for a modality",
  method: "POST",
  path: "/modality/addressvalidformodality",
  retry: "read",
  payload: AddressForModalityRequest,
  success: AddressForModalityResponse,
  errors: [400, 500]
})

/** POST /modality/options: which modalities (and stores) serve a zip or a point; never an analytics scenario. */
export const getOptions = make({
  domain: "modality",
  name: ModalityOptionsOperation,
  requestKind: "modality options",
  summary: "Modality options near a place",
  method: "POST",
  path: ModalityOptionsPath,
  retry: "read",
  payload: ModalityOptionsRequest,
  success: ModalityOptionsResponse,
  errors: [400, 500]
})

/** GET /laf/v1/get: the location-and-fulfilment object of the active modality. */
export const getLaf = make({
  domain: "laf",
  name: "ModalityPreferences.getLaf",
  requestKind: "location and fulfilment",
  summary: "The location-and-fulfilment object of the active modality",
  method: "GET",
  path: "/laf/v1/get",
  retry: "read",
  success: LafResponse,
  contextDependent: true
})

/** Every modality operation. */
export const ModalityContract = {
  getPreferences,
  createPreferences,
  updatePreferences,
  setActiveModality,
  getFees,
  isAddressValidForModality,
  getOptions
} as const

/** Every laf operation. */
export const LafContract = { getLaf } as const
