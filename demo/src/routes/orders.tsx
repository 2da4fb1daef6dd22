/** The shopper’s orders (`/orders`). */
import { titled } from "../pageRoute.js"

export { OrdersPage as default } from "../pages/OrderPage.js"

export const meta = titled("Your orders")
