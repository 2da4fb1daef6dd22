/** The lines of a checkout or order. */
import type { CheckoutDetails } from "atlas-client"
import { money } from "../shop/format.js"

/** "2 × Bananas" and the line total, for each line (the checkout summary, the order page). */
export const LineItems = ({ lines, label }: { readonly lines: CheckoutDetails["lineItems"]; readonly label: string }) => (
  <ul className="checkout__lines" aria-label={label}>
    {lines.map((l) => (
      <li key={l.lineId}>
        <span>
          {l.quantity} × {l.description}
        </span>
        <span>{money(l.lineTotal)}</span>
      </li>
    ))}
  </ul>
)
