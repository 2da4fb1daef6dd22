/**
 * Reference-upstream handlers of wallets (payments host), ACH and gift cards. Each owner has one
 * wallet, created on first use; cards are credit, gift (with a balance) and EBT (SNAP and cash
 * balances). The full card number stays server-side; the first card becomes the default.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { GiftCardContract } from "../../contract/checkout.js"
import { AchContract, WalletContract } from "../../contract/wallet.js"
import { WalletDetails, type WalletAccount, type WalletCard } from "../../schema/wallet.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { formatId, nextId } from "../ids.js"
import { money } from "../money.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { type CardRecord, type CheckoutState, type WalletRecord } from "../checkout/state.js"

type Ctx = CallContext<AtlasState>

/** Opening balances of new cards: gift cards, EBT SNAP and EBT cash. */
export const OPENING_BALANCES = { gift: 50, snap: 150, cash: 40 } as const

/** The owner's wallet, created on first use. */
export const walletOf = (state: CheckoutState, owner: string): WalletRecord => {
  const existing = state.wallets.get(owner)
  if (existing !== undefined) return existing
  const wallet: WalletRecord = { walletId: formatId("wallet", state.wallets.size + 1), owner, cards: [] }
  state.wallets.set(owner, wallet)
  return wallet
}

const view = (wallet: WalletRecord, krogerPay: boolean, msl: boolean): WalletDetails =>
  new WalletDetails({
    walletId: wallet.walletId,
    application: "CLICKLIST",
    salesChannel: "WEB",
    cards: wallet.cards.map(({ card }): WalletCard => {
      const { krogerPay: kp, ...rest } = card
      return {
        ...rest,
        ...(krogerPay ? { krogerPay: kp ?? false } : {}),
        ...(msl && rest.nickname === undefined ? { nickname: `${rest.type} ending ${rest.last4}` } : {})
      }
    })
  })

const own = (ctx: Ctx, walletId: string) => {
  const wallet = walletOf(ctx.state.checkout, ownerOf(ctx))
  return wallet.walletId === walletId ? wallet : undefined
}
const noWallet = (walletId: string) => fail(404, "WALLET_NOT_FOUND", `No wallet ${walletId}`)
const noCard = (cardId: string) => fail(404, "CARD_NOT_FOUND", `No card ${cardId}`)

const account = (record: CardRecord): WalletAccount => {
  const t = record.card.type
  return {
    accountId: record.card.cardId,
    vehicle: t === "CREDIT_CARD" || t === "ACH" ? "BC" : "KRDC",
    type: t === "CREDIT_CARD" ? "BANK_CARD" : t === "ACH" ? "ACH_CARD" : t,
    application: t === "CREDIT_CARD" || t === "ACH" ? "KROGERPAY" : "CLICKLIST",
    last4: record.card.last4
  }
}

/** Adds a card record to a wallet (the first becomes the default). */
export const addCardRecord = (
  state: CheckoutState,
  wallet: WalletRecord,
  card: Omit<WalletCard, "cardId" | "isDefault">,
  number: string,
  makeDefault: boolean
): CardRecord => {
  const isDefault = makeDefault || wallet.cards.length === 0
  if (isDefault) for (const c of wallet.cards) c.card = { ...c.card, isDefault: false }
  const record: CardRecord = {
    card: { ...card, cardId: nextId(state, "card"), isDefault },
    number,
    balance: card.type === "GIFT_CARD" ? OPENING_BALANCES.gift : card.type === "EBT_CARD" ? OPENING_BALANCES.snap : 0,
    cashBalance: card.type === "EBT_CARD" ? OPENING_BALANCES.cash : 0
  }
  wallet.cards.push(record)
  return record
}

const removeCard = (wallet: WalletRecord, cardId: string): boolean => {
  const at = wallet.cards.findIndex((c) => c.card.cardId === cardId)
  if (at < 0) return false
  const [removed] = wallet.cards.splice(at, 1)
  const next = wallet.cards[0]
  if (removed?.card.isDefault === true && next !== undefined) next.card = { ...next.card, isDefault: true }
  return true
}

/** The wallet, ACH and gift card routes. */
export const walletRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(WalletContract.getWallets, (_, ctx: Ctx) =>
    Effect.succeed({ data: { wallets: [view(walletOf(ctx.state.checkout, ownerOf(ctx)), false, false)] } })
  ),
  route(WalletContract.getWallet, ({ path, urlParams }, ctx: Ctx) => {
    const wallet = own(ctx, path.walletId)
    return wallet === undefined
      ? Effect.fail(noWallet(path.walletId))
      : Effect.succeed({
          data: { wallet: view(wallet, urlParams.projections === "cards[krogerPay]", urlParams.transformations === "transform[msl]") }
        })
  }),
  route(WalletContract.addCard, ({ path, payload }, ctx: Ctx) => {
    const wallet = own(ctx, path.walletId)
    if (wallet === undefined) return Effect.fail(noWallet(path.walletId))
    if (payload.type === "ACH") return Effect.fail(fail(400, "INVALID_CARD", "Bank accounts are enrolled through ACH enrollment"))
    if (payload.type === "CREDIT_CARD") {
      if (payload.expirationMonth === undefined || payload.expirationYear === undefined)
        return Effect.fail(fail(400, "INVALID_CARD", "Expiration date is required"))
      const year = ctx.now.getUTCFullYear()
      const month = ctx.now.getUTCMonth() + 1
      if (payload.expirationYear < year || (payload.expirationYear === year && payload.expirationMonth < month))
        return Effect.fail(fail(400, "CARD_EXPIRED", "The card has expired"))
    } else if (payload.pin === undefined) {
      return Effect.fail(fail(400, "INVALID_CARD", "A pin is required"))
    }
    if (wallet.cards.some((c) => c.number === payload.cardNumber))
      return Effect.fail(fail(409, "DUPLICATE_CARD", "The card is already in the wallet"))
    const record = addCardRecord(
      ctx.state.checkout,
      wallet,
      {
        type: payload.type,
        last4: payload.cardNumber.slice(-4),
        ...(payload.nickname === undefined ? {} : { nickname: payload.nickname }),
        ...(payload.expirationMonth === undefined ? {} : { expirationMonth: payload.expirationMonth }),
        ...(payload.expirationYear === undefined ? {} : { expirationYear: payload.expirationYear }),
        krogerPay: payload.type === "CREDIT_CARD"
      },
      payload.cardNumber,
      payload.makeDefault === true
    )
    return Effect.succeed({ data: { card: record.card } })
  }),
  route(WalletContract.deleteCard, ({ path }, ctx: Ctx) => {
    const wallet = own(ctx, path.walletId)
    if (wallet === undefined) return Effect.fail(noWallet(path.walletId))
    return removeCard(wallet, path.cardId)
      ? Effect.succeed({ data: { cardId: path.cardId, deleted: true } })
      : Effect.fail(noCard(path.cardId))
  }),
  route(WalletContract.editCard, ({ path, payload }, ctx: Ctx) => {
    const wallet = own(ctx, path.walletId)
    if (wallet === undefined) return Effect.fail(noWallet(path.walletId))
    const record = wallet.cards.find((c) => c.card.cardId === payload.cardId)
    if (record === undefined) return Effect.fail(noCard(payload.cardId))
    const { cardId: _, ...changes } = payload
    record.card = { ...record.card, ...changes }
    return Effect.succeed({ data: { card: record.card } })
  }),
  route(WalletContract.setDefaultCard, ({ payload }, ctx: Ctx) => {
    const wallet = walletOf(ctx.state.checkout, ownerOf(ctx))
    if (!wallet.cards.some((c) => c.card.cardId === payload.cardId)) return Effect.fail(noCard(payload.cardId))
    for (const c of wallet.cards) c.card = { ...c.card, isDefault: c.card.cardId === payload.cardId }
    return Effect.succeed({ data: { wallet: view(wallet, false, false) } })
  }),
  route(WalletContract.getEbtBalance, ({ payload }, ctx: Ctx) => {
    const record = walletOf(ctx.state.checkout, ownerOf(ctx)).cards.find((c) => c.card.cardId === payload.cardId)
    if (record === undefined) return Effect.fail(noCard(payload.cardId))
    if (record.card.type !== "EBT_CARD") return Effect.fail(fail(400, "NOT_AN_EBT_CARD", "The card is not an EBT card"))
    return Effect.succeed({ data: { cardId: payload.cardId, snapBalance: money(record.balance), cashBalance: money(record.cashBalance) } })
  }),
  route(WalletContract.getWalletAccounts, (_, ctx: Ctx) =>
    Effect.succeed({ data: { accounts: walletOf(ctx.state.checkout, ownerOf(ctx)).cards.map(account) } })
  ),
  route(AchContract.enrollAch, ({ payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const owner = ownerOf(ctx)
    const taken = [...state.ach.values()].find(
      (a) => a.owner === owner && a.accountNumber === payload.accountNumber && a.enrollment.status === "ENROLLED"
    )
    if (taken !== undefined) return Effect.fail(fail(409, "ALREADY_ENROLLED", "The account is already enrolled"))
    const record = addCardRecord(
      state,
      walletOf(state, owner),
      { type: "ACH", last4: payload.accountNumber.slice(-4), krogerPay: true },
      payload.accountNumber,
      false
    )
    const enrollment = { achId: record.card.cardId, last4: record.card.last4, status: "ENROLLED" as const }
    state.ach.set(enrollment.achId, { owner, enrollment, accountNumber: payload.accountNumber })
    return Effect.succeed({ data: { enrollment } })
  }),
  route(AchContract.closeAch, ({ payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const entry = state.ach.get(payload.achId)
    if (entry === undefined || entry.owner !== ownerOf(ctx)) return Effect.fail(fail(404, "ACH_NOT_FOUND", `No ACH card ${payload.achId}`))
    if (entry.enrollment.status === "CLOSED") return Effect.fail(fail(409, "ALREADY_CLOSED", "The ACH card is already closed"))
    entry.enrollment = { ...entry.enrollment, status: "CLOSED" }
    removeCard(walletOf(state, entry.owner), payload.achId)
    return Effect.succeed({ data: { enrollment: entry.enrollment } })
  }),
  route(GiftCardContract.getGiftCardBalance, ({ payload }) => {
    if (/^0+$/.test(payload.pin)) return Effect.fail(fail(400, "INVALID_PIN", "The pin does not match the card"))
    const digits = [...payload.cardNumber].reduce((s, d) => s + Number(d), 0)
    return Effect.succeed({ data: { last4: payload.cardNumber.slice(-4), balance: money(((digits * 137) % 10000) / 100) } })
  }),
  route(GiftCardContract.getGiftCardRewards, () =>
    Effect.succeed({
      data: {
        rewards: [
          { rewardId: "GCR-25", description: "$25 gift card", points: 2500, value: 25 },
          { rewardId: "GCR-50", description: "$50 gift card", points: 4800, value: 50 }
        ]
      }
    })
  )
]
