/**
 * The checkout, payment, gift card, wallet and ACH use cases, ready for the hooks. Every write is a
 * mutation (keyed: each run is one call with one `Idempotency-Key`, reused by its retries), so a
 * double-clicked "Place order" places one order.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { CallOptions } from "../../layers/AtlasHttp.js"
import type { CreateCheckoutRequest, PaymentSelection, UpdateCheckoutRequest } from "../../schema/checkout.js"
import type { AchEnrollRequest, AddCardRequest, EditCardRequest } from "../../schema/wallet.js"
import { Checkout, type UpdateCheckoutOptions } from "../../services/Checkout.js"
import { GiftCards } from "../../services/GiftCards.js"
import { Payment, type PaymentLookupOptions } from "../../services/Payment.js"
import { Ach } from "../../services/Ach.js"
import { Wallet, type WalletReadOptions } from "../../services/Wallet.js"
import { defineUseCase } from "../UseCase.js"

/** Checkout use cases. */
export const CheckoutUseCases = {
  createCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.createCheckout",
    mode: "mutation",
    run: (request: CreateCheckoutRequest) => Effect.flatMap(Checkout, (s) => s.createCheckout(request))
  }),
  modifyCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.modifyCheckout",
    mode: "mutation",
    run: (request: CreateCheckoutRequest) => Effect.flatMap(Checkout, (s) => s.modifyCheckout(request))
  }),
  getCheckouts: /* @__PURE__ */ defineUseCase({
    name: "Checkout.getCheckouts",
    mode: "read",
    run: () => Effect.flatMap(Checkout, (s) => s.getCheckouts())
  }),
  getCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.getCheckout",
    mode: "read",
    run: (checkoutId: string) => Effect.flatMap(Checkout, (s) => s.getCheckout(checkoutId))
  }),
  updateCheckout: /* @__PURE__ */ defineUseCase({
    name: "Checkout.updateCheckout",
    mode: "mutation",
    run: (checkoutId: string, update: UpdateCheckoutRequest, options: UpdateCheckoutOptions = {}) =>
      Effect.flatMap(Checkout, (s) => s.updateCheckout(checkoutId, update, options))
  }),
  updatePayment: /* @__PURE__ */ defineUseCase({
    name: "Checkout.updatePayment",
    mode: "mutation",
    run: (checkoutId: string, payments: ReadonlyArray<PaymentSelection>) =>
      Effect.flatMap(Checkout, (s) => s.updatePayment(checkoutId, payments))
  }),
  addPromo: /* @__PURE__ */ defineUseCase({
    name: "Checkout.addPromo",
    mode: "mutation",
    run: (checkoutId: string, code: string) => Effect.flatMap(Checkout, (s) => s.addPromo(checkoutId, code))
  }),
  removePromo: /* @__PURE__ */ defineUseCase({
    name: "Checkout.removePromo",
    mode: "mutation",
    run: (checkoutId: string, code: string) => Effect.flatMap(Checkout, (s) => s.removePromo(checkoutId, code))
  }),
  setTip: /* @__PURE__ */ defineUseCase({
    name: "Checkout.setTip",
    mode: "mutation",
    run: (checkoutId: string, amount: number) => Effect.flatMap(Checkout, (s) => s.setTip(checkoutId, amount))
  }),
  getCheckoutLaf: /* @__PURE__ */ defineUseCase({
    name: "Checkout.getCheckoutLaf",
    mode: "read",
    run: (checkoutId: string) => Effect.flatMap(Checkout, (s) => s.getCheckoutLaf(checkoutId))
  })
}

/** Payment use cases. */
export const PaymentUseCases = {
  purchase: /* @__PURE__ */ defineUseCase({
    name: "Payment.purchase",
    mode: "mutation",
    run: (checkoutId: string, payments?: ReadonlyArray<PaymentSelection>, options?: CallOptions) =>
      Effect.flatMap(Payment, (s) => s.purchase(checkoutId, payments, options))
  }),
  updatePaymentV2: /* @__PURE__ */ defineUseCase({
    name: "Payment.updatePaymentV2",
    mode: "mutation",
    run: (checkoutId: string, payments: ReadonlyArray<PaymentSelection>) =>
      Effect.flatMap(Payment, (s) => s.updatePaymentV2(checkoutId, payments))
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
    run: (cardNumber: string, pin: string) => Effect.flatMap(GiftCards, (s) => s.getBalance(cardNumber, pin))
  }),
  getRewards: /* @__PURE__ */ defineUseCase({
    name: "GiftCards.getRewards",
    mode: "read",
    run: () => Effect.flatMap(GiftCards, (s) => s.getRewards())
  })
}

/** Wallet use cases. */
export const WalletUseCases = {
  getWallets: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getWallets",
    mode: "read",
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
    run: (walletId: string, card: AddCardRequest) => Effect.flatMap(Wallet, (s) => s.addCard(walletId, card))
  }),
  deleteCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.deleteCard",
    mode: "mutation",
    run: (walletId: string, cardId: string) => Effect.flatMap(Wallet, (s) => s.deleteCard(walletId, cardId))
  }),
  editCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.editCard",
    mode: "mutation",
    run: (walletId: string, edit: EditCardRequest) => Effect.flatMap(Wallet, (s) => s.editCard(walletId, edit))
  }),
  setDefaultCard: /* @__PURE__ */ defineUseCase({
    name: "Wallet.setDefaultCard",
    mode: "mutation",
    run: (cardId: string) => Effect.flatMap(Wallet, (s) => s.setDefaultCard(cardId))
  }),
  getEbtBalance: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getEbtBalance",
    mode: "read",
    run: (cardId: string) => Effect.flatMap(Wallet, (s) => s.getEbtBalance(cardId))
  }),
  getWalletAccounts: /* @__PURE__ */ defineUseCase({
    name: "Wallet.getWalletAccounts",
    mode: "read",
    run: () => Effect.flatMap(Wallet, (s) => s.getWalletAccounts())
  })
}

/** ACH use cases. */
export const AchUseCases = {
  enroll: /* @__PURE__ */ defineUseCase({
    name: "Ach.enroll",
    mode: "mutation",
    run: (request: AchEnrollRequest) => Effect.flatMap(Ach, (s) => s.enroll(request))
  }),
  close: /* @__PURE__ */ defineUseCase({
    name: "Ach.close",
    mode: "mutation",
    run: (achId: string) => Effect.flatMap(Ach, (s) => s.close(achId))
  })
}
