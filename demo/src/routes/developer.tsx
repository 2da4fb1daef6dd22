/** The developer panel (`/developer`): requests, spans, chaos, analytics. */
import { type RouteHandle, titled } from "../pageRoute.js"

export { DeveloperPage as default } from "../pages/DeveloperPage.js"

export const meta = titled("Developer panel")
export const handle: RouteHandle = { section: "/developer" }
