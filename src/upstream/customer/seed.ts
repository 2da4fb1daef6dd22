/**
 * The reference upstream's customers: one profile per seeded shopper (signed in, premium, closed
 * account), and empty preference books. Deterministic: built from the seeded shoppers and stores.
 *
 * @since 0.1.0
 */
import type { Address } from "../../schema/common.js"
import type { AccountState, CustomerPreference, KycStatus, Phone, PremiumState } from "../../schema/customer.js"
import type { ProfileType, Role } from "../../schema/identity.js"
import type { Store } from "../../schema/stores.js"
import { seededShoppers, type Shopper } from "../sessions.js"

/** A stored profile; fields are mutable so tests can put the profile service in its error states. */
export interface CustomerRecord {
  readonly shopperId: string
  /** As the profile service stores it: braces and dashes, lower-case. */
  readonly profileId: string
  userId: string
  profileType: ProfileType
  firstName: string
  lastName: string
  email: string
  banner: string | undefined
  premiumState: PremiumState
  accountState: AccountState
  kycStatus: KycStatus
  roles: ReadonlyArray<Role>
  loyaltyCardNumber: string
  preferredStoreId: string
  createdDate: string
  phones: ReadonlyArray<Phone>
  addresses: ReadonlyArray<Address>
}

/** Customer state: profiles by shopper id, preferences by owner (shopper id or the session's anonymous profile id). */
export interface CustomerState {
  readonly profiles: Map<string, CustomerRecord>
  readonly preferences: Map<string, Array<CustomerPreference>>
  readonly counter: { value: number }
}

/**
 * What makes each seeded shopper different: premium, not premium, closed account. The premium
 * state agrees with the membership seed (`rewards/state.ts`), its source of truth: Ava holds an
 * active Boost Annual enrollment, Ben's trial has expired.
 */
const variants: ReadonlyArray<Pick<CustomerRecord, "premiumState" | "accountState" | "kycStatus">> = [
  { premiumState: "PREMIUM", accountState: "OPEN", kycStatus: "APPROVED" },
  { premiumState: "NOT_PREMIUM", accountState: "OPEN", kycStatus: "APPROVED" },
  { premiumState: "DEFAULT", accountState: "CLOSED", kycStatus: "REFUSED" }
]

const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, "0").slice(-width)

const recordFor = (shopper: Shopper, index: number, store: Store | undefined): CustomerRecord => {
  const variant = variants[index % variants.length] ?? { premiumState: "DEFAULT", accountState: "OPEN", kycStatus: "PENDING_SUBMISSION" }
  const seed = (index + 1) * 2654435761
  return {
    shopperId: shopper.shopperId,
    profileId: `{${hex(seed, 8)}-${hex(seed >>> 3, 4)}-4${hex(seed >>> 5, 3)}-a${hex(seed >>> 7, 3)}-${hex(seed * 31, 8)}${hex(index, 4)}}`,
    userId: `user-${shopper.shopperId.replace(/^shopper-/, "")}`,
    profileType: "SHOPPER",
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    email: shopper.email,
    banner: store?.banner,
    ...variant,
    roles: variant.accountState === "OPEN" ? ["user", "persist", "pi"] : ["user"],
    loyaltyCardNumber: `4${String(1000000000 + index * 7919).padStart(11, "0")}`,
    preferredStoreId: store?.locationId ?? "01400943",
    createdDate: new Date(Date.UTC(2020 + index, index * 3, 10 + index)).toISOString(),
    phones: [
      { type: "MOBILE", number: `513555${String(100 + index).padStart(4, "0")}`, primary: true },
      { type: "HOME", number: `513555${String(200 + index).padStart(4, "0")}` }
    ],
    addresses: store === undefined ? [] : [{ ...store.address, addressLines: [`${100 + index * 11} Main St`] }]
  }
}

/**
 * Seeds one profile per seeded shopper, each with a supermarket of the seeded stores as home store.
 *
 * @example
 * seedCustomers(seedStores()).profiles.get("shopper-ava")?.premiumState // "PREMIUM"
 */
export const seedCustomers = (stores: ReadonlyArray<Store>): CustomerState => {
  const homes = stores.filter((s) => s.storeType === "PU" && s.status !== "CLOSED")
  const profiles = new Map(
    seededShoppers.map((shopper, i) => [shopper.shopperId, recordFor(shopper, i, homes[(i * 7) % Math.max(1, homes.length)])])
  )
  return { profiles, preferences: new Map(), counter: { value: 0 } }
}
