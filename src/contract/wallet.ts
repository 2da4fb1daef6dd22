/**
 * The `wallet` and `ach` operations of operations.tsv: wallets on the payments host (credentials,
 * keyed card writes, delete through `x-http-method-override: DELETE`) and ACH enrolment.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  AchCloseRequest,
  AchEnrollRequest,
  AchResponse,
  AddCardRequest,
  CardDeletedResponse,
  DefaultCardRequest,
  EbtBalanceRequest,
  EbtBalanceResponse,
  EditCardRequest,
  WalletAccountsResponse,
  WalletCardResponse,
  WalletResponse,
  WalletsResponse
} from "../schema/wallet.js"
import { make } from "../core/Operation.js"
import { NonEmpty } from "../core/params.js"

const WalletPath = Schema.Struct({ walletId: NonEmpty("walletId") })
const errors = [400, 404, 409, 500]
const payments = { host: "payments", credentials: true } as const

/** Url params of a wallet read: projection `cards[krogerPay]`, transformation `transform[msl]`. */
export const WalletParams = Schema.Struct({
  projections: Schema.optional(Schema.Literal("cards[krogerPay]")),
  transformations: Schema.optional(Schema.Literal("transform[msl]"))
})
/** A wallet read's query parameters as sent: the card projection and the transformation. */
export type WalletParams = typeof WalletParams.Type

/** GET /payment/v1/wallets: the shopper's wallets. */
export const getWallets = make({
  domain: "wallet",
  name: "Wallet.getWallets",
  requestKind: "get wallets",
  summary: "The shopper's wallets",
  method: "GET",
  path: "/payment/v1/wallets",
  ...payments,
  retry: "read",
  success: WalletsResponse
})
/** GET /payment/v1/wallets/{walletId}. */
export const getWallet = make({
  domain: "wallet",
  name: "Wallet.getWallet",
  requestKind: "get wallet",
  summary: "A wallet",
  method: "GET",
  path: "/payment/v1/wallets/{walletId}",
  ...payments,
  retry: "read",
  pathParams: WalletPath,
  urlParams: WalletParams,
  success: WalletResponse
})
/** POST /payment/v1/wallets/{walletId}/cards: add a card. */
export const addCard = make({
  domain: "wallet",
  name: "Wallet.addCard",
  oneShot: true,
  requestKind: "add card",
  summary: "Add a card",
  method: "POST",
  path: "/payment/v1/wallets/{walletId}/cards",
  ...payments,
  retry: "keyed",
  pathParams: WalletPath,
  payload: AddCardRequest,
  success: WalletCardResponse,
  errors
})
/** POST /payment/v1/wallets/{walletId}/cards/{cardId} with `x-http-method-override: DELETE`. */
export const deleteCard = make({
  domain: "wallet",
  name: "Wallet.deleteCard",
  requestKind: "delete card",
  summary: "Delete a card",
  method: "POST",
  path: "/payment/v1/wallets/{walletId}/cards/{cardId}",
  ...payments,
  retry: "keyed",
  pathParams: Schema.Struct({ walletId: NonEmpty("walletId"), cardId: NonEmpty("cardId") }),
  headers: Schema.Struct({ "x-http-method-override": Schema.Literal("DELETE") }),
  success: CardDeletedResponse,
  errors
})
/** PUT /payment/v1/wallets/{walletId}/cards: edit a card (the body has the facility id). */
export const editCard = make({
  domain: "wallet",
  name: "Wallet.editCard",
  requestKind: "edit card",
  summary: "Edit a card",
  method: "PUT",
  path: "/payment/v1/wallets/{walletId}/cards",
  ...payments,
  retry: "keyed",
  pathParams: WalletPath,
  payload: EditCardRequest,
  success: WalletCardResponse,
  errors
})
/** PUT /payment/v1/wallets/cards/defaults: make a card the default (the body has the card id). */
export const setDefaultCard = make({
  domain: "wallet",
  name: "Wallet.setDefaultCard",
  requestKind: "default card",
  summary: "Make a card the default",
  method: "PUT",
  path: "/payment/v1/wallets/cards/defaults",
  ...payments,
  retry: "keyed",
  payload: DefaultCardRequest,
  success: WalletResponse,
  errors
})
/** POST /payment/v1/wallets/cards/ebt/balance (a read). */
export const getEbtBalance = make({
  domain: "wallet",
  name: "Wallet.getEbtBalance",
  requestKind: "EBT balance",
  summary: "An EBT card's balance",
  method: "POST",
  path: "/payment/v1/wallets/cards/ebt/balance",
  ...payments,
  retry: "read",
  payload: EbtBalanceRequest,
  success: EbtBalanceResponse
})
/** GET /v1/wallet-accounts-core: the core wallet accounts. */
export const getWalletAccounts = make({
  domain: "wallet",
  name: "Wallet.getWalletAccounts",
  requestKind: "wallet accounts",
  summary: "Core wallet accounts",
  method: "GET",
  path: "/v1/wallet-accounts-core",
  ...payments,
  retry: "read",
  success: WalletAccountsResponse
})

/** POST /card-management/v1/ach/enrollment (credentials, keyed). */
export const enrollAch = make({
  domain: "ach",
  name: "Ach.enroll",
  requestKind: "ACH enrollment",
  summary: "Enrol a bank account",
  method: "POST",
  path: "/card-management/v1/ach/enrollment",
  credentials: true,
  retry: "keyed",
  payload: AchEnrollRequest,
  success: AchResponse,
  errors
})
/** POST /card-management/v1/ach/card-close (credentials, keyed). */
export const closeAch = make({
  domain: "ach",
  name: "Ach.close",
  requestKind: "ACH card close",
  summary: "Close an ACH card",
  method: "POST",
  path: "/card-management/v1/ach/card-close",
  credentials: true,
  retry: "keyed",
  payload: AchCloseRequest,
  success: AchResponse,
  errors
})

/** Every wallet operation. */
export const WalletContract = {
  getWallets,
  getWallet,
  addCard,
  deleteCard,
  editCard,
  setDefaultCard,
  getEbtBalance,
  getWalletAccounts
} as const
/** Every ACH operation. */
export const AchContract = { enrollAch, closeAch } as const
