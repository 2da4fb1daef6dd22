import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { pickupStoresNear } from "./compose.js"
import { browserTracing } from "./otel-browser.js"
import { nodeTracing } from "./otel-node.js"

// Spans in a test: when the program's layer closes, the SDK shuts its exporter down, and an
// InMemorySpanExporter empties itself then. Read the spans before that, or keep them.
describe("use-case spans in a test", () => {
  it("reads them from an InMemorySpanExporter inside the program (spans exported as they end)", async () => {
    const exporter = new InMemorySpanExporter()
    const layer = Stores.Default.pipe(
      Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })),
      Layer.provideMerge(browserTracing(exporter, { immediate: true }))
    )
    const program = pickupStoresNear("45202").pipe(Effect.zipRight(Effect.sync(() => exporter.getFinishedSpans())))
    const spans = await Effect.runPromise(Effect.provide(program, layer))
    const span = spans.find((s) => s.name === "Stores.searchStores")
    expect(span?.attributes["http.response.status_code"]).toBe(200)
    expect(span?.resource.attributes["service.name"]).toBe("storefront")
    expect(exporter.getFinishedSpans()).toEqual([]) // the layer has closed: emptied
  })

  it("keeps batched spans with an exporter that ignores shutdown, read after the layer closed", async () => {
    class KeptSpans extends InMemorySpanExporter {
      override shutdown() {
        return Promise.resolve()
      }
    }
    const exporter = new KeptSpans()
    const layer = Stores.Default.pipe(
      Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })),
      Layer.provideMerge(nodeTracing(exporter))
    )
    await Effect.runPromise(Effect.provide(pickupStoresNear("45202"), layer))
    // Closing the layer flushed the batch to the exporter.
    const span = exporter.getFinishedSpans().find((s) => s.name === "Stores.searchStores")
    expect(span?.attributes["http.route"]).toBe("/stores/v1/search")
    expect(span?.resource.attributes["service.name"]).toBe("storefront-ssr")
  })
})
