/**
 * Wallet pass vocabulary (spec §3 "Wallet pass"): the shopper's loyalty card as an iOS wallet pass
 * (serialNumber, locations, description, logoText, organizationName, storeCard with auxiliary,
 * secondary and back fields).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerantLiteral } from "./common.js"

/** One field of a pass. */
export const PassField = Schema.Struct({ key: Schema.String, label: Schema.optional(Schema.String), value: Schema.String })
/** @see PassField */
export type PassField = typeof PassField.Type

/** A place where the pass is relevant (shown on the lock screen nearby). */
export const PassLocation = Schema.Struct({
  latitude: Schema.Number,
  longitude: Schema.Number,
  relevantText: Schema.optional(Schema.String)
})
/** @see PassLocation */
export type PassLocation = typeof PassLocation.Type

/** The store-card style of a pass. */
export const PassStoreCard = Schema.Struct({
  auxiliaryFields: Schema.Array(PassField),
  secondaryFields: Schema.Array(PassField),
  backFields: Schema.Array(PassField)
})
/** @see PassStoreCard */
export type PassStoreCard = typeof PassStoreCard.Type

/** The barcode of a pass. */
export const PassBarcode = Schema.Struct({
  format: Schema.optional(tolerantLiteral("PKBarcodeFormatQR", "PKBarcodeFormatCode128", "PKBarcodeFormatPDF417")),
  message: Schema.String,
  messageEncoding: Schema.optional(Schema.String)
})

/** A wallet pass. */
export class WalletPass extends Schema.Class<WalletPass>("WalletPass")({
  serialNumber: Schema.String,
  description: Schema.String,
  logoText: Schema.String,
  organizationName: Schema.String,
  locations: Schema.Array(PassLocation),
  storeCard: PassStoreCard,
  barcode: Schema.optional(PassBarcode)
}) {}

/** The body of the wallet pass. */
export const WalletPassResponse = Schema.Struct({ data: Schema.Struct({ pass: WalletPass }) })
