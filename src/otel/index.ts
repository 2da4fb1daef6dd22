/**
 * `atlas-client/otel`: exports the use-case spans through OpenTelemetry (the web tracer of
 * `@effect/opentelemetry`). Optional: apps that want it install `@effect/opentelemetry` and the
 * OpenTelemetry SDK packages and provide this layer to their client layer.
 *
 * @since 0.1.0
 */
import * as WebSdk from "@effect/opentelemetry/WebSdk"
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base"
import * as Layer from "effect/Layer"
import { ClientConfig } from "../layers/ClientConfig.js"

/** Options of {@link otelTracing}. */
export interface OtelTracingOptions {
  readonly serviceName: string
  readonly serviceVersion?: string
  /** Where spans go, e.g. an OTLP exporter, or `InMemorySpanExporter` in tests. */
  readonly exporter: SpanExporter
  /** Export each span as it ends instead of in batches (tests, development). */
  readonly immediate?: boolean
  /**
   * Also send `traceparent` headers (needs the hosts' CORS to allow them, and a client over Effect's
   * `HttpClient`: `atlasClientWith(environment, credentials, FetchHttpClient.layer)`, not `atlasClient`).
   */
  readonly propagateTrace?: boolean
}

/**
 * Turns tracing on (every use case a span named after it, with method, route, status and attempts,
 * never a secret) and exports the spans through OpenTelemetry. Provide it under the client layer
 * (`Layer.provideMerge`), so that the request layer is built with tracing on.
 *
 * @example
 * ```ts
 * export const traced = (exporter: SpanExporter) =>
 *   live.pipe(Layer.provideMerge(otelTracing({ serviceName: "storefront", serviceVersion: "1.4.0", exporter })))
 * ```
 */
export const otelTracing = (options: OtelTracingOptions): Layer.Layer<ClientConfig> =>
  Layer.mergeAll(
    WebSdk.layer(() => ({
      resource: {
        serviceName: options.serviceName,
        ...(options.serviceVersion === undefined ? {} : { serviceVersion: options.serviceVersion })
      },
      spanProcessor: options.immediate ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(options.exporter)
    })).pipe(Layer.discard),
    ClientConfig.layer({ tracing: true, propagateTrace: options.propagateTrace ?? false })
  )
