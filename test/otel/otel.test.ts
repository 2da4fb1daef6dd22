import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base"
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { otelTracing } from "atlas-client/otel"

describe("atlas-client/otel", () => {
  it.live("exports one span per use case with method, route, status and no secret", () => {
    const exporter = new InMemorySpanExporter()
    const upstream = makeReferenceUpstream()
    const layer = Stores.Default.pipe(
      Layer.provideMerge(shopperClient({ upstream, authorization: "Bearer canary-otel-secret" })),
      Layer.provideMerge(otelTracing({ serviceName: "storefront-test", exporter, immediate: true }))
    )
    return Effect.gen(function* () {
      const stores = yield* Stores
      yield* stores.getStoreDetails("01400316")
      yield* stores.getStoreDetails("99999999").pipe(Effect.ignore)
      const spans = exporter.getFinishedSpans()
      const ours = spans.filter((s) => s.name === "Stores.getStoreDetails")
      assert.strictEqual(ours.length, 2)
      assert.strictEqual(ours[0]?.attributes["http.route"], "/stores/v1/details/{storeId}")
      assert.strictEqual(ours[0]?.attributes["http.response.status_code"], 200)
      assert.strictEqual(ours[1]?.attributes["http.response.status_code"], 404)
      assert.strictEqual(ours[1]?.status.code, 2, "the failed call's span is an error")
      assert.strictEqual(ours[0]?.resource.attributes["service.name"], "storefront-test")
      assert.notInclude(JSON.stringify(spans.map((s) => ({ a: s.attributes, e: s.events }))), "canary-otel-secret")
      assert.notInclude(upstream.log[0]?.headers["traceparent"] ?? "", "00-", "no propagation unless asked")
    }).pipe(Effect.provide(layer))
  })
})
