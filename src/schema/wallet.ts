/**
 * Wallets on the payments host (spec §3): the wallet vocabulary, cards (credit, gift, EBT with a
 * balance), defaults, wallet accounts and ACH enrolment.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantLiteral } from "./common.js"

const NonEmpty = Schema.String.pipe(Schema.minLength(1))

/** Wallet payment types. */
export const WalletPaymentType = Schema.Literal("CREDIT_CARD", "GIFT_CARD", "ACH", "EBT_CARD")
/** @see WalletPaymentType */
export type WalletPaymentType = typeof WalletPaymentType.Type
/** Wallet applications (also the `x-application-name` of a payment lookup). */
export const WalletApplication = Schema.Literal("CLICKLIST", "RXWEB", "MEMBERSHIP")
/** @see WalletApplication */
export type WalletApplication = typeof WalletApplication.Type
/** Sales channels. */
export const SalesChannel = Schema.Literal("WEB", "ANDROID", "IOS")
/** @see SalesChannel */
export type SalesChannel = typeof SalesChannel.Type
/** Upstream payment vehicles. */
export const UpstreamVehicle = Schema.Literal("BC", "KRDC")
/** @see UpstreamVehicle */
export type UpstreamVehicle = typeof UpstreamVehicle.Type
/** Upstream card types. */
export const UpstreamCardType = Schema.Literal("BANK_CARD", "ACH_CARD", "GIFT_CARD", "EBT_CARD")
/** @see UpstreamCardType */
export type UpstreamCardType = typeof UpstreamCardType.Type
/** Upstream applications. */
export const UpstreamApplication = Schema.Literal("KROGERPAY", "CLICKLIST", "RXWEB", "MEMBERSHIP")
/** @see UpstreamApplication */
export type UpstreamApplication = typeof UpstreamApplication.Type

/**
 * A card of a wallet. Required: its id (spec §3) and type (a checkout pays with the card's type);
 * the rest is optional, as a real server may leave it out.
 */
export const WalletCard = Schema.Struct({
  cardId: Schema.String,
  type: tolerant(WalletPaymentType),
  last4: Schema.optional(Schema.String),
  nickname: Schema.optional(Schema.String),
  expirationMonth: Schema.optional(Schema.Number),
  expirationYear: Schema.optional(Schema.Number),
  facilityId: Schema.optional(Schema.String),
  isDefault: Schema.optional(Schema.Boolean),
  krogerPay: Schema.optional(Schema.Boolean)
})
/** @see WalletCard */
export type WalletCard = typeof WalletCard.Type

/** A shopper's wallet. Required: its id (spec §3) and cards; the application and sales channel are optional. */
export class WalletDetails extends Schema.Class<WalletDetails>("WalletDetails")({
  walletId: Schema.String,
  application: Schema.optional(tolerant(WalletApplication)),
  salesChannel: Schema.optional(tolerant(SalesChannel)),
  cards: Schema.Array(WalletCard)
}) {}

/** Add a card: the full number is sent once, never returned. */
export const AddCardRequest = Schema.Struct({
  type: WalletPaymentType,
  cardNumber: Schema.String.pipe(Schema.pattern(/^\d{12,19}$/)),
  expirationMonth: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 12))),
  expirationYear: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(2000, 2100))),
  pin: Schema.optional(Schema.String.pipe(Schema.pattern(/^\d{4,8}$/))),
  nickname: Schema.optional(Schema.String),
  makeDefault: Schema.optional(Schema.Boolean)
})
/** @see AddCardRequest */
export type AddCardRequest = typeof AddCardRequest.Type

/** Edit a card (the body has the facility id). */
export const EditCardRequest = Schema.Struct({
  cardId: NonEmpty,
  facilityId: NonEmpty,
  nickname: Schema.optional(Schema.String),
  expirationMonth: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 12))),
  expirationYear: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(2000, 2100)))
})
/** @see EditCardRequest */
export type EditCardRequest = typeof EditCardRequest.Type

/** Make a card the default (the body has the card id). */
export const DefaultCardRequest = Schema.Struct({ cardId: NonEmpty })
/** EBT balance of a card. */
export const EbtBalanceRequest = Schema.Struct({ cardId: NonEmpty })
/** An EBT card's balances. */
export const EbtBalance = Schema.Struct({ cardId: Schema.String, snapBalance: Schema.Number, cashBalance: Schema.Number })
/** @see EbtBalance */
export type EbtBalance = typeof EbtBalance.Type

/** A wallet account as the core wallet service holds it. Required: its id; the rest is optional. */
export const WalletAccount = Schema.Struct({
  accountId: Schema.String,
  vehicle: Schema.optional(tolerant(UpstreamVehicle)),
  type: Schema.optional(tolerant(UpstreamCardType)),
  application: Schema.optional(tolerant(UpstreamApplication)),
  last4: Schema.optional(Schema.String)
})
/** @see WalletAccount */
export type WalletAccount = typeof WalletAccount.Type

/** The shopper's wallets. */
export const WalletsResponse = Schema.Struct({ data: Schema.Struct({ wallets: Schema.Array(WalletDetails) }) })
/** One wallet. */
export const WalletResponse = Schema.Struct({ data: Schema.Struct({ wallet: WalletDetails }) })
/** One card (after add or edit). */
export const WalletCardResponse = Schema.Struct({ data: Schema.Struct({ card: WalletCard }) })
/** A deleted card. */
export const CardDeletedResponse = Schema.Struct({ data: Schema.Struct({ cardId: Schema.String, deleted: Schema.Boolean }) })
/** An EBT balance. */
export const EbtBalanceResponse = Schema.Struct({ data: EbtBalance })
/** The core wallet accounts. */
export const WalletAccountsResponse = Schema.Struct({ data: Schema.Struct({ accounts: Schema.Array(WalletAccount) }) })

/** ACH enrolment: a bank account. */
export const AchEnrollRequest = Schema.Struct({
  routingNumber: Schema.String.pipe(Schema.pattern(/^\d{9}$/)),
  accountNumber: Schema.String.pipe(Schema.pattern(/^\d{4,17}$/)),
  accountType: Schema.Literal("CHECKING", "SAVINGS")
})
/** @see AchEnrollRequest */
export type AchEnrollRequest = typeof AchEnrollRequest.Type
/** Close an ACH card. */
export const AchCloseRequest = Schema.Struct({ achId: NonEmpty })
/** An ACH enrolment. Required: its id (a close names it); the last digits and status are optional. */
export const AchEnrollment = Schema.Struct({
  achId: Schema.String,
  last4: Schema.optional(Schema.String),
  status: Schema.optional(tolerantLiteral("ENROLLED", "CLOSED"))
})
/** @see AchEnrollment */
export type AchEnrollment = typeof AchEnrollment.Type
/** An ACH enrolment response. */
export const AchResponse = Schema.Struct({ data: Schema.Struct({ enrollment: AchEnrollment }) })
