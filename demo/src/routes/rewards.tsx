/** Loyalty, fuel, membership and cashback (`/rewards`). */
import { type RouteHandle, titled } from "../pageRoute.js"

export { RewardsPage as default } from "../pages/RewardsPage.js"

export const meta = titled("Your rewards")
export const handle: RouteHandle = { section: "/rewards" }
