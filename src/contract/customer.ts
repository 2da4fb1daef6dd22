/**
 * The `customer` operations of operations.tsv: the customer profile, the profile context and
 * customer preferences.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  BulkPreferencesRequest,
  CustomerProfileProjection,
  CustomerProfileResponse,
  PreferenceInput,
  PreferenceResponse,
  PreferencesResponse,
  ProfileContextResponse,
  ProfileDetailLevel,
  UpdatePreferenceRequest
} from "../schema/customer.js"
import { CommaSeparated, make } from "../core/Operation.js"
import { ProfileFailure } from "../errors/families.js"

/** Url params of the customer profile. */
export const CustomerProfileParams = Schema.Struct({
  projections: Schema.optional(CustomerProfileProjection),
  "filter.detailLevel": Schema.optional(ProfileDetailLevel),
  "filter.banner": Schema.optional(Schema.String)
})
/** The customer profile's query parameters as sent: detail level, projection and banner. */
export type CustomerProfileParams = typeof CustomerProfileParams.Type

/** GET /customer/profile: the signed-in customer's profile (errors: pbsg). */
export const getCustomerProfile = make({
  domain: "customer",
  name: "Customer.getProfile",
  requestKind: "customer profile",
  summary: "The customer's profile, by detail level and projection",
  method: "GET",
  path: "/customer/profile",
  retry: "read",
  urlParams: CustomerProfileParams,
  success: CustomerProfileResponse,
  errors: [400, 401, 404, 500],
  codes: [ProfileFailure]
})

/** GET /profile/context: who is calling (the anonymous identity when nobody is signed in). */
export const getProfileContext = make({
  domain: "customer",
  name: "Customer.getProfileContext",
  requestKind: "profile context",
  summary: "The caller's identity and shopping defaults",
  method: "GET",
  path: "/profile/context",
  retry: "read",
  success: ProfileContextResponse,
  errors: [500]
})

const preferencesPath = "/enterprise-customer/v1/customer-preferences/"

/** POST customer-preferences: create one preference (a name not yet used). */
export const createPreference = make({
  domain: "customer",
  name: "Customer.createPreference",
  requestKind: "create customer preference",
  summary: "Create a customer preference",
  method: "POST",
  path: preferencesPath,
  retry: "keyed",
  payload: PreferenceInput,
  success: PreferenceResponse,
  successStatus: 201,
  errors: [400, 409, 422, 500]
})

/** Url params of the preference list. */
export const PreferencesParams = Schema.Struct({
  "filter.names": Schema.optional(CommaSeparated(Schema.String)),
  "filter.category": Schema.optional(Schema.String)
})
/** The preference list's query parameters as sent: names and category to narrow it. */
export type PreferencesParams = typeof PreferencesParams.Type

/** GET customer-preferences: the customer's preferences, by names or category. */
export const getPreferences = make({
  domain: "customer",
  name: "Customer.getPreferences",
  requestKind: "customer preferences",
  summary: "List customer preferences",
  method: "GET",
  path: preferencesPath,
  retry: "read",
  urlParams: PreferencesParams,
  success: PreferencesResponse,
  errors: [400, 500]
})

/** PUT customer-preferences: create or replace many preferences by name. */
export const putPreferences = make({
  domain: "customer",
  name: "Customer.putPreferences",
  requestKind: "bulk customer preferences",
  summary: "Create or replace customer preferences in bulk",
  method: "PUT",
  path: preferencesPath,
  retry: "keyed",
  payload: BulkPreferencesRequest,
  success: PreferencesResponse,
  errors: [400, 409, 422, 500]
})

/** PUT customer-preferences/{preferenceId}: change one preference's value. */
export const updatePreference = make({
  domain: "customer",
  name: "Customer.updatePreference",
  requestKind: "update customer preference",
  summary: "Update one customer preference",
  method: "PUT",
  path: `${preferencesPath}{preferenceId}`,
  retry: "keyed",
  pathParams: Schema.Struct({ preferenceId: Schema.NonEmptyTrimmedString }),
  payload: UpdatePreferenceRequest,
  success: PreferenceResponse,
  errors: [400, 404, 409, 422, 500]
})

/** Every customer operation. */
export const CustomerContract = {
  getCustomerProfile,
  getProfileContext,
  createPreference,
  getPreferences,
  putPreferences,
  updatePreference
} as const
