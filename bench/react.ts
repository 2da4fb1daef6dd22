/**
 * Table 5, React: renders caused by one slot update. Three readers of slot A and three of slot B
 * (plus a component reading nothing) under one `AtlasProvider` in happy-dom; slot A is re-run and
 * each component's renders are counted.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Window } from "happy-dom"
import { defineUseCase, type UseCase } from "../src/react/UseCase.js"

/** One row of the table. */
export interface RenderRow {
  readonly component: string
  readonly reads: string
  readonly renders: number
}

let version = 0
const slotA = defineUseCase({ name: "Bench.slotA", mode: "read", run: () => Effect.sync(() => ++version) })
const slotB = defineUseCase({ name: "Bench.slotB", mode: "read", run: () => Effect.succeed("b") })

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Mounts the tree, waits for it to settle, updates slot A, and counts renders. */
export const runReact = async (): Promise<ReadonlyArray<RenderRow>> => {
  const window = new Window()
  const g = globalThis as Record<string, unknown>
  g.window = window
  g.document = window.document
  g.navigator ??= window.navigator
  g.IS_REACT_ACT_ENVIRONMENT = true
  const React = await import("react")
  const { createRoot } = await import("react-dom/client")
  const { AtlasProvider, useRead, useSlotStore } = await import("../src/react/index.js")
  const { act } = React
  const renders = new Map<string, number>()
  let store: ReturnType<typeof useSlotStore> | undefined
  const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1)
  const Reader = ({ name, slot }: { readonly name: string; readonly slot: UseCase<[], unknown, never, never> }) => {
    count(name)
    const { state } = useRead(slot, [])
    return React.createElement("span", null, state.status)
  }
  const Bystander = () => {
    count("bystander")
    store = useSlotStore()
    return null
  }
  const components: ReadonlyArray<readonly [string, string]> = [
    ["a1", "slot A"],
    ["a2", "slot A"],
    ["a3", "slot A"],
    ["b1", "slot B"],
    ["b2", "slot B"],
    ["b3", "slot B"],
    ["bystander", "nothing"]
  ]
  const Provider = AtlasProvider<never>
  const layer: Layer.Layer<never> = Layer.empty
  const tree = React.createElement(
    Provider,
    { layer },
    ...components.map(([name, reads]) =>
      reads === "slot A"
        ? React.createElement(Reader, { key: name, name, slot: slotA })
        : reads === "slot B"
          ? React.createElement(Reader, { key: name, name, slot: slotB })
          : React.createElement(Bystander, { key: name })
    )
  )
  const container = window.document.createElement("div")
  window.document.body.appendChild(container)
  const root = createRoot(container as unknown as Element)
  try {
    await act(async () => {
      root.render(tree)
      await wait(20)
    })
    if (store === undefined) throw new Error("the provider did not mount")
    const mounted = new Map(renders)
    const slotStore = store
    await act(async () => {
      void slotStore.read(slotA, [], { force: true })
      await wait(20)
    })
    return components.map(([name, reads]) => ({ component: name, reads, renders: (renders.get(name) ?? 0) - (mounted.get(name) ?? 0) }))
  } finally {
    await act(async () => root.unmount())
    await window.happyDOM.close()
  }
}
