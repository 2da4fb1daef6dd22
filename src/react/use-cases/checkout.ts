/**
 * The checkout, payment, gift card, wallet and ACH use cases, ready for the hooks. Every write is a
 * mutation (keyed: each run is one call with one `Idempotency-Key`, reused by its retries), so a
 * double-clicked "Place order" places one order. A checkout write sets the checkout's read from the
 * checkout it answers; a purchase makes the cart, the orders, the wallet's balances and the loyalty
 * reads stale; a wallet or ACH write makes the wallet reads stale.
 *
 * @since 0.1.0
 */
import { CartsContract } from "../../contract/carts.js"
import { CheckoutContract, GiftCardContract, PaymentContract } from "../../contract/checkout.js"
import { LoyaltyContract } from "../../contract/rewards.js"
import { CashbackContract } from "../../contract/savings.js"
import { AchContract, WalletContract } from "../../contract/wallet.js"
import type { CheckoutDetails } from "../../schema/checkout.js"
import { Ach } from "../../services/Ach.js"
import { Checkout } from "../../services/Checkout.js"
import { GiftCards } from "../../services/GiftCards.js"
import { Payment } from "../../services/Payment.js"
import { Wallet } from "../../services/Wallet.js"
import { fromOperation } from "../fromOperation.js"
import { setEntry } from "../UseCase.js"

const getCheckouts = /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.getCheckouts)
const getCheckout = /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.getCheckout)

/** What a checkout write keeps true: the checkout's read is the checkout it answers; the list of checkouts is stale. */
const checkoutWrite = {
  updates: (checkout: CheckoutDetails) => [setEntry(getCheckout, [checkout.checkoutId], checkout)],
  invalidates: [getCheckouts]
} as const

/** What a wallet write keeps true: every wallet read is stale. */
const walletWrite = { invalidates: [WalletContract] } as const

/** Checkout use cases. */
export const CheckoutUseCases = {
  createCheckout: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.createCheckout, checkoutWrite),
  // The create call with the MODIFY use case.
  modifyCheckout: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.createCheckout, { method: "modifyCheckout", ...checkoutWrite }),
  getCheckouts,
  getCheckout,
  updateCheckout: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.updateCheckout, checkoutWrite),
  updatePayment: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.updatePayment, checkoutWrite),
  // The promo call with the ADD and REMOVE actions.
  addPromo: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.updatePromo, { method: "addPromo", ...checkoutWrite }),
  removePromo: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.updatePromo, { method: "removePromo", ...checkoutWrite }),
  // The tip call, named for what the shopper does.
  setTip: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.updateTip, { method: "setTip", ...checkoutWrite }),
  getCheckoutLaf: /* @__PURE__ */ fromOperation(Checkout, CheckoutContract.getCheckoutLaf)
}

/** Payment use cases. */
export const PaymentUseCases = {
  purchase: /* @__PURE__ */ fromOperation(Payment, PaymentContract.purchase, {
    // The cart it bought, the orders, what it paid from (wallet, gift card, cash back) and what it earned.
    invalidates: [
      CartsContract,
      getCheckouts,
      getCheckout,
      PaymentContract.getPayments,
      WalletContract,
      GiftCardContract.getGiftCardBalance,
      CashbackContract.getCashbackBalance,
      LoyaltyContract
    ]
  }),
  updatePaymentV2: /* @__PURE__ */ fromOperation(Payment, PaymentContract.updatePaymentV2, checkoutWrite),
  getPayments: /* @__PURE__ */ fromOperation(Payment, PaymentContract.getPayments)
}

/** Gift card use cases. */
export const GiftCardUseCases = {
  getBalance: /* @__PURE__ */ fromOperation(GiftCards, GiftCardContract.getGiftCardBalance),
  getRewards: /* @__PURE__ */ fromOperation(GiftCards, GiftCardContract.getGiftCardRewards)
}

/** Wallet use cases. */
export const WalletUseCases = {
  getWallets: /* @__PURE__ */ fromOperation(Wallet, WalletContract.getWallets),
  getWallet: /* @__PURE__ */ fromOperation(Wallet, WalletContract.getWallet),
  addCard: /* @__PURE__ */ fromOperation(Wallet, WalletContract.addCard, walletWrite),
  deleteCard: /* @__PURE__ */ fromOperation(Wallet, WalletContract.deleteCard, walletWrite),
  editCard: /* @__PURE__ */ fromOperation(Wallet, WalletContract.editCard, walletWrite),
  setDefaultCard: /* @__PURE__ */ fromOperation(Wallet, WalletContract.setDefaultCard, walletWrite),
  getEbtBalance: /* @__PURE__ */ fromOperation(Wallet, WalletContract.getEbtBalance),
  getWalletAccounts: /* @__PURE__ */ fromOperation(Wallet, WalletContract.getWalletAccounts)
}

/** ACH use cases. */
export const AchUseCases = {
  enroll: /* @__PURE__ */ fromOperation(Ach, AchContract.enrollAch, walletWrite),
  close: /* @__PURE__ */ fromOperation(Ach, AchContract.closeAch, walletWrite)
}
