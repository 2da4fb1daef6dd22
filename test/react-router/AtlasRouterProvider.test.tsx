// @vitest-environment happy-dom
// One provider in the root fed from the matched routes' snapshots: the loaders' values render
// without a fetch, a later loader's newer value replaces the one held, an older one never does;
// the page's own snapshot (`documentSnapshot()`) seeds it too.
import { act, cleanup, render, screen } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { afterEach, describe, expect, it } from "vitest"
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router"
import { defineUseCase, SlotStore, useRead } from "atlas-client/react"
import { AtlasRouterProvider, documentSnapshot, mergeSnapshots, snapshotsOf } from "atlas-client/react-router"
import { dehydratedScript } from "atlas-client/react/server"

afterEach(cleanup)

let fetched = 0
const price = defineUseCase({
  name: "Test.price",
  mode: "read",
  success: Schema.Number,
  run: (sku: string) => Effect.sync(() => (fetched++, sku.length))
})
const idOf = (sku: string) => new SlotStore(null as never).entryId(price, [sku])
const snapshot = (value: number, updatedAt: number) => ({ atlas: { entries: [{ id: idOf("milk"), value, updatedAt }] } })

function Price() {
  const { state } = useRead(price, ["milk"])
  return <p data-testid="price">{state.status === "success" ? state.value : state.status}</p>
}

describe("AtlasRouterProvider", () => {
  it("renders the loaders' values without a fetch; a newer loader value wins, an older one does not", async () => {
    const t0 = Date.now()
    fetched = 0
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <AtlasRouterProvider layer={Layer.empty} staleTimes={{ Test: 60_000 }}>
              <Price />
              <Link to="/newer">newer</Link>
              <Link to="/older">older</Link>
              <Outlet />
            </AtlasRouterProvider>
          ),
          loader: () => snapshot(1, t0),
          children: [
            { path: "newer", loader: () => snapshot(2, t0 + 10), element: <span>newer page</span> },
            { path: "older", loader: () => snapshot(3, t0 - 10_000), element: <span>older page</span> }
          ]
        }
      ],
      { initialEntries: ["/"] }
    )
    render(<RouterProvider router={router} />)
    expect((await screen.findByTestId("price")).textContent).toBe("1")
    await act(() => router.navigate("/newer"))
    await screen.findByText("newer page")
    expect(screen.getByTestId("price").textContent).toBe("2")
    await act(() => router.navigate("/older"))
    await screen.findByText("older page")
    expect(screen.getByTestId("price").textContent).toBe("2")
    expect(fetched).toBe(0)
  })

  it("a snapshot given besides the routes' (dehydratedState) seeds entries too; a route's newer value still wins", async () => {
    const t0 = Date.now()
    fetched = 0
    const given = { entries: [{ id: idOf("milk"), value: 7, updatedAt: t0 }] }
    const tree = (loader?: () => ReturnType<typeof snapshot>) =>
      createMemoryRouter(
        [
          {
            path: "/",
            element: (
              <AtlasRouterProvider layer={Layer.empty} staleTimes={{ Test: 60_000 }} dehydratedState={given}>
                <Price />
              </AtlasRouterProvider>
            ),
            ...(loader === undefined ? { loader: () => null } : { loader })
          }
        ],
        { initialEntries: ["/"] }
      )
    render(<RouterProvider router={tree()} />)
    expect((await screen.findByTestId("price")).textContent).toBe("7")
    cleanup()
    render(<RouterProvider router={tree(() => snapshot(8, t0 + 10))} />)
    expect((await screen.findByTestId("price")).textContent).toBe("8")
    expect(fetched).toBe(0)
  })

  it("snapshotsOf and mergeSnapshots: the data's `atlas` snapshots, each entry's newest value", () => {
    const found = snapshotsOf([undefined, null, { other: 1 }, snapshot(1, 5), { atlas: { context: "c", entries: [] } }, snapshot(2, 9)])
    expect(found).toHaveLength(3)
    expect(mergeSnapshots(found)).toEqual({ context: "c", entries: [{ id: idOf("milk"), value: 2, updatedAt: 9 }] })
  })

  it("the page's own snapshot (documentSnapshot, written after a streamed page) seeds the provider", async () => {
    fetched = 0
    expect(await documentSnapshot()).toBeUndefined()
    const written = { entries: [{ id: idOf("milk"), value: 5, updatedAt: Date.now() }] }
    document.body.insertAdjacentHTML("beforeend", dehydratedScript(written))
    expect(await documentSnapshot()).toStrictEqual(written)
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <AtlasRouterProvider layer={Layer.empty} staleTimes={{ Test: 60_000 }}>
              <Price />
            </AtlasRouterProvider>
          ),
          loader: () => null
        }
      ],
      { initialEntries: ["/"] }
    )
    render(<RouterProvider router={router} />)
    expect((await screen.findByTestId("price")).textContent).toBe("5")
    expect(fetched).toBe(0)
  })
})
