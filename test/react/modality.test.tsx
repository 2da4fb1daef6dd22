// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { ModalityPreferences, ShoppingContext } from "atlas-client"
import { ModalityUseCases, ShoppingContextUseCases, useAction, useRead } from "atlas-client/react"
import { shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"
import { wrapper } from "./support.js"

const { requests } = serveMswUpstream()
const layer = ModalityPreferences.Default.pipe(Layer.provideMerge(ShoppingContext.memory), Layer.provideMerge(shopperClient()))
const lafCalls = () => requests.filter((r) => r.url.endsWith("/laf/v1/get"))

describe("modality use cases in React", () => {
  it("choosing a modality through the shopping context re-runs the context-dependent LAF read", async () => {
    const { result } = renderHook(
      () => ({
        laf: useRead(ModalityUseCases.getLaf, []),
        choose: useAction(ShoppingContextUseCases.setActive),
        update: useAction(ModalityUseCases.updatePreferences)
      }),
      { wrapper: wrapper(layer) }
    )
    await waitFor(() => expect(result.current.laf.state.status).toBe("response-error"))
    act(() => result.current.choose.run({ type: "PICKUP", locationId: "01400372" }))
    await waitFor(() => expect(result.current.laf.state.status).toBe("success"))
    const laf = result.current.laf.state.status === "success" ? result.current.laf.state.value : undefined
    expect(laf?.sources[0].storeId).toBe("01400372")
    expect(lafCalls().at(-1)?.headers.get("x-modality")).toBe('{"type":"PICKUP","locationId":"01400372"}')
    act(() =>
      result.current.update.run(
        { modalityType: "DELIVERY", source: "Options", destination: { address: { postalCode: "45202" } } },
        { activate: true }
      )
    )
    await waitFor(() => expect(lafCalls().at(-1)?.headers.get("x-modality")).toBe('{"type":"DELIVERY","postalCode":"45202"}'))
    await waitFor(() =>
      expect(result.current.laf.state.status === "success" && result.current.laf.state.value.modality.type).toBe("DELIVERY")
    )
  })

  it("a rule error reaches the slot as a client error with the spec's message", async () => {
    const { result } = renderHook(() => useAction(ModalityUseCases.updatePreferences), { wrapper: wrapper(layer) })
    act(() =>
      result.current.run({ modalityType: "DELIVERY", source: "Options", destination: { address: { location: { lat: 39.1, lng: -84.5 } } } })
    )
    await waitFor(() => expect(result.current.state.status).toBe("client-error"))
    const error = result.current.state.status === "client-error" ? result.current.state.error : undefined
    expect(error?.message).toBe("address needs at least a postalCode")
  })
})
