/**
 * The transport straight through `fetch`: the default browser path (`atlasClient`: the client is
 * plain `fetch` and tracing is off). One async step per attempt, the deadline a timer that aborts
 * the fetch, interruption aborting it too; the attempt is logged and its response classified as it
 * settles, with no further steps.
 *
 * @since 0.2.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ClientError } from "../../errors/client.js"
import { type RawResponse, readBody } from "../../internal/codec.js"
import { HttpTransport, type Transport } from "./attempt.js"
import type { AttemptFailure } from "./retryPolicy.js"

/**
 * The `fetch` the client's HTTP client calls, when that client is plain `fetch` (`atlasClient`
 * provides it). With tracing off the request layer then calls it directly, without the HTTP
 * client's per-request fibers; with tracing on, or without it, calls go through the HTTP client.
 */
export class DirectFetch extends Context.Tag("atlas-client/DirectFetch")<DirectFetch, typeof globalThis.fetch>() {
  /** `globalThis.fetch`, looked up at each call (so that a patched `fetch`, e.g. msw's, is used). */
  static readonly global: Layer.Layer<DirectFetch> = Layer.succeed(DirectFetch, (input, init) => globalThis.fetch(input, init))
}

/** Attempts through `fetchFn`; the body is serialised once per call. */
export const fetchTransport =
  (fetchFn: typeof globalThis.fetch): Transport =>
  (spec) => {
    const { site, headers, encoded, init, timeoutMs, clientError } = spec
    let body: string | null | undefined
    return Effect.async<RawResponse, AttemptFailure>((resume) => {
      const n = spec.begin()
      const started = Date.now()
      const payload = (body ??= encoded.hasBody ? JSON.stringify(encoded.body) : null)
      const controller = new AbortController()
      let done = false
      let timer: ReturnType<typeof setTimeout> | undefined
      const finish = (effect: Effect.Effect<RawResponse, AttemptFailure>) => {
        if (done) return
        done = true
        if (timer !== undefined) clearTimeout(timer)
        resume(effect)
      }
      // What settles the attempt runs in its fiber (a throw there is a defect, not a lost promise).
      const fail = (reason: ClientError["reason"], outcome: string, description?: string) =>
        finish(
          Effect.suspend(() => {
            spec.noResponse(n, started, outcome)
            return Effect.fail(clientError(reason, description))
          })
        )
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          controller.abort()
          fail("Timeout", "no response (timed out or cancelled)")
        }, timeoutMs)
      }
      let sent: Promise<Response>
      try {
        sent = fetchFn(site.url, { ...init, method: spec.method, headers, body: payload, signal: controller.signal })
      } catch (cause) {
        sent = Promise.reject(cause)
      }
      sent.then(
        (response) =>
          response.text().then(
            (text) =>
              finish(
                Effect.suspend(() =>
                  spec.received(n, started, { status: response.status, headers: Object.fromEntries(response.headers), ...readBody(text) })
                )
              ),
            () => fail("Network", `Decode error (${response.status} ${spec.method} ${site.url})`, "Decode")
          ),
        () => fail("Network", "Network Error", "Transport")
      )
      // Interrupted (aborted, or the call's fiber ended): the fetch is aborted and the attempt logged.
      return Effect.sync(() => {
        if (done) return
        done = true
        if (timer !== undefined) clearTimeout(timer)
        controller.abort()
        spec.noResponse(n, started, "no response (timed out or cancelled)")
      })
    })
  }

/** The transport straight through the client's `DirectFetch`. */
export const fetchTransportLayer: Layer.Layer<HttpTransport, never, DirectFetch> = Layer.effect(
  HttpTransport,
  Effect.map(DirectFetch, fetchTransport)
)
