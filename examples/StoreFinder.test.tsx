// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { Stores } from "atlas-client"
import { AtlasProvider } from "atlas-client/react"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { StoreFinder } from "./StoreFinder.js"

const layer = Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))

describe("StoreFinder", () => {
  it("finds stores and shows a bad zip's message", async () => {
    render(
      <AtlasProvider layer={layer}>
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
