/** Checkout's and the orders' services, loaded on their first call (`layer.ts`). */
export { Checkout, Payment, PostOrderMessaging, Returns, Substitutions, Timeslots, Wallet } from "atlas-client"
