/**
 * The executor bound to one request layer, for services: `const run = yield* runner`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { AtlasHttp, type CallOptions } from "../layers/AtlasHttp.js"
import { executeWith } from "./executor.js"
import type { AnyOperation, Input } from "./Operation.js"

/** Runs operations through the request layer a service was built with. */
export const runner = Effect.map(
  AtlasHttp,
  (http) =>
    <Op extends AnyOperation>(op: Op, input: Input<Op>, options?: CallOptions) =>
      executeWith(http, op, input, options)
)
