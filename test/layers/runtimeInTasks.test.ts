import { afterEach, assert, beforeEach, describe, expect, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { runtimeInTasks } from "atlas-client"

// A ticker advanced once per turn of the event loop (a `setImmediate` chain): a part that sees a
// count higher than the one before it was built in a later task.
let ticks = 0
let ticking = true
const tick = () => {
  ticks++
  if (ticking) setImmediate(tick)
}
beforeEach(() => {
  ticks = 0
  ticking = true
  setImmediate(tick)
})
afterEach(() => {
  ticking = false
})

class Clock extends Context.Tag("test/Clock")<Clock, { readonly now: () => number }>() {}
class Greeter extends Context.Tag("test/Greeter")<Greeter, { readonly greet: (who: string) => string }>() {}

describe("runtimeInTasks", () => {
  it("builds each part in a task of its own, each once, then the runtime over them in the next", async () => {
    const seen: Array<readonly [string, number]> = []
    const built = { clock: 0, greeter: 0 }
    const clock = Layer.effect(
      Clock,
      Effect.sync(() => {
        built.clock++
        seen.push(["clock", ticks])
        return { now: () => 42 }
      })
    )
    const greeter = Layer.effect(
      Greeter,
      Effect.map(Clock, (c) => {
        built.greeter++
        seen.push(["greeter", ticks])
        return { greet: (who: string) => `hello ${who} at ${c.now()}` }
      })
    ).pipe(Layer.provide(clock))
    const layer = Layer.merge(greeter, clock)
    const runtime = await runtimeInTasks(layer, [clock, greeter])
    seen.push(["resolved", ticks])
    expect(seen.map(([part]) => part)).toStrictEqual(["clock", "greeter", "resolved"])
    for (let i = 1; i < seen.length; i++) assert.isAbove(seen[i]![1], seen[i - 1]![1], `${seen[i]![0]} after ${seen[i - 1]![0]}`)
    // The runtime's build found both parts built.
    expect(built).toStrictEqual({ clock: 1, greeter: 1 })
    expect(await runtime.runPromise(Effect.map(Greeter, (g) => g.greet("shopper")))).toBe("hello shopper at 42")
    await runtime.dispose()
  })

  it("releases the parts when the runtime is disposed", async () => {
    const released: Array<string> = []
    const resource = (name: string) => Layer.scopedDiscard(Effect.addFinalizer(() => Effect.sync(() => released.push(name))))
    const part = resource("part")
    const runtime = await runtimeInTasks(Layer.merge(part, resource("rest")), [part])
    expect(released).toStrictEqual([])
    await runtime.dispose()
    expect([...released].sort()).toStrictEqual(["part", "rest"])
  })

  it("rejects with a part's failure and releases the parts built before it", async () => {
    const released: Array<string> = []
    const first = Layer.scopedDiscard(Effect.addFinalizer(() => Effect.sync(() => released.push("first"))))
    const failing = Layer.effectDiscard(Effect.fail("no client here" as const))
    const outcome = await runtimeInTasks(Layer.merge(first, failing), [first, failing]).then(
      () => "built",
      (error: unknown) => String(error)
    )
    expect(outcome).toContain("no client here")
    expect(released).toStrictEqual(["first"])
  })
})
