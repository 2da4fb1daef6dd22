// @vitest-environment happy-dom
// `useOutboxOutcome` against the reference upstream in memory: what a control shows of its own adds
// through the outbox. Kept offline, the add waits (its WriteQueued note) until it is sent; refused
// when sent, the refusal is the control's failure, also after a "reload" (a new control) for an add
// of the same item, until the control runs again; another item's control shows none of it.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { AtlasProvider, CartsUseCases, useAction } from "atlas-client/react"
import {
  createOutbox,
  memoryTable,
  type OutboxEntry,
  type OutboxOutcome,
  OutboxSync,
  useOutboxOutcome,
  WriteQueued
} from "atlas-client/offline"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes } from "../react/support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  cleanup()
  await disposeAll()
})

const { item, coldMedicine } = fixtures()

/** A device: its outbox over one table, offline while `device.offline`. */
const device = () => {
  const state = { offline: true }
  const outbox = createOutbox({
    writes: { addToCart: CartsUseCases.addToCart },
    table: memoryTable<OutboxEntry>(),
    offline: () => state.offline
  })
  return { state, outbox }
}

/** What each control's hook returned last, by its item. */
const seen = new Map<string, OutboxOutcome>()

function Add({
  outbox,
  upc,
  quantity
}: {
  readonly outbox: ReturnType<typeof device>["outbox"]
  readonly upc: string
  readonly quantity: number
}) {
  const add = useAction(outbox.writes.addToCart, { key: upc })
  const outcome = useOutboxOutcome(outbox, (entry) => entry.args[0] === upc)
  seen.set(upc, outcome)
  return <button onClick={() => void outcome.track(() => add.runAsync(upc, quantity))}>Add {upc}</button>
}

const mount = (outbox: ReturnType<typeof device>["outbox"], controls: ReadonlyArray<readonly [string, number]>) =>
  render(
    <AtlasProvider runtime={runtime()}>
      <OutboxSync outbox={outbox} owner="guest" />
      {controls.map(([upc, quantity]) => (
        <Add key={upc} outbox={outbox} upc={upc} quantity={quantity} />
      ))}
    </AtlasProvider>
  )

/** Clicks a control's button and waits for its run to end. */
const tap = async (upc: string) => {
  fireEvent.click(screen.getByRole("button", { name: `Add ${upc}` }))
  await waitFor(() => expect(seen.get(upc)?.outcome).toBeDefined())
}

describe("useOutboxOutcome", () => {
  it("an add kept offline waits with its note until it is sent, and is no failure", async () => {
    const { state, outbox } = device()
    mount(outbox, [[item.gtin13, 1]])
    await tap(item.gtin13)
    const [kept] = outbox.current().pending
    const waiting = seen.get(item.gtin13)?.waiting
    expect(waiting).toBeInstanceOf(WriteQueued)
    expect(waiting).toEqual(new WriteQueued({ useCase: CartsUseCases.addToCart.name, entryId: kept?.id ?? "", reason: undefined }))
    expect(seen.get(item.gtin13)?.failed).toBeUndefined()

    state.offline = false
    await act(() => outbox.flush())
    expect(outbox.current().pending).toEqual([])
    expect(seen.get(item.gtin13)?.waiting).toBeUndefined()
    expect(seen.get(item.gtin13)?.failed).toBeUndefined()
  })

  it("a kept add refused when sent is the control's failure, after a reload too, until it runs again", async () => {
    const { state, outbox } = device()
    const first = mount(outbox, [[coldMedicine.gtin13, 9]])
    await tap(coldMedicine.gtin13)
    state.offline = false
    await act(() => outbox.flush())
    const failed = seen.get(coldMedicine.gtin13)?.failed
    expect(failed?.status).toBe("response-error")
    expect((failed?.error as { readonly _tag: string })._tag).toBe("CartRejected")
    expect(seen.get(coldMedicine.gtin13)?.waiting).toBeUndefined()

    // A reload: new controls, no run of theirs; the refusal shows on the same item's, not another's.
    first.unmount()
    seen.clear()
    mount(outbox, [
      [coldMedicine.gtin13, 1],
      [item.gtin13, 1]
    ])
    expect(seen.get(coldMedicine.gtin13)?.outcome).toBeUndefined()
    expect(seen.get(coldMedicine.gtin13)?.failed).toEqual(failed)
    expect(seen.get(item.gtin13)?.failed).toBeUndefined()

    // Running again dismisses it: the new run's outcome is what shows.
    await tap(coldMedicine.gtin13)
    expect(outbox.current().refused).toEqual([])
    expect(seen.get(coldMedicine.gtin13)?.outcome?.status).toBe("success")
    expect(seen.get(coldMedicine.gtin13)?.failed).toBeUndefined()
  })
})
