/** Sign in (`/sign-in`). */
import { type RouteHandle, titled } from "../pageRoute.js"

export { SignInPage as default } from "../pages/SignInPage.js"

export const meta = titled("Sign in")
export const handle: RouteHandle = { section: "account" }
