// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it } from "vitest"
import { CustomerUseCases } from "atlas-client/react"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { AtlasProvider, services, useRead } from "./lazy.js"

afterEach(cleanup)

// A page's read through a service the runtime loads with its first call.
function Greeting() {
  const { state } = useRead(CustomerUseCases.getIdentity, [])
  if (state.status !== "success") return <p>Loading…</p>
  return <p>{state.value.isAuthenticated ? "Welcome back" : "Welcome, guest"}</p>
}

describe("lazily loaded services under the provider", () => {
  it("a read through the account's Customer, loaded with that read", async () => {
    const runtime = ManagedRuntime.make(services.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() }))))
    try {
      render(
        <AtlasProvider runtime={runtime}>
          <Greeting />
        </AtlasProvider>
      )
      expect(await screen.findByText("Welcome, guest")).toBeTruthy()
    } finally {
      await runtime.dispose()
    }
  })
})
