/**
 * A runtime built a part per task: a page's runtime built before hydration without one long task.
 *
 * @since 0.4.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Scope from "effect/Scope"

/**
 * The next task: what the browser has queued (a paint, a tap) runs first. A message posted to
 * itself, not a timer: no clamp after nested timeouts, and not throttled in a hidden tab.
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(0)
  })

/**
 * A `ManagedRuntime` over `layer`, its `parts` built first, each in a task of its own, then the
 * runtime in the next: a page that builds its runtime before it hydrates does so in tasks of a part
 * each, between which the browser paints and takes input, where `ManagedRuntime.make(layer)` and
 * its first use build every layer in one task; it resolves in a task of its own after that. Each part is a layer that needs nothing (a piece of
 * `layer`: the environment, the client, a service provided with what it needs); all are built
 * into one memo map, which the runtime's build reads, so each is built once (pass them in the
 * order they depend on each other: a part built later finds those before it built). The parts live
 * until the runtime is disposed. Rejects with the first part's failure, if one fails.
 *
 * @example
 * ```ts
 * const hosts = Environment.prod()
 * const pageClient = atlasClient(hosts)
 * const pageServices = Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(pageClient))
 * // A task each for the hosts, the client and the stores service, then one for the runtime (with the carts).
 * export const pageRuntime = await runtimeInTasks(pageServices, [hosts, pageClient, Layer.provide(Stores.Default, pageClient)])
 * ```
 */
export const runtimeInTasks = async <R, E>(
  layer: Layer.Layer<R, E, never>,
  parts: ReadonlyArray<Layer.Layer<never, unknown, never>>
): Promise<ManagedRuntime.ManagedRuntime<R, E>> => {
  const memoMap = Effect.runSync(Layer.makeMemoMap)
  const scope = Effect.runSync(Scope.make())
  try {
    for (const part of parts) {
      await nextTask()
      await Effect.runPromise(Layer.buildWithMemoMap(part, memoMap, scope))
    }
    await nextTask()
    // The parts' scope is closed with the runtime's.
    const closesParts = Layer.scopedDiscard(Effect.addFinalizer(() => Scope.close(scope, Exit.void)))
    const runtime = ManagedRuntime.make(Layer.merge(layer, closesParts), memoMap)
    await runtime.runtime()
    // What the caller does next (hydrating the page) starts a task of its own.
    await nextTask()
    return runtime
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw error
  }
}
