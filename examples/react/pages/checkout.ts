// Checkout's services: only the loaders of `examples/react/lazy.ts` import this module.
export { Checkout, Payment, Timeslots } from "atlas-client"
