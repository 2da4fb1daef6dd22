/**
 * The contract's descriptors as `HttpApiGroup`s (one per domain), and the OpenAPI document derived
 * from them. Server side only: browser entries never import `HttpApi*`.
 *
 * @since 0.1.0
 */
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { operations } from "../contract/index.js"
import type { AnyOperation } from "../core/Operation.js"
import { DEFAULT_BASE_PATH } from "../layers/Environment.js"

type AnyEndpoint = HttpApiEndpoint.HttpApiEndpoint.Any
type AnyGroup = HttpApiGroup.HttpApiGroup.Any

interface EndpointBuilder {
  setPath(schema: unknown): EndpointBuilder
  setUrlParams(schema: unknown): EndpointBuilder
  setHeaders(schema: unknown): EndpointBuilder
  setPayload(schema: unknown): EndpointBuilder
  addSuccess(schema: unknown, annotations: { readonly status: number }): EndpointBuilder
  addError(schema: unknown, annotations: { readonly status: number }): EndpointBuilder
}

/** The full path an operation is served at (atlas paths under the base path). */
export const servedPath = (op: AnyOperation, basePath: string = DEFAULT_BASE_PATH): string =>
  (op.host === "atlas" ? basePath : "") + op.path

/**
 * One operation as an `HttpApiEndpoint`: path, url params, headers, payload, success and each
 * error status with its schema.
 */
export const toEndpoint = (op: AnyOperation, basePath?: string): AnyEndpoint => {
  const path = servedPath(op, basePath).replace(/\{([^}]+)\}/g, ":$1") as HttpApiEndpoint.PathSegment
  // The descriptors' schemas are typed loosely (`AnySchema`), so the endpoint is built through a
  // loose view of the builder; HttpApi checks the schemas at runtime.
  let endpoint = HttpApiEndpoint.make(op.method)(op.name, path) as unknown as EndpointBuilder
  if (op.pathParams !== undefined) endpoint = endpoint.setPath(op.pathParams)
  if (op.urlParams !== undefined) endpoint = endpoint.setUrlParams(op.urlParams)
  if (op.headers !== undefined) endpoint = endpoint.setHeaders(op.headers)
  if (op.payload !== undefined) endpoint = endpoint.setPayload(op.payload)
  endpoint = endpoint.addSuccess(op.success, { status: op.successStatus })
  for (const [status, schema] of Object.entries(op.errors)) endpoint = endpoint.addError(schema, { status: Number(status) })
  return endpoint as unknown as AnyEndpoint
}

/** The descriptors of one domain as an `HttpApiGroup`. */
export const toGroup = (domain: string, ops: ReadonlyArray<AnyOperation>, basePath?: string): AnyGroup =>
  ops.reduce<AnyGroup>(
    (group, op) => (group as HttpApiGroup.HttpApiGroup<string>).add(toEndpoint(op, basePath) as never) as AnyGroup,
    HttpApiGroup.make(domain) as AnyGroup
  )

/** The whole contract as an `HttpApi`, one group per domain of operations.tsv. */
export const atlasApi = (basePath?: string) => {
  const domains = [...new Set(operations.map((op) => op.domain))]
  return domains.reduce(
    (api, domain) =>
      api.add(
        toGroup(
          domain,
          operations.filter((op) => op.domain === domain),
          basePath
        ) as never
      ),
    HttpApi.make("atlas") as unknown as HttpApi.HttpApi<string, never>
  )
}

/** The OpenAPI document of every descriptor. */
export const openApiDocument = (basePath?: string): OpenApi.OpenAPISpec => {
  const doc = OpenApi.fromApi(atlasApi(basePath) as never)
  return { ...doc, info: { ...doc.info, title: "atlas API (atlas-client contract)", version: "0.1.0" } }
}
