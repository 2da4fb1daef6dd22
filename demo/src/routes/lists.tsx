/** The shopper’s lists (`/lists`). */
import { type RouteHandle, titled } from "../pageRoute.js"

export { ListsPage as default } from "../pages/ListsPage.js"

export const meta = titled("Shopping lists")
export const handle: RouteHandle = { section: "/lists" }
