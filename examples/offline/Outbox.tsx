import { CartsUseCases, useAction } from "atlas-client/react"
import { createOutbox, OutboxSync, useOutbox, WriteQueued } from "atlas-client/offline"

// Once, in a module: the writes that may wait (never checkout, payment or purchase).
export const outbox = createOutbox({
  writes: { addToCart: CartsUseCases.addToCart, updateLine: CartsUseCases.updateLine }
})

// Under the provider, once: whose writes this page sends (the signed-in shopper's id, or "guest").
export const Sync = ({ shopperId }: { readonly shopperId: string | undefined }) => (
  <OutboxSync outbox={outbox} owner={shopperId ?? "guest"} />
)

// Where the shopper adds: the outbox's use case, run as the original.
export const Add = ({ upc }: { readonly upc: string }) => {
  const add = useAction(outbox.writes.addToCart, { key: upc })
  const { pending, refused } = useOutbox(outbox)
  const queued = add.state.status === "client-error" && add.state.error instanceof WriteQueued
  return (
    <>
      <button onClick={() => add.run(upc, 1)}>Add to cart</button>
      {queued && <p role="status">{add.state.error.message}</p>}
      <p>{pending.length} changes waiting</p>
      {refused.map((r) => (
        <p role="alert" key={r.entry.id}>
          Not added: {String(r.entry.args[0])}
        </p>
      ))}
    </>
  )
}
