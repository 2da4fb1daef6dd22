/**
 * The store’s weekly ad (`/weekly-ad`), and its action: the ad slot's add to cart sent before the page
 * is hydrated or without JavaScript, answered with the page (`shop/cartForms.server.ts`).
 */
import { unknownForm, withRefusal } from "../formAnswer.js"
import { type RouteHandle, titled } from "../pageRoute.js"
import { WeeklyAdPage } from "../pages/WeeklyAdPage.js"
import { withCartAdds } from "../shop/cartForms.server.js"

export const meta = titled("Weekly ad")
export const handle: RouteHandle = { section: "/weekly-ad" }

export const action = withCartAdds(() => unknownForm("weekly ad"))

export default withRefusal(WeeklyAdPage)
