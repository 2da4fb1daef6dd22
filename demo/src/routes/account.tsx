/** The shopper’s account (`/account`). */
import { type RouteHandle, titled } from "../pageRoute.js"

export { AccountPage as default } from "../pages/AccountPage.js"

export const meta = titled("Your account")
export const handle: RouteHandle = { section: "account" }
