/**
 * The customer use cases, ready for the hooks: identity, profile, preferences.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CustomerContract } from "../../contract/customer.js"
import type { PreferenceInput } from "../../schema/customer.js"
import { Customer, type PreferenceFilters, type ProfileOptions } from "../../services/Customer.js"
import { defineUseCase } from "../UseCase.js"

/** Customer use cases: every method of the `Customer` service. */
export const CustomerUseCases = {
  getProfileContext: /* @__PURE__ */ defineUseCase({
    name: "Customer.getProfileContext",
    mode: "read",
    success: CustomerContract.getProfileContext.success.fields.data,
    run: () => Effect.flatMap(Customer, (c) => c.getProfileContext())
  }),
  getIdentity: /* @__PURE__ */ defineUseCase({
    name: "Customer.getIdentity",
    mode: "read",
    run: () => Effect.flatMap(Customer, (c) => c.getIdentity())
  }),
  getProfile: /* @__PURE__ */ defineUseCase({
    name: "Customer.getProfile",
    mode: "read",
    run: (options: ProfileOptions = {}) => Effect.flatMap(Customer, (c) => c.getProfile(options))
  }),
  getProfileId: /* @__PURE__ */ defineUseCase({
    name: "Customer.getProfileId",
    mode: "read",
    run: () => Effect.flatMap(Customer, (c) => c.getProfileId())
  }),
  getPreferences: /* @__PURE__ */ defineUseCase({
    name: "Customer.getPreferences",
    mode: "read",
    run: (filters: PreferenceFilters = {}) => Effect.flatMap(Customer, (c) => c.getPreferences(filters))
  }),
  createPreference: /* @__PURE__ */ defineUseCase({
    name: "Customer.createPreference",
    mode: "mutation",
    run: (input: PreferenceInput) => Effect.flatMap(Customer, (c) => c.createPreference(input))
  }),
  putPreferences: /* @__PURE__ */ defineUseCase({
    name: "Customer.putPreferences",
    mode: "mutation",
    run: (preferences: ReadonlyArray<PreferenceInput>) => Effect.flatMap(Customer, (c) => c.putPreferences(preferences))
  }),
  updatePreference: /* @__PURE__ */ defineUseCase({
    name: "Customer.updatePreference",
    mode: "mutation",
    run: (preferenceId: string, value: string, category?: string) =>
      Effect.flatMap(Customer, (c) => c.updatePreference(preferenceId, value, category))
  })
} as const
