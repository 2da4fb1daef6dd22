/**
 * What a service binds once, from the request layer it was built with:
 * `const { run, fn } = yield* runner`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type * as Tracer from "effect/Tracer"
import { AtlasHttp, type CallOptions } from "./AtlasHttp.js"
import { executeWith } from "./execute.js"
import type { AnyOperation, Input } from "../core/Operation.js"

let defaultTracer: Tracer.Tracer | undefined

/**
 * `Effect.fn` whose span is made only when the app has installed a tracer (DESIGN principle 2):
 * with Effect's default tracer nothing would record the span, and each one costs a stack capture,
 * a span object and a context copy on every call, so the use case runs as `Effect.fnUntraced`.
 */
const spanWhenTraced = ((name: string) =>
  <Args extends ReadonlyArray<unknown>, A, E, R>(body: (...args: Args) => Generator<never, A, never>) => {
    const traced = (Effect.fn(name) as (b: typeof body) => (...args: Args) => Effect.Effect<A, E, R>)(body)
    const plain = (Effect.fnUntraced as (b: typeof body) => (...args: Args) => Effect.Effect<A, E, R>)(body)
    return (...args: Args) =>
      Effect.tracerWith((tracer) => (tracer === (defaultTracer ??= Effect.runSync(Effect.tracer)) ? plain : traced)(...args))
  }) as unknown as typeof Effect.fn

/**
 * `run` sends operations through the service's request layer; `fn` declares a use case: a span
 * named after it (`Effect.fn`) when tracing is on (`ClientConfig.layer({ tracing: true })`) or the
 * app has installed a tracer, a plain `Effect.fnUntraced` otherwise.
 */
export const runner = Effect.map(AtlasHttp, (http) => ({
  run: <Op extends AnyOperation>(op: Op, input: Input<Op>, options?: CallOptions) => executeWith(http, op, input, options),
  fn: http.config.tracing ? Effect.fn : spanWhenTraced
}))
