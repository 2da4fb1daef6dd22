/**
 * Pure queries of the customer state: the profile a detail level and projection show, the profile
 * context of a caller, the identity, and preference book changes.
 *
 * @since 0.1.0
 */
import type { CustomerPreference, CustomerProfileProjection, ProfileDetailLevel } from "../../schema/customer.js"
import { CustomerProfile } from "../../schema/customer.js"
import { ANONYMOUS_IDENTITY, Identity } from "../../schema/identity.js"
import type { CustomerRecord } from "./seed.js"

/**
 * The profile as a detail level and projection show it: `id` has the ids only; `basic` adds names,
 * email, banner and states; `full` adds KYC, currency, card, home store, dates and (unless the
 * projection is compact) phones and addresses.
 */
export const profileView = (
  record: CustomerRecord,
  banner: string,
  detailLevel: ProfileDetailLevel,
  projection: CustomerProfileProjection
): CustomerProfile => {
  const ids = { profileId: record.profileId, profileType: record.profileType, detailLevel, userId: record.userId }
  if (detailLevel === "id") return new CustomerProfile(ids)
  const basic = {
    ...ids,
    firstName: record.firstName,
    lastName: record.lastName,
    emailAddress: record.email,
    banner,
    premiumState: record.premiumState,
    accountState: record.accountState
  }
  if (detailLevel === "basic") return new CustomerProfile(basic)
  const full = {
    ...basic,
    kycStatus: record.kycStatus,
    currency: "USD" as const,
    loyaltyCardNumber: record.loyaltyCardNumber,
    preferredStoreId: record.preferredStoreId,
    createdDate: record.createdDate
  }
  return new CustomerProfile(projection === "customerProfile.full" ? { ...full, phones: record.phones, addresses: record.addresses } : full)
}

/** The identity of a caller: the anonymous identity without a profile. */
export const identityOf = (record: CustomerRecord | undefined): Identity =>
  record === undefined
    ? ANONYMOUS_IDENTITY
    : new Identity({
        emailAddress: record.email,
        roles: record.roles,
        isAuthenticated: true,
        profileId: record.profileId,
        profileType: record.profileType
      })

/**
 * Creates or replaces preferences by name in a book; returns the new book.
 *
 * @example
 * upsertPreferences([], [{ name: "theme", value: "dark" }], () => "pref-1", now)
 */
export const upsertPreferences = (
  book: ReadonlyArray<CustomerPreference>,
  inputs: ReadonlyArray<{ readonly name: string; readonly value: string; readonly category?: string | undefined }>,
  nextId: () => string,
  now: Date
): Array<CustomerPreference> => {
  const out = [...book]
  for (const input of inputs) {
    const i = out.findIndex((p) => p.name === input.name)
    const category = input.category ?? out[i]?.category
    const pref: CustomerPreference = {
      preferenceId: out[i]?.preferenceId ?? nextId(),
      name: input.name,
      value: input.value,
      ...(category === undefined ? {} : { category }),
      updatedDate: now.toISOString()
    }
    if (i >= 0) out[i] = pref
    else out.push(pref)
  }
  return out
}

/** Preferences matching names (any of) and a category. */
export const filterPreferences = (
  book: ReadonlyArray<CustomerPreference>,
  names: ReadonlyArray<string> | undefined,
  category: string | undefined
): ReadonlyArray<CustomerPreference> =>
  book.filter(
    (p) => (names === undefined || names.length === 0 || names.includes(p.name)) && (category === undefined || p.category === category)
  )
