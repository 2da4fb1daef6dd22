/** Checkout (`/checkout`): its steps, from the modality to the purchase. */
import { titled } from "../pageRoute.js"

export { CheckoutPage as default } from "../pages/CheckoutPage.js"

export const meta = titled("Checkout")
