// The account page's services: only the loaders of `examples/react/lazy.ts` import this module.
export { Customer, Passbook } from "atlas-client"
