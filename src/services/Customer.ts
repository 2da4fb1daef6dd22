/**
 * The customer: who is calling (profile context and identity), the customer profile by detail level
 * and projection (profile ids normalised; errors pbsg as `ProfileError`), and customer
 * preferences (create, list, bulk put, update). Each method is a named use case; input is validated
 * before anything is sent.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CustomerContract } from "../contract/customer.js"
import { normalizeProfileId } from "../rules/ids.js"
import { runner } from "../layers/runner.js"
import { CustomerProfile, type CustomerProfileProjection, type PreferenceInput, type ProfileDetailLevel } from "../schema/customer.js"
import { defined, nonBlank } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of {@link Customer} `getProfile`. */
export interface ProfileOptions {
  /** `id`, `basic` or `full` (the upstream's default is `basic`). */
  readonly detailLevel?: ProfileDetailLevel
  /** `customerProfile.compact` (no phones or addresses) or `customerProfile.full`. */
  readonly projection?: CustomerProfileProjection
  /** The banner to read the profile for; the environment's or the shopper's own by default. */
  readonly banner?: string
}

/** Filters of the preference list. */
export interface PreferenceFilters {
  readonly names?: ReadonlyArray<string>
  readonly category?: string
}

const trimmed = (input: PreferenceInput): PreferenceInput => ({ ...input, name: input.name.trim() })

/**
 * The customer: who is calling, their profile and their stored preferences.
 *
 * @example
 * ```ts
 * export const greeting = Effect.gen(function* () {
 *   const customer = yield* Customer
 *   const profile = yield* customer.getProfile({ detailLevel: "basic" })
 *   return `Hello, ${profile.firstName}`
 * })
 * ```
 */
export class Customer extends Effect.Service<Customer>()("atlas-client/Customer", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner

    const getProfileContext = fn("Customer.getProfileContext")(function* () {
      return (yield* run(CustomerContract.getProfileContext, {})).data
    })

    const getProfile = fn("Customer.getProfile")(function* (options: ProfileOptions = {}) {
      const body = yield* run(CustomerContract.getCustomerProfile, {
        urlParams: defined({
          projections: options.projection,
          "filter.detailLevel": options.detailLevel,
          "filter.banner": nonBlank(options.banner)
        })
      })
      const profile = body.data.profile
      return new CustomerProfile({ ...profile, profileId: normalizeProfileId(profile.profileId) })
    })

    return {
      /** Who is calling and their shopping defaults, in one read (the anonymous identity when nobody is signed in). */
      getProfileContext,

      /** Who is calling: the anonymous identity (no email, only `anonymous`, not authenticated) when nobody is signed in. */
      getIdentity: fn("Customer.getIdentity")(function* () {
        return (yield* getProfileContext()).identity
      }),

      /** The signed-in shopper's profile at the detail level and projection asked, its id normalised. */
      getProfile,

      /** The normalised profile id (detail level `id`). */
      getProfileId: fn("Customer.getProfileId")(function* () {
        return (yield* getProfile({ detailLevel: "id" })).profileId
      }),

      /** Creates one preference; its name must not be in use. */
      createPreference: fn("Customer.createPreference")(function* (input: PreferenceInput) {
        return (yield* run(CustomerContract.createPreference, { payload: trimmed(input) })).data.preference
      }),

      /** The customer's preferences, by names or category. */
      getPreferences: fn("Customer.getPreferences")(function* (filters: PreferenceFilters = {}) {
        const names = filters.names?.map((n) => n.trim()).filter((n) => n !== "")
        const body = yield* run(CustomerContract.getPreferences, {
          urlParams: defined({
            "filter.names": names?.length ? names : undefined,
            "filter.category": filters.category?.trim() === "" ? undefined : filters.category
          })
        })
        return body.data.preferences
      }),

      /** Creates or replaces many preferences by name; returns every preference of the customer. */
      putPreferences: fn("Customer.putPreferences")(function* (preferences: ReadonlyArray<PreferenceInput>) {
        return (yield* run(CustomerContract.putPreferences, { payload: { preferences: preferences.map(trimmed) } })).data.preferences
      }),

      /** Changes one preference's value. */
      updatePreference: fn("Customer.updatePreference")(function* (preferenceId: string, value: string, category?: string) {
        const body = yield* run(CustomerContract.updatePreference, {
          path: { preferenceId },
          payload: defined({ value, category })
        })
        return body.data.preference
      })
    } as const
  })
}) {}

/** Every error a {@link Customer} use case can fail with (derived from the use cases, so from the descriptors). */
export type CustomerError = ServiceError<Customer>
