/** Digital coupons (`/coupons`). */
import { type RouteHandle, titled } from "../pageRoute.js"

export { CouponsPage as default } from "../pages/CouponsPage.js"

export const meta = titled("Digital coupons")
export const handle: RouteHandle = { section: "/coupons" }
