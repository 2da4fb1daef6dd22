// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it } from "vitest"
import { Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { AtlasProvider } from "./atlas.js"
import { NearbyStores } from "./NearbyStores.js"

// The same component against the reference upstream in memory: no server, no network.
const runtime = ManagedRuntime.make(Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() }))))
afterEach(cleanup)

describe("NearbyStores", () => {
  it("lists pickup stores near a ZIP code", async () => {
    render(
      <AtlasProvider runtime={runtime}>
        <NearbyStores zip="45202" />
      </AtlasProvider>
    )
    const stores = await screen.findAllByRole("listitem")
    expect(stores.length).toBeGreaterThan(0)
    expect(stores[0]?.textContent).toMatch(/ · \d+(\.\d+)? mi$/)
  })

  it("says what is wrong with a bad ZIP code", async () => {
    render(
      <AtlasProvider runtime={runtime}>
        <NearbyStores zip="4520" />
      </AtlasProvider>
    )
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a valid 5-digit ZIP code")
  })
})
