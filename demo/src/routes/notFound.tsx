/** Any other path: the "not found" page, with its 404 status. */
import { data } from "react-router"
import { titled } from "../pageRoute.js"

export { NotFoundPage as default } from "../pages/NotFoundPage.js"

export const meta = titled("Page not found")

export const loader = () => data({}, { status: 404 })
