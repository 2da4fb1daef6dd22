import { PaymentUseCases } from "atlas-client/react"
import { useAction } from "./app.js"

// "Place order" shown twice (under the summary and in a sticky bar): one slot, one intent. A second
// tap, on either button, while the first is on the wire joins it (as would a run from a slot of
// another key): one order, one Idempotency-Key, both taps settle with the same answer. Nothing has
// to be disabled for that.
// If the answer is lost on the way (a network error: the order may have been placed), "Place
// order" again sends the same key, and the upstream answers with the order it placed.
export function PlaceOrder({ checkoutId, onPlaced }: { readonly checkoutId: string; readonly onPlaced: (orderId: string) => void }) {
  const purchase = useAction(PaymentUseCases.purchase)
  const place = async () => {
    const ended = await purchase.runAsync(checkoutId)
    if (ended.status === "success") onPlaced(ended.value.order.orderId)
  }
  const { state } = purchase
  return (
    <>
      <button onClick={() => void place()} aria-busy={state.status === "request"}>
        {state.status === "request" ? "Placing your order…" : "Place order"}
      </button>
      {state.status === "client-error" && (
        <p role="alert">We could not hear back about your order. Place it again: you will not be charged twice.</p>
      )}
      {state.status === "response-error" && <p role="alert">{state.error.message}</p>}
    </>
  )
}
