/** The shopper’s cart (`/cart`). */
import { titled } from "../pageRoute.js"

export { CartPage as default } from "../pages/CartPage.js"

export const meta = titled("Your cart")
