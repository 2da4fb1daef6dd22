/** Wallet setup for checkout tests. */
import * as Effect from "effect/Effect"
import { Wallet } from "atlas-client"

/** Adds the test Visa (4111…, 12/2099) to the shopper's first wallet; that wallet's id and the card. */
export const addTestCard = Effect.gen(function* () {
  const wallet = yield* Wallet
  const [mine] = yield* wallet.getWallets()
  const card = yield* wallet.addCard(mine!.walletId, {
    type: "CREDIT_CARD",
    cardNumber: "4111111111111111",
    expirationMonth: 12,
    expirationYear: 2099
  })
  return { walletId: mine!.walletId, card }
})
