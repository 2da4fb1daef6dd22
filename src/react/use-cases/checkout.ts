/**
 * The checkout, payment, gift card, wallet and ACH use cases, ready for the hooks. Every write is a
 * mutation (keyed: each run is one call with one `Idempotency-Key`, reused by its retries), so a
 * double-clicked "Place order" places one order. A checkout write sets the checkout's read from the
 * checkout it answers; a purchase makes the cart, the orders, the wallet's balances and the loyalty
 * reads stale; a wallet or ACH write makes the wallet reads stale.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { GiftCardContract } from "../../contract/checkout.js"
import { CheckoutContract, PaymentContract } from "../../contract/checkout.js"
import { WalletContract } from "../../contract/wallet.js"
import type { CallOptions } from "../../layers/AtlasHttp.js"
import type { CreateCheckoutRequest, PaymentSelection, UpdateCheckoutRequest } from "../../schema/checkout.js"
import type { AchEnrollRequest, AddCardRequest, EditCardRequest } from "../../schema/wallet.js"
import { Checkout, type UpdateCheckoutOptions } from "../../services/Checkout.js"
import { GiftCards } from "../../services/GiftCards.js"
import { Payment, type PaymentLookupOptions } from "../../services/Payment.js"
import { Ach } from "../../services/Ach.js"
import { Wallet, type WalletReadOptions } from "../../services/Wallet.js"
import type { CheckoutDetails } from "../../schema/checkout.js"
import { defineUseCase, setEntry } from "../UseCase.js"

const getCheckouts = /* @__PURE__ */ defineUseCase({
  name: "Checkout.getCheckouts",
  mode: "read",
  success: CheckoutContract.getCheckouts.success.fields.data.fields.checkouts,
  run: () => Effect.flatMap(Checkout, (s) => s.getCheckouts())
})

const getCheckout = /* @__PURE__ */ defineUseCase({
  name: "Checkout.getCheckout",
  mode: "read",
  success: CheckoutContract.getCheckout.success.fields.data.fields.checkout,
  run: (checkoutId: string) => Effect.flatMap(Checkout, (s) => s.getCheckout(checkoutId))
})

/** What a checkout write keeps true: the checkout's read is the checkout it answers; the list of checkouts is stale. */
const checkoutWrite = {
  updates: (checkout: CheckoutDetails) => [setEntry(getCheckout, [checkout.checkoutId], checkout)],
  invalidates: [getCheckouts]
} as const

/** What a wallet write keeps true: every wallet read is stale. */
const walletWrite = { invalidates: ["Wallet."] } as const

/** Checkout use cases. */
export const CheckoutUseCases = {
  createCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.createCheckout",
    mode: "mutation",
    oneShot: CheckoutContract.createCheckout.oneShot,
    run: (request: CreateCheckoutRequest, options: CallOptions = {}) => Effect.flatMap(Checkout, (s) => s.createCheckout(request, options)),
    ...checkoutWrite
  }),
  modifyCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.modifyCheckout",
    mode: "mutation",
    oneShot: CheckoutContract.createCheckout.oneShot,
    run: (request: CreateCheckoutRequest) => Effect.flatMap(Checkout, (s) => s.modifyCheckout(request)),
    ...checkoutWrite
  }),
  getCheckouts,
  getCheckout,
  updateCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.updateCheckout",
    mode: "mutation",
    run: (checkoutId: string, update: UpdateCheckoutRequest, options: UpdateCheckoutOptions = {}) =>
      Effect.flatMap(Checkout, (s) => s.updateCheckout(checkoutId, update, options)),
    ...checkoutWrite
  }),
  updatePayment: /* @__PURE__ */ defineUseCase({
    name: "Checkout.updatePayment",
    mode: "mutation",
    run: (checkoutId: string, payments: ReadonlyArray<PaymentSelection>) =>
      Effect.flatMap(Checkout, (s) => s.updatePayment(checkoutId, payments)),
    ...checkoutWrite
  }),
  addPromo: /* @__PURE__ */ defineUseCase({
    name: "Checkout.addPromo",
    mode: "mutation",
    run: (checkoutId: string, code: string, options: CallOptions = {}) =>
      Effect.flatMap(Checkout, (s) => s.addPromo(checkoutId, code, options)),
    ...checkoutWrite
  }),
  removePromo: /* @__PURE__ */ defineUseCase({
    name: "Checkout.removePromo",
    mode: "mutation",
    run: (checkoutId: string, code: string, options: CallOptions = {}) =>
      Effect.flatMap(Checkout, (s) => s.removePromo(checkoutId, code, options)),
    ...checkoutWrite
  }),
  setTip: /* @__PURE__ */ defineUseCase({
    name: "Checkout.setTip",
    mode: "mutation",
    run: (checkoutId: string, amount: number, options: CallOptions = {}) =>
      Effect.flatMap(Checkout, (s) => s.setTip(checkoutId, amount, options)),
    ...checkoutWrite
  }),
  getCheckoutLaf: /* @__PURE__ */ defineUseCase({
    name: "Checkout.getCheckoutLaf",
    mode: "read",
    success: CheckoutContract.getCheckoutLaf.success.fields.data,
    run: (checkoutId: string) => Effect.flatMap(Checkout, (s) => s.getCheckoutLaf(checkoutId))
  })
}

/** Payment use cases. */
export const PaymentUseCases = {
  purchase: /* @__PURE__ */ defineUseCase({
    name: "Payment.purchase",
    mode: "mutation",
    oneShot: PaymentContract.purchase.oneShot,
    run: (checkoutId: string, payments?: ReadonlyArray<PaymentSelection>, options?: CallOptions) =>
      Effect.flatMap(Payment, (s) => s.purchase(checkoutId, payments, options)),
    // The cart it bought, the orders, what it paid from (wallet, gift card, cash back) and what it earned.
    invalidates: [
      "Carts.",
      getCheckouts,
      getCheckout,
      "Payment.getPayments",
      "Wallet.",
      "GiftCards.getBalance",
      "Cashback.getBalance",
      "Loyalty."
    ]
  }),
  updatePaymentV2: /* @__PURE__ */ defineUseCase({
    name: "Payment.updatePaymentV2",
    mode: "mutation",
    run: (checkoutId: string, payments: ReadonlyArray<PaymentSelection>) =>
      Effect.flatMap(Payment, (s) => s.updatePaymentV2(checkoutId, payments)),
    ...checkoutWrite
  }),
  getPayments: /* @__PURE__ */ defineUseCase({
    name: "Payment.getPayments",
    mode: "read",
    run: (crossReferenceId: string, options: PaymentLookupOptions = {}) =>
      Effect.flatMap(Payment, (s) => s.getPayments(crossReferenceId, options))
  })
}

/** Gift card use cases. */
export const GiftCardUseCases = {
  getBalance: /* @__PURE__ */ defineUseCase({
    name: "GiftCards.getBalance",
    mode: "read",
    success: GiftCardContract.getGiftCardBalance.success.fields.data,
    run: (cardNumber: string, pin: string) => Effect.flatMap(GiftCards, (s) => s.getBalance(cardNumber, pin))
  }),
  getRewards: /* @__PURE__ */ defineUseCase({
    name: "GiftCards.getRewards",
    mode: "read",
    success: GiftCardContract.getGiftCardRewards.success.fields.data.fields.rewards,
    run: () => Effect.flatMap(GiftCards, (s) => s.getRewards())
  })
}

/** Wallet use cases. */
export const WalletUseCases = {
  getWallets: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getWallets",
    mode: "read",
    success: WalletContract.getWallets.success.fields.data.fields.wallets,
    run: () => Effect.flatMap(Wallet, (s) => s.getWallets())
  }),
  getWallet: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getWallet",
    mode: "read",
    run: (walletId: string, options: WalletReadOptions = {}) => Effect.flatMap(Wallet, (s) => s.getWallet(walletId, options))
  }),
  addCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.addCard",
    mode: "mutation",
    oneShot: WalletContract.addCard.oneShot,
    run: (walletId: string, card: AddCardRequest) => Effect.flatMap(Wallet, (s) => s.addCard(walletId, card)),
    ...walletWrite
  }),
  deleteCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.deleteCard",
    mode: "mutation",
    run: (walletId: string, cardId: string) => Effect.flatMap(Wallet, (s) => s.deleteCard(walletId, cardId)),
    ...walletWrite
  }),
  editCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.editCard",
    mode: "mutation",
    run: (walletId: string, edit: EditCardRequest) => Effect.flatMap(Wallet, (s) => s.editCard(walletId, edit)),
    ...walletWrite
  }),
  setDefaultCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.setDefaultCard",
    mode: "mutation",
    run: (cardId: string) => Effect.flatMap(Wallet, (s) => s.setDefaultCard(cardId)),
    ...walletWrite
  }),
  getEbtBalance: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getEbtBalance",
    mode: "read",
    success: WalletContract.getEbtBalance.success.fields.data,
    run: (cardId: string) => Effect.flatMap(Wallet, (s) => s.getEbtBalance(cardId))
  }),
  getWalletAccounts: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getWalletAccounts",
    mode: "read",
    success: WalletContract.getWalletAccounts.success.fields.data.fields.accounts,
    run: () => Effect.flatMap(Wallet, (s) => s.getWalletAccounts())
  })
}

/** ACH use cases. */
export const AchUseCases = {
  enroll: /* @__PURE__ */ defineUseCase({
    name: "Ach.enroll",
    mode: "mutation",
    run: (request: AchEnrollRequest) => Effect.flatMap(Ach, (s) => s.enroll(request)),
    ...walletWrite
  }),
  close: /* @__PURE__ */ defineUseCase({
    name: "Ach.close",
    mode: "mutation",
    run: (achId: string) => Effect.flatMap(Ach, (s) => s.close(achId)),
    ...walletWrite
  })
}
