import * as NodeSdk from "@effect/opentelemetry/NodeSdk"
import { BatchSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base"
import * as Layer from "effect/Layer"
import { ClientConfig } from "atlas-client"

// On Node (server rendering, a backend for the front end): Effect's OpenTelemetry Node SDK with a
// span processor of sdk-trace-base, and tracing turned on in the client. Provide it under the
// client layer, like the browser's.
export const nodeTracing = (exporter: SpanExporter) =>
  Layer.mergeAll(
    NodeSdk.layer(() => ({ resource: { serviceName: "storefront-ssr" }, spanProcessor: new BatchSpanProcessor(exporter) })).pipe(
      Layer.discard
    ),
    ClientConfig.layer({ tracing: true })
  )
