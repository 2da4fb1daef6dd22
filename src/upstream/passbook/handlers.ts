/**
 * Reference-upstream wallet pass: the signed-in shopper's loyalty card, relevant at the home store
 * and the nearest other stores (at most 10 locations, as wallets show).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PassbookContract } from "../../contract/passbook.js"
import { distanceMiles } from "../../rules/geo.js"
import { WalletPass } from "../../schema/passbook.js"
import type { Store } from "../../schema/stores.js"
import type { CustomerRecord } from "../customer/seed.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { type CallContext, route, type Route } from "../route.js"

/** The most locations a pass carries. */
export const MAX_PASS_LOCATIONS = 10

/** The wallet pass of a profile. */
export const passOf = (record: CustomerRecord, stores: ReadonlyArray<Store>): WalletPass => {
  const home = stores.find((s) => s.locationId === record.preferredStoreId)
  const nearby =
    home === undefined
      ? []
      : stores
          .filter((s) => s.banner === home.banner && s.status !== "CLOSED")
          .map((s) => ({ s, d: distanceMiles(home.geolocation, s.geolocation) }))
          .sort((a, b) => a.d - b.d)
          .slice(0, MAX_PASS_LOCATIONS)
          .map(({ s }) => s)
  const banner = home?.banner ?? record.banner ?? "Atlas"
  return new WalletPass({
    serialNumber: record.loyaltyCardNumber,
    description: `${banner} Shopper's Card`,
    logoText: banner,
    organizationName: banner,
    locations: nearby.map((s) => ({
      latitude: s.geolocation.lat,
      longitude: s.geolocation.lng,
      relevantText: `Show your card at ${s.name}`
    })),
    storeCard: {
      auxiliaryFields: [{ key: "member", label: "MEMBER", value: `${record.firstName} ${record.lastName}` }],
      secondaryFields: [
        { key: "card", label: "CARD NUMBER", value: record.loyaltyCardNumber },
        { key: "status", label: "STATUS", value: record.premiumState === "PREMIUM" ? "Premium" : "Member" }
      ],
      backFields: [
        {
          key: "store",
          label: "Home store",
          value: home === undefined ? record.preferredStoreId : `${home.name}, ${home.address.postalCode}`
        },
        { key: "terms", label: "Terms", value: "Present this card at checkout to earn points and digital coupon savings." }
      ]
    },
    barcode: { format: "PKBarcodeFormatCode128", message: record.loyaltyCardNumber, messageEncoding: "iso-8859-1" }
  })
}

/** The passbook routes. */
export const passbookRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(PassbookContract.getWalletPass, (_, ctx: CallContext<AtlasState>) => {
    if (ctx.shopper === undefined) return Effect.fail(fail(401, "SIGN_IN_REQUIRED", "Sign in to add your card to a wallet"))
    const record = ctx.state.customer.profiles.get(ctx.shopper.shopperId)
    if (record === undefined) return Effect.fail(fail(401, "SIGN_IN_REQUIRED", "No profile for this shopper"))
    if (record.accountState !== "OPEN") return Effect.fail(fail(403, "ACCOUNT_NOT_OPEN", `The account is ${record.accountState}`))
    return Effect.succeed({ data: { pass: passOf(record, ctx.state.stores) } })
  })
]
