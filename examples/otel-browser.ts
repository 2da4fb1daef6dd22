import type { SpanExporter } from "@opentelemetry/sdk-trace-base"
import * as Layer from "effect/Layer"
import { atlasClient, Environment, Stores } from "atlas-client"
import { otelTracing } from "atlas-client/otel"

// In the browser: every use case a span (method, route, status, attempts; never a secret), through
// OpenTelemetry's web tracer (sdk-trace-web), to the exporter given, e.g.
// `new OTLPTraceExporter({ url: "/v1/traces" })` of @opentelemetry/exporter-trace-otlp-http.
// In batches; `immediate` exports each span as it ends (tests, development).
export const browserTracing = (exporter: SpanExporter, options: { readonly immediate?: boolean } = {}) =>
  otelTracing({ serviceName: "storefront", serviceVersion: "1.0.0", exporter, ...options })

// Provided under the client layer, so that the request layer is built with tracing on.
export const tracedLive = (exporter: SpanExporter) =>
  Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod({ brand: "atlas" }))), Layer.provideMerge(browserTracing(exporter)))
