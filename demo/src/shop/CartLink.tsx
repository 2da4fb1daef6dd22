/** The header's cart link with the number of lines in the cart. */
import { useOutbox } from "atlas-client/offline"
import { Link } from "../router.js"
import { useCart } from "./cart.js"
import { outbox, pendingAdds } from "./outbox.js"

/**
 * "Cart 3": a link to the cart page, named "Cart 3 items" (its visible text first, for voice
 * control). Items added offline and kept on the device count as the lines they will be.
 */
export const CartLink = ({ active }: { readonly active: boolean }) => {
  const { cart } = useCart()
  const { pending } = useOutbox(outbox)
  const inCart = new Set(cart?.lineItems.map((line) => line.upc))
  const lines = inCart.size + [...pendingAdds(pending)].filter((upc) => !inCart.has(upc)).length
  return (
    <Link to="/cart" className="cart-link" aria-current={active ? "page" : undefined}>
      <svg className="cart-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17" cy="20" r="1.6" fill="currentColor" />
      </svg>
      <span className="cart-link__label phone-hidden">Cart</span>{" "}
      <span className="cart-link__count" data-testid="cart-count">
        {lines}
      </span>
      <span className="visually-hidden">{lines === 1 ? " item" : " items"}</span>
    </Link>
  )
}
