import { assert, describe, expect, it } from "@effect/vitest"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { atlasClient, atlasClientWith, ClientConfig, Credentials, Environment, Stores } from "atlas-client"
import { mswOrigins, observed, type RecordedSpan, shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"

const { requests } = serveMswUpstream()
type AtlasClientOf = Layer.Layer.Success<ReturnType<typeof atlasClient>>
const withConfig = (config: Parameters<typeof ClientConfig.layer>[0]) => {
  const c = ClientConfig.layer(config)
  return Stores.Default.pipe(Layer.provideMerge(shopperClient().pipe(Layer.provide(c))), Layer.provide(c))
}

describe("tracing", () => {
  it.live("by default: no trace-propagation headers and no HTTP client span", () =>
    Effect.gen(function* () {
      const spans: Array<RecordedSpan> = []
      yield* observed(Stores.pipe(Effect.flatMap((s) => s.getStoreFilters())), spans, [])
      assert.strictEqual(requests[0]?.headers.get("traceparent"), null)
      assert.strictEqual(requests[0]?.headers.get("b3"), null)
      expect(spans.map((s) => s.name)).toStrictEqual(["Stores.getStoreFilters"])
    }).pipe(Effect.provide(withConfig({})))
  )

  it.live("opted in: the use-case span carries method, route, status and attempts; propagation when asked", () =>
    Effect.gen(function* () {
      const spans: Array<RecordedSpan> = []
      yield* observed(Stores.pipe(Effect.flatMap((s) => s.getStoreDetails("01400316"))), spans, [])
      const span = spans.find((s) => s.name === "Stores.getStoreDetails")
      assert.isDefined(span)
      assert.strictEqual(span?.attributes["http.request.method"], "GET")
      assert.strictEqual(span?.attributes["http.route"], "/stores/v1/details/{storeId}")
      assert.strictEqual(span?.attributes["http.response.status_code"], 200)
      assert.strictEqual(span?.attributes["atlas.attempts"], 1)
      assert.strictEqual(span?.status, "ok")
      assert.match(requests[0]?.headers.get("traceparent") ?? "", /^00-/)
    }).pipe(Effect.provide(withConfig({ tracing: true, propagateTrace: true })))
  )

  /** A call with its spans recorded: the use case's span alone, annotated with the request's method and status. */
  const useCaseSpanAlone = Effect.gen(function* () {
    const spans: Array<RecordedSpan> = []
    yield* observed(Stores.pipe(Effect.flatMap((s) => s.getStoreFilters())), spans, [])
    expect(spans.map((s) => s.name)).toStrictEqual(["Stores.getStoreFilters"])
    assert.strictEqual(spans[0]?.attributes["http.request.method"], "GET")
    assert.strictEqual(spans[0]?.attributes["http.response.status_code"], 200)
    return spans
  })

  it.live("opted in: the HTTP client's own span under the use case's, by default", () =>
    Effect.gen(function* () {
      const spans: Array<RecordedSpan> = []
      yield* observed(Stores.pipe(Effect.flatMap((s) => s.getStoreFilters())), spans, [])
      expect(spans.map((s) => s.name)).toStrictEqual(["Stores.getStoreFilters", "http.client GET"])
    }).pipe(Effect.provide(withConfig({ tracing: true })))
  )

  it.live("opted in without HTTP spans: the use-case span alone, with its attributes (sent through plain fetch)", () =>
    Effect.gen(function* () {
      const spans = yield* useCaseSpanAlone
      assert.strictEqual(spans[0]?.attributes["atlas.attempts"], 1)
    }).pipe(Effect.provide(withConfig({ tracing: true, httpSpans: false })))
  )

  it.live("with no tracer installed and tracing off, a use case makes no span (no stack capture, no span per call)", () => {
    // The span current while the request is sent, as an HTTP client of the app's would see it.
    const seen: Array<string> = []
    const http = Layer.succeed(
      HttpClient.HttpClient,
      HttpClient.make((request) =>
        Effect.map(Effect.option(Effect.currentSpan), (span) => {
          seen.push(Option.match(span, { onNone: () => "no span", onSome: (s) => s.name }))
          return HttpClientResponse.fromWeb(request, Response.json({ data: { departments: [], storeTypes: [], banners: [] } }))
        })
      )
    )
    const layer = Stores.Default.pipe(Layer.provideMerge(atlasClientWith(Environment.test(), Credentials.none, http)))
    const call = Stores.pipe(Effect.flatMap((s) => s.getStoreFilters()))
    return Effect.gen(function* () {
      yield* call
      yield* observed(call, [], [])
      // Effect's default tracer: none; a tracer the app installed (here per call): the use case's span.
      expect(seen).toStrictEqual(["no span", "Stores.getStoreFilters"])
    }).pipe(Effect.provide(layer))
  })

  describe("atlasClient (plain fetch) and atlasClientWith(FetchHttpClient.layer)", () => {
    const over = (client: Layer.Layer<AtlasClientOf>, config: Parameters<typeof ClientConfig.layer>[0]) => {
      const c = ClientConfig.layer(config)
      return Stores.Default.pipe(Layer.provideMerge(client.pipe(Layer.provide(c))), Layer.provide(c))
    }
    const plain = atlasClient(Environment.test(mswOrigins), Credentials.none)
    const overFetchClient = atlasClientWith(Environment.test(mswOrigins), Credentials.none, FetchHttpClient.layer)

    it.live("atlasClient with tracing on: the use-case span alone, annotated, whatever httpSpans says", () =>
      Effect.gen(function* () {
        yield* useCaseSpanAlone
        assert.strictEqual(requests[0]?.headers.get("traceparent"), null)
      }).pipe(Effect.provide(over(plain, { tracing: true, httpSpans: true })))
    )

    it.live("atlasClient refuses trace propagation, naming the client that can send it", () =>
      Effect.gen(function* () {
        const exit = yield* Effect.exit(
          Stores.pipe(Effect.flatMap((s) => s.getStoreFilters())).pipe(Effect.provide(over(plain, { tracing: true, propagateTrace: true })))
        )
        assert.isTrue(Exit.isFailure(exit) && Cause.isDie(exit.cause))
        assert.include(
          Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "",
          "atlasClientWith(environment, credentials, FetchHttpClient.layer)"
        )
        assert.strictEqual(requests.length, 0)
      })
    )

    it.live("atlasClientWith without HTTP spans: the use-case span alone", () =>
      Effect.gen(function* () {
        const spans: Array<RecordedSpan> = []
        yield* observed(Stores.pipe(Effect.flatMap((s) => s.getStoreFilters())), spans, [])
        expect(spans.map((s) => s.name)).toStrictEqual(["Stores.getStoreFilters"])
      }).pipe(Effect.provide(over(overFetchClient, { tracing: true, httpSpans: false })))
    )

    it.live("atlasClientWith over Effect's fetch client: the HTTP client's span under the use case's, and trace headers", () =>
      Effect.gen(function* () {
        const spans: Array<RecordedSpan> = []
        yield* observed(Stores.pipe(Effect.flatMap((s) => s.getStoreFilters())), spans, [])
        expect(spans.map((s) => s.name)).toStrictEqual(["Stores.getStoreFilters", "http.client GET"])
        assert.match(requests[0]?.headers.get("traceparent") ?? "", /^00-/)
      }).pipe(Effect.provide(over(overFetchClient, { tracing: true, propagateTrace: true })))
    )
  })
})
