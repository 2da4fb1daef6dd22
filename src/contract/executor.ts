/**
 * The generic executor (DESIGN principle 1): validate the input against the operation's schemas
 * (nothing is sent when it fails), send it through the one request layer, decode the response by
 * status. Every service method is a call of {@link execute}.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { AtlasError } from "../errors/client.js"
import { AtlasHttp, type CallOptions } from "../layers/AtlasHttp.js"
import { decodeResponse, encodeRequest } from "./codec.js"
import type { AnyOperation, Input, Success } from "./Operation.js"

/**
 * Runs one operation.
 *
 * @example
 * const store = yield* execute(StoresContract.getStoreDetails, { path: { storeId: "01400943" } })
 */
export const execute = <Op extends AnyOperation>(
  op: Op,
  input: Input<Op>,
  options?: CallOptions
): Effect.Effect<Success<Op>, AtlasError, AtlasHttp> =>
  Effect.gen(function* () {
    const encoded = yield* encodeRequest(op, input)
    const http = yield* AtlasHttp
    const sent = yield* http.send(op, encoded, options)
    if (http.config.tracing) {
      yield* Effect.annotateCurrentSpan({
        "http.request.method": op.method,
        "http.route": op.path,
        "http.response.status_code": sent.response.status,
        "atlas.operation": op.name,
        "atlas.attempts": sent.attempts
      })
    }
    return yield* decodeResponse(op, sent.response, sent.site, sent.idempotencyKey)
  })
