// The account page's services, which only the `lazyServices` example in layers.ts imports (with `import()`).
export { Customer, Passbook } from "atlas-client"
