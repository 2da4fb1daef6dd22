/**
 * Reliability wiring: an in-memory scripted upstream (an `HttpClient` that answers each attempt
 * from a script and records it), and valid inputs and bodies for any operation, generated from
 * its own schemas.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as FastCheck from "effect/FastCheck"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { type AnyOperation, atlasClientWith, ClientConfig, Credentials, Environment, type Input } from "atlas-client"

export interface Attempt {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
}

/** What the script answers for attempt `n` (1-based): a web Response, or "network" for a transport failure. */
export type Script = (n: number, attempt: Attempt) => Response | "network"

/** A client whose every call goes to `script`; `attempts` records what was sent. */
export const scriptedClient = (
  script: Script,
  config: Parameters<typeof ClientConfig.layer>[0] = { baseDelayMs: 0, maxDelayMs: 0 },
  credentials: Layer.Layer<Credentials> = Credentials.fixed({ xsrfToken: "xsrf" })
) => {
  const attempts: Array<Attempt> = []
  const http = Layer.succeed(
    HttpClient.HttpClient,
    HttpClient.make((request) => {
      const attempt = { method: request.method, url: request.url, headers: { ...request.headers } }
      attempts.push(attempt)
      const answer = script(attempts.length, attempt)
      return answer === "network"
        ? Effect.fail(new HttpClientError.RequestError({ request, reason: "Transport", description: "connection reset" }))
        : Effect.succeed(HttpClientResponse.fromWeb(request, answer))
    })
  )
  const c = ClientConfig.layer(config)
  const layer = atlasClientWith(Environment.test(), credentials, http).pipe(Layer.provide(c))
  return { attempts, layer }
}

/** A valid input for an operation, generated from its schemas (deterministic for a seed). */
export const sampleInput = <Op extends AnyOperation>(op: Op, seed = 1): Input<Op> => {
  const part = (schema: Schema.Schema.AnyNoContext | undefined) =>
    schema === undefined ? undefined : FastCheck.sample(Arbitrary.make(schema), { numRuns: 1, seed })[0]
  const input: Record<string, unknown> = {}
  const path = part(op.pathParams)
  if (path !== undefined) input.path = path
  const urlParams = part(op.urlParams)
  if (urlParams !== undefined) input.urlParams = urlParams
  const headers = part(op.headers)
  if (headers !== undefined) input.headers = headers
  if (op.payload !== undefined) input.payload = part(op.payload)
  return input as Input<Op>
}

/**
 * A valid success body for an operation, as JSON text: the first generated value from `seed` on
 * that survives JSON (a generated number may be NaN or infinite, which JSON writes as `null`).
 */
export const sampleBody = (op: AnyOperation, seed = 1): string => {
  const decodes = Schema.is(Schema.encodedSchema(op.success))
  for (let s = seed; s < seed + 100; s++) {
    const value = FastCheck.sample(Arbitrary.make(op.success), { numRuns: 1, seed: s })[0]
    const body = JSON.stringify(Schema.encodeSync(op.success)(value)) ?? "null"
    if (decodes(JSON.parse(body))) return body
  }
  throw new Error(`no JSON-safe sample body for ${op.name}`)
}
