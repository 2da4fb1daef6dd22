/**
 * Customer vocabulary (spec §3 "Identity", §8 profile): profile types, premium and account states,
 * KYC statuses, phone types, currency, detail levels and projections, the customer profile, the
 * profile context and customer preferences.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Address, tolerant } from "./common.js"
import { Identity, ProfileType } from "./identity.js"

/** Premium states: DEFAULT, PREMIUM, NOT_PREMIUM. */
export const PremiumState = Schema.Literal("DEFAULT", "PREMIUM", "NOT_PREMIUM")
/** @see PremiumState */
export type PremiumState = typeof PremiumState.Type

/** Account states: OPEN, CLOSED, SUSPENDED. */
export const AccountState = Schema.Literal("OPEN", "CLOSED", "SUSPENDED")
/** @see AccountState */
export type AccountState = typeof AccountState.Type

/** KYC statuses: PENDING_SUBMISSION, PENDING_APPROVAL, REFUSED, APPROVED. */
export const KycStatus = Schema.Literal("PENDING_SUBMISSION", "PENDING_APPROVAL", "REFUSED", "APPROVED")
/** @see KycStatus */
export type KycStatus = typeof KycStatus.Type

/** Phone types: HOME, WORK, MOBILE, FAX, UNKNOWN. */
export const PhoneType = Schema.Literal("HOME", "WORK", "MOBILE", "FAX", "UNKNOWN")
/** @see PhoneType */
export type PhoneType = typeof PhoneType.Type

/** The only currency: USD. */
export const CurrencyCode = Schema.Literal("USD")
/** @see CurrencyCode */
export type CurrencyCode = typeof CurrencyCode.Type

/** Profile detail levels: `id` (ids only), `basic` (names, email, banner, states), `full` (everything). */
export const ProfileDetailLevel = Schema.Literal("id", "basic", "full")
/** @see ProfileDetailLevel */
export type ProfileDetailLevel = typeof ProfileDetailLevel.Type

/** Profile projections: compact leaves out phones and addresses, full keeps them. */
export const CustomerProfileProjection = Schema.Literal("customerProfile.compact", "customerProfile.full")
/** @see CustomerProfileProjection */
export type CustomerProfileProjection = typeof CustomerProfileProjection.Type

/** A phone number of a profile. */
export const Phone = Schema.Struct({
  type: Schema.optional(tolerant(PhoneType)),
  number: Schema.String,
  primary: Schema.optional(Schema.Boolean)
})
/** @see Phone */
export type Phone = typeof Phone.Type

/**
 * A customer's profile. `profileId` is normalised (braces and dashes stripped, upper-cased); which
 * fields are present depends on the detail level and projection asked for.
 */
export class CustomerProfile extends Schema.Class<CustomerProfile>("CustomerProfile")({
  profileId: Schema.String,
  profileType: Schema.optional(tolerant(ProfileType)),
  detailLevel: Schema.optional(tolerant(ProfileDetailLevel)),
  userId: Schema.optional(Schema.String),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  emailAddress: Schema.optional(Schema.String),
  banner: Schema.optional(Schema.String),
  premiumState: Schema.optional(tolerant(PremiumState)),
  accountState: Schema.optional(tolerant(AccountState)),
  kycStatus: Schema.optional(tolerant(KycStatus)),
  currency: Schema.optional(tolerant(CurrencyCode)),
  loyaltyCardNumber: Schema.optional(Schema.String),
  preferredStoreId: Schema.optional(Schema.String),
  createdDate: Schema.optional(Schema.String),
  phones: Schema.optional(Schema.Array(Phone)),
  addresses: Schema.optional(Schema.Array(Address))
}) {}

/** The body of the customer profile. */
export const CustomerProfileResponse = Schema.Struct({ data: Schema.Struct({ profile: CustomerProfile }) })

/** The body of the profile context: who is calling, and their shopping defaults when signed in. */
export const ProfileContextResponse = Schema.Struct({
  data: Schema.Struct({
    identity: Identity,
    banner: Schema.optional(Schema.String),
    preferredStoreId: Schema.optional(Schema.String),
    premiumState: Schema.optional(tolerant(PremiumState)),
    accountState: Schema.optional(tolerant(AccountState))
  })
})

/** A stored customer preference. */
export const CustomerPreference = Schema.Struct({
  preferenceId: Schema.String,
  name: Schema.String,
  value: Schema.String,
  category: Schema.optional(Schema.String),
  updatedDate: Schema.optional(Schema.String)
})
/** @see CustomerPreference */
export type CustomerPreference = typeof CustomerPreference.Type

const PreferenceName = Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "a preference name is required" }), Schema.maxLength(100))

/** A preference to create or to set in bulk. */
export const PreferenceInput = Schema.Struct({
  name: PreferenceName,
  value: Schema.String.pipe(Schema.maxLength(2000)),
  category: Schema.optional(Schema.String)
})
/** @see PreferenceInput */
export type PreferenceInput = typeof PreferenceInput.Type

/** The body of a bulk put: every preference given is created or replaced by name. */
export const BulkPreferencesRequest = Schema.Struct({
  preferences: Schema.Array(PreferenceInput).pipe(Schema.minItems(1), Schema.maxItems(100))
})
/** @see BulkPreferencesRequest */
export type BulkPreferencesRequest = typeof BulkPreferencesRequest.Type

/** The body of a single preference update. */
export const UpdatePreferenceRequest = Schema.Struct({
  value: Schema.String.pipe(Schema.maxLength(2000)),
  category: Schema.optional(Schema.String)
})

/** The body of one preference. */
export const PreferenceResponse = Schema.Struct({ data: Schema.Struct({ preference: CustomerPreference }) })
/** The body of a list of preferences. */
export const PreferencesResponse = Schema.Struct({
  data: Schema.Struct({ preferences: Schema.Array(CustomerPreference) }),
  meta: Schema.Struct({ total: Schema.Int })
})
