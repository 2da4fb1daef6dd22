import { useAction } from "atlas-client/react"
import { useOutboxOutcome } from "atlas-client/offline"
import { outbox } from "./Outbox.js"

// One control's own adds. Kept offline, an add waits (a note, not an error) until it is sent; refused
// when it is sent later (after a reload too: `refusedFor` names this item's adds), the refusal shows
// here until the shopper adds again.
export const AddOne = ({ upc }: { readonly upc: string }) => {
  const add = useAction(outbox.writes.addToCart, { key: upc })
  const { outcome, waiting, failed, track } = useOutboxOutcome(outbox, (entry) => entry.args[0] === upc)
  return (
    <>
      <button onClick={() => void track(() => add.runAsync(upc, 1))}>Add to cart</button>
      {outcome?.status === "success" && <p role="status">Added</p>}
      {waiting !== undefined && <p role="status">{waiting.message}</p>}
      {failed !== undefined && <p role="alert">{failed.error instanceof Error ? failed.error.message : "Not added"}</p>}
    </>
  )
}
