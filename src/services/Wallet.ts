/**
 * Wallets (payments host, with credentials) and ACH. Card writes and ACH writes are keyed
 * (DESIGN principle 4); a card delete is a POST with `x-http-method-override: DELETE`; a wallet
 * read sends the projection `cards[krogerPay]` and the transformation `transform[msl]`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { WalletContract } from "../contract/wallet.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { AddCardRequest, EditCardRequest } from "../schema/wallet.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of a wallet read: both on by default. */
export interface WalletReadOptions {
  /** Send `projections=cards[krogerPay]`. */
  readonly krogerPay?: boolean
  /** Send `transformations=transform[msl]`. */
  readonly msl?: boolean
}

/**
 * The shopper's saved payment cards: read the wallets, add, edit or delete a card, choose the default, and the EBT balance (keyed writes).
 *
 * @example
 * ```ts
 * export const savedCards = Effect.gen(function* () {
 *   const wallet = yield* Wallet
 *   return yield* wallet.getWallets()
 * })
 * ```
 */
export class Wallet extends Effect.Service<Wallet>()("atlas-client/Wallet", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The shopper's wallets (one, created on first use). */
      getWallets: fn("Wallet.getWallets")(function* () {
        return (yield* run(WalletContract.getWallets, {})).data.wallets
      }),
      /** A wallet, with the Kroger Pay projection and the msl transformation by default. */
      getWallet: fn("Wallet.getWallet")(function* (walletId: string, options: WalletReadOptions = {}) {
        const urlParams = {
          ...(options.krogerPay === false ? {} : { projections: "cards[krogerPay]" as const }),
          ...(options.msl === false ? {} : { transformations: "transform[msl]" as const })
        }
        return (yield* run(WalletContract.getWallet, { path: { walletId }, urlParams })).data.wallet
      }),
      /** Adds a card (keyed). */
      addCard: fn("Wallet.addCard")(function* (walletId: string, card: AddCardRequest, options?: CallOptions) {
        return (yield* run(WalletContract.addCard, { path: { walletId }, payload: card }, options)).data.card
      }),
      /** Deletes a card: POST with `x-http-method-override: DELETE` (keyed). */
      deleteCard: fn("Wallet.deleteCard")(function* (walletId: string, cardId: string, options?: CallOptions) {
        return (yield* run(
          WalletContract.deleteCard,
          { path: { walletId, cardId }, headers: { "x-http-method-override": "DELETE" } },
          options
        )).data
      }),
      /** Edits a card; the body carries the facility id (keyed). */
      editCard: fn("Wallet.editCard")(function* (walletId: string, edit: EditCardRequest, options?: CallOptions) {
        return (yield* run(WalletContract.editCard, { path: { walletId }, payload: edit }, options)).data.card
      }),
      /** Makes a card the default (keyed). */
      setDefaultCard: fn("Wallet.setDefaultCard")(function* (cardId: string, options?: CallOptions) {
        return (yield* run(WalletContract.setDefaultCard, { payload: { cardId } }, options)).data.wallet
      }),
      /** An EBT card's SNAP and cash balances. */
      getEbtBalance: fn("Wallet.getEbtBalance")(function* (cardId: string) {
        return (yield* run(WalletContract.getEbtBalance, { payload: { cardId } })).data
      }),
      /** The core wallet accounts. */
      getWalletAccounts: fn("Wallet.getWalletAccounts")(function* () {
        return (yield* run(WalletContract.getWalletAccounts, {})).data.accounts
      })
    } as const
  })
}) {}

/** Every error a {@link Wallet} use case can fail with (derived from the use cases, so from the descriptors). */
export type WalletError = ServiceError<Wallet>
