/**
 * The cart's lines checked for how and where the shopper shops (issue 23 item 3): product
 * validation (`ProductsUseCases.validateModality`, the rules' `validateProducts` at the upstream)
 * of every line for the active modality, at its store (the call's `x-modality` header). The read
 * depends on the shopping context, so a change of store or modality while the cart is open checks
 * the lines again, as does a change of the lines; a line that cannot be ordered so shows the spec
 * §8 message ("This item is out of stock", "This item isn't available to ship right now.") before
 * the shopper goes on to pay.
 */
import type { Cart, Rejection } from "atlas-client"
import { ProductsUseCases, useRead } from "atlas-client/react"
import { useMyStore } from "../../myStore.js"

/** "pickup at", "delivery to", ... (the header's words, here so that the cart's script does not pull the header's picker out of the shell's). */
const leads: Readonly<Record<string, string>> = {
  PICKUP: "pickup at",
  IN_STORE: "shopping in-store at",
  DELIVERY: "delivery to",
  SHIP: "shipping to"
}

/** What the check of the cart's lines found. */
export interface LineChecks {
  /** The message of each line that cannot be ordered now, by line id. */
  readonly byLine: ReadonlyMap<string, string>
  readonly rejections: ReadonlyArray<Rejection>
  /** How and where, in words ("pickup at Atlas Market Downtown"), once known. */
  readonly where: string | undefined
}

/** Checks `cart`'s lines for the active modality (nothing while there is none or the cart is empty). */
export const useLineChecks = (cart: Cart | null | undefined): LineChecks => {
  const { active, place } = useMyStore()
  const lines = (cart?.lineItems ?? []).map((l) => ({ upc: l.upc, quantity: Math.round(l.quantity), itemId: l.id }))
  const { state } = useRead(
    ProductsUseCases.validateModality,
    active === undefined || lines.length === 0 ? undefined : [active.type, lines],
    {
      key: "cart-lines"
    }
  )
  // The answer of these lines only (a read of other lines or another modality still shows while the next one runs).
  const rejections = state.status === "success" ? state.value.rejections.filter((r) => lines.some((l) => l.itemId === r.itemId)) : []
  const byLine = new Map<string, string>()
  for (const r of rejections) if (!byLine.has(r.itemId)) byLine.set(r.itemId, r.message)
  const where = active === undefined ? undefined : `${leads[active.type] ?? "shopping at"} ${place ?? "your store"}`
  return { byLine, rejections, where }
}

/** Says how many lines cannot be ordered as the shopper shops now (a polite live region: it speaks on a change). */
export const LineChecksNotice = ({ checks }: { readonly checks: LineChecks }) => {
  const count = checks.byLine.size
  return (
    <div role="status" className="line-checks" data-testid="line-checks">
      {count > 0 && (
        <div className="notice notice--error" style={{ marginBottom: "1rem" }}>
          <div>
            <p className="notice__title">
              {count === 1 ? "One item" : `${count} items`} in your cart can’t be ordered for {checks.where ?? "how you shop"}
            </p>
            <p className="notice__detail">
              Change or remove {count === 1 ? "it" : "them"} before you check out, or choose another way to shop.
            </p>
          </div>
        </div>
      )}
    </div>
  )
}

/** A line's message, under it (a line's own refused write shows in its grid area "error"). */
export const LineRejection = ({ message }: { readonly message: string | undefined }) =>
  message === undefined ? null : (
    // The cart's own error style (no stylesheet of its own: the cart's route loads none).
    <p className="add__error" style={{ gridColumn: "1 / -1" }} data-testid="line-rejection">
      {message}
    </p>
  )
