/**
 * Checkout, payment, wallet, promising and order state of the reference upstream, kept per owner
 * (`shopper?.shopperId ?? session?.profileId`). Every order and charge is recorded once: a
 * checkout holds the id of the order its purchase created, and a second purchase of it creates
 * nothing.
 *
 * @since 0.1.0
 */
import {
  type AppliedPromotion,
  type CheckoutLine,
  type CheckoutModality,
  type CheckoutStatus,
  type CheckoutUseCase,
  Order,
  type PaymentRecord,
  type PaymentSelection
} from "../../schema/checkout.js"
import type { Address } from "../../schema/common.js"
import type { OrderSubstitutions, PostOrderMessage, ReturnRecord } from "../../schema/orders.js"
import { FulfilmentPromise, type Quote } from "../../schema/promises.js"
import type { AchEnrollment, WalletCard } from "../../schema/wallet.js"

/**
 * A response entity as the reference upstream keeps and sends it: the fields `K`, optional in the
 * contract (a real server may leave them out), always present here.
 */
export type Sent<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]-?: Exclude<T[P], undefined> }

/** A line as stored: always priced (the API's line may leave the unit price out). */
export type StoredLine = Sent<CheckoutLine, "unitPrice">

/** An order as stored: with every field the reference upstream sends (the API's order may leave some out). */
export type StoredOrder = Omit<Sent<Order, "logisticOrderNumber" | "locationId" | "placedAt">, "lineItems" | "modality"> & {
  readonly modality: CheckoutModality
  readonly lineItems: ReadonlyArray<StoredLine>
}

/** A promise as stored: with every field the reference upstream sends. */
export type StoredPromise = Sent<
  FulfilmentPromise,
  "version" | "locationId" | "modality" | "vendor" | "capabilities" | "reserved" | "items"
>

/** An order the reference upstream creates: the instance, typed with every field it was given. */
export const storedOrder = <const F extends ConstructorParameters<typeof Order>[0]>(fields: F): Order & F => new Order(fields) as Order & F

/** A promise the reference upstream creates: the instance, typed with every field it was given. */
export const storedPromise = <const F extends ConstructorParameters<typeof FulfilmentPromise>[0]>(fields: F): FulfilmentPromise & F =>
  new FulfilmentPromise(fields) as FulfilmentPromise & F

/** A checkout as stored. */
export interface CheckoutRecord {
  readonly checkoutId: string
  readonly owner: string
  readonly cartId: string
  useCase: CheckoutUseCase
  status: CheckoutStatus
  readonly modality: CheckoutModality
  readonly locationId: string
  /** A delivery's hand-off address (the owner's delivery address when the checkout was created). */
  readonly handoffAddress: Address | undefined
  timeslotId: string | undefined
  readonly lineItems: ReadonlyArray<StoredLine>
  promotions: Array<AppliedPromotion>
  payments: ReadonlyArray<PaymentSelection>
  tip: number
  declines: boolean
  orderId: string | undefined
  readonly createdAt: string
  updatedAt: string
}

/** An order as stored, with its charges, substitutions and messages. */
export interface OrderRecord {
  readonly owner: string
  readonly order: StoredOrder
  readonly payments: ReadonlyArray<PaymentRecord>
  substitutions: OrderSubstitutions
  readonly messages: Array<PostOrderMessage>
  readonly returned: Map<string, number>
}

/** A wallet card as stored: the balances of gift and EBT cards stay server-side. */
export interface CardRecord {
  card: WalletCard
  readonly number: string
  balance: number
  cashBalance: number
}

/** A wallet as stored. */
export interface WalletRecord {
  readonly walletId: string
  readonly owner: string
  readonly cards: Array<CardRecord>
}

/** A return as stored. */
export interface ReturnEntry {
  readonly owner: string
  readonly record: Sent<ReturnRecord, "refundAmount">
  readonly at: number
}

/** Everything of checkout and after. */
export interface CheckoutState {
  readonly checkouts: Map<string, CheckoutRecord>
  readonly orders: Map<string, OrderRecord>
  /** Every charge ever taken, in order: the exactly-once ledger. */
  readonly charges: Array<PaymentRecord>
  readonly wallets: Map<string, WalletRecord>
  readonly ach: Map<string, { readonly owner: string; enrollment: AchEnrollment; readonly accountNumber: string }>
  readonly promises: Map<string, { readonly owner: string; promise: StoredPromise }>
  readonly quotes: Map<string, Quote>
  /** Reservations per time slot id. */
  readonly slotUsage: Map<string, number>
  readonly returns: Array<ReturnEntry>
  nextId: number
}

/** Nothing checked out yet. */
export const seedCheckoutState = (): CheckoutState => ({
  checkouts: new Map(),
  orders: new Map(),
  charges: [],
  wallets: new Map(),
  ach: new Map(),
  promises: new Map(),
  quotes: new Map(),
  slotUsage: new Map(),
  returns: [],
  nextId: 1
})
