// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it } from "vitest"
import { Carts, Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { AtlasProvider } from "./atlas.js"
import { StoreFinder } from "./StoreFinder.js"

// The app's services over the reference upstream in memory, made once for the file.
const runtime = ManagedRuntime.make(
  Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))
)

describe("StoreFinder", () => {
  it("finds stores and shows a bad zip's message", async () => {
    render(
      <AtlasProvider runtime={runtime}>
        <StoreFinder />
      </AtlasProvider>
    )
    fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "4520" } })
    fireEvent.click(screen.getByText("Find stores"))
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Enter a valid 5-digit ZIP code")
    fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "45202" } })
    fireEvent.click(screen.getByText("Find stores"))
    expect((await screen.findAllByRole("listitem")).length).toBeGreaterThan(0)
  })
})
