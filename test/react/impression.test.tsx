// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react"
import * as Layer from "effect/Layer"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Analytics, type ImpressionEvent } from "atlas-client"
import { type ImpressionPlacement, useImpression } from "atlas-client/react"
import { wrapper } from "./support.js"

const placement: ImpressionPlacement = { id: "ad-1", espot_id: "espot-1", espotName: "Hero", target: "COUPONS", monetized: true }

describe("useImpression", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }))
  afterEach(() => vi.useRealTimers())

  it("sends start when seen and end with the milliseconds seen when left, through Analytics", async () => {
    const sent: Array<ImpressionEvent> = []
    const layer = Analytics.layer(
      () => undefined,
      (e) => sent.push(e)
    )
    const { result } = renderHook(() => useImpression(placement), { wrapper: wrapper(layer) })
    await act(async () => result.current.setVisible(true))
    vi.setSystemTime(Date.now() + 1500)
    await act(async () => result.current.setVisible(false))
    await vi.waitFor(() => expect(sent.length).toBe(4))
    expect(sent.map((e) => [e.schemaVersion, e.data.viewStatus, e.data.viewDuration])).toEqual([
      ["0.3.0", "start", undefined],
      ["1.1.2", "start", undefined],
      ["0.3.0", "end", 1500],
      ["1.1.2", "end", 1500]
    ])
    expect(sent[0]?.data).toMatchObject({ id: "ad-1", espot_id: "espot-1", componentName: "espot", monetization: { id: "ad-1" } })
  })

  it("seen twice in a row starts once; left while not seen sends nothing; unmount while seen ends the view", async () => {
    const sent: Array<ImpressionEvent> = []
    const layer = Analytics.layer(
      () => undefined,
      (e) => sent.push(e)
    )
    const { result, unmount } = renderHook(() => useImpression(placement), { wrapper: wrapper(layer) })
    await act(async () => result.current.setVisible(false))
    await act(async () => result.current.setVisible(true))
    await act(async () => result.current.setVisible(true))
    vi.setSystemTime(Date.now() + 200)
    unmount()
    await vi.waitFor(() => expect(sent.length).toBe(4))
    expect(sent.filter((e) => e.schemaVersion === "0.3.0").map((e) => [e.data.viewStatus, e.data.viewDuration])).toEqual([
      ["start", undefined],
      ["end", 200]
    ])
  })

  it("a new placement ends the old view and starts its own while still seen; none sends nothing", async () => {
    const sent: Array<ImpressionEvent> = []
    const recording = Analytics.layer(
      () => undefined,
      (e) => sent.push(e)
    )
    const { result, rerender } = renderHook(({ p }: { p: ImpressionPlacement | undefined }) => useImpression(p), {
      wrapper: wrapper(recording),
      initialProps: { p: undefined as ImpressionPlacement | undefined }
    })
    await act(async () => result.current.setVisible(true))
    expect(sent).toEqual([])
    rerender({ p: placement })
    rerender({ p: { ...placement, espot_id: "espot-2" } })
    await vi.waitFor(() => expect(sent.length).toBe(6))
    expect(sent.filter((e) => e.schemaVersion === "1.1.2").map((e) => [e.data.espot_id, e.data.viewStatus])).toEqual([
      ["espot-1", "start"],
      ["espot-1", "end"],
      ["espot-2", "start"]
    ])
  })

  it("without Analytics in the provider's layer it sends nothing and does not throw", async () => {
    const { result } = renderHook(() => useImpression(placement), { wrapper: wrapper(Layer.empty) })
    await act(async () => result.current.setVisible(true))
    await act(async () => result.current.setVisible(false))
  })
})
