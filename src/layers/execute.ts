/**
 * The generic executor (DESIGN principle 1): validate the input against the operation's schemas
 * (nothing is sent when it fails), send it through the one request layer, decode the response by
 * status, and report a failure to the app's `Analytics` when it has one. Every service method is a
 * call of {@link execute}.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { RequestValidationError } from "../errors/client.js"
import { AtlasHttp, type CallOptions } from "./AtlasHttp.js"
import { projectionQuery } from "../core/projection.js"
import { decodeResponse, type EncodedRequest, encodeRequest } from "../internal/codec.js"
import type { AnyOperation, Failure, Input, Success } from "../core/Operation.js"

/**
 * Runs one operation. It fails with an `AtlasError` or a typed error of a code family the
 * operation declares ({@link Failure}).
 *
 * @example
 * const store = yield* execute(StoresContract.getStoreDetails, { path: { storeId: "01400943" } })
 */
export const execute = <Op extends AnyOperation>(
  op: Op,
  input: Input<Op>,
  options?: CallOptions
): Effect.Effect<Success<Op>, Failure<Op>, AtlasHttp> => Effect.flatMap(AtlasHttp, (http) => executeWith(http, op, input, options))

/** {@link execute} through a given request layer (services hold theirs: no lookup per call). */
export const executeWith = <Op extends AnyOperation>(
  http: AtlasHttp,
  op: Op,
  input: Input<Op>,
  options?: CallOptions
): Effect.Effect<Success<Op>, Failure<Op>> =>
  // Plain steps rather than a generator: this runs on every call.
  Effect.suspend((): Effect.Effect<Success<Op>, Failure<Op>> => {
    const encoded = Either.flatMap(encodeRequest(op, input), (base) =>
      options?.projections === undefined ? Either.right(base) : withProjections(op, base, options.projections)
    )
    if (Either.isLeft(encoded)) return Effect.fail(encoded.left)
    return Effect.flatMap(http.send(op, encoded.right, options), (sent) => {
      const decoded = decodeResponse(op, sent.response, sent.site, sent.idempotencyKey)
      if (!http.config.tracing) return decoded
      return Effect.zipRight(
        Effect.annotateCurrentSpan({
          "http.request.method": op.method,
          "http.route": op.path,
          "http.response.status_code": sent.response.status,
          "atlas.operation": op.name,
          "atlas.attempts": sent.attempts
        }),
        decoded
      )
    })
  }).pipe(Effect.tapError(op.dataClassification === undefined ? http.report : (error) => http.report(error, op)))

const withProjections = (op: AnyOperation, encoded: EncodedRequest, projections: ReadonlyArray<string>) =>
  Either.match(projectionQuery(projections), {
    onLeft: (e) => Either.left(new RequestValidationError({ operation: op.name, requestKind: op.requestKind, issues: e.message })),
    onRight: (query) =>
      Either.right<EncodedRequest>(query === "" ? encoded : { ...encoded, urlParams: [...encoded.urlParams, ["projections", query]] })
  })
