// @vitest-environment happy-dom
// `<OutboxSync>`: attaches the outbox and sends what it keeps when the browser is back online. Shown
// more than once for one outbox (the app's shell and a page), it listens once: one send per "online",
// until the last of them is gone.
import { cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { AtlasProvider, CartsUseCases } from "atlas-client/react"
import { createOutbox, memoryTable, type OutboxEntry, OutboxSync } from "atlas-client/offline"
import { makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes } from "../react/support.js"

const { runtime, disposeAll } = referenceRuntimes(makeReferenceUpstream())
afterEach(async () => {
  cleanup()
  await disposeAll()
})

describe("OutboxSync", () => {
  it("shown twice for one outbox, sends once per 'online', and stops with the last one", () => {
    const outbox = createOutbox({ writes: { addToCart: CartsUseCases.addToCart }, table: memoryTable<OutboxEntry>() })
    const flush = vi.spyOn(outbox, "flush")
    const rt = runtime()
    const sync = (owner: string) =>
      render(
        <AtlasProvider runtime={rt}>
          <OutboxSync outbox={outbox} owner={owner} />
        </AtlasProvider>
      )
    const shell = sync("guest")
    const page = sync("guest")
    // Each one attaches the outbox, which sends what waits.
    expect(flush).toHaveBeenCalledTimes(2)

    const online = () => {
      flush.mockClear()
      window.dispatchEvent(new Event("online"))
      return flush.mock.calls.length
    }
    expect(online()).toBe(1)
    shell.unmount()
    expect(online()).toBe(1)
    page.unmount()
    expect(online()).toBe(0)
    // Shown again: it listens again.
    sync("guest")
    expect(online()).toBe(1)
  })
})
