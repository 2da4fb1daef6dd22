/** The store’s weekly ad (`/weekly-ad`). */
import { type RouteHandle, titled } from "../pageRoute.js"

export { WeeklyAdPage as default } from "../pages/WeeklyAdPage.js"

export const meta = titled("Weekly ad")
export const handle: RouteHandle = { section: "/weekly-ad" }
