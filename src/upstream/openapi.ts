/**
 * The contract's descriptors as `HttpApiGroup`s (one per domain), and the OpenAPI document derived
 * from them. Server side only: browser entries never import `HttpApi*`.
 *
 * Every fact of the document comes from one source: operations' summaries, tags, use cases, retry
 * classes, statuses and parameters from the descriptors (`src/contract/`), servers from the
 * environments (`Environment.prod`, `stage`, `test`), the version and license from package.json.
 * The document passes `redocly lint` (recommended rules) and a strict OpenAPI 3.1 validator
 * (`test/contract/openapi.test.ts`).
 *
 * @since 0.1.0
 */
import { createRequire } from "node:module"
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import * as JsonSchema from "@effect/platform/OpenApiJsonSchema"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { operations } from "../contract/index.js"
import type { AnyOperation, Host } from "../core/Operation.js"
import { ErrorEnvelope } from "../errors/envelope.js"
import { documentedChecks } from "./openapiChecks.js"
import { servedPayloads } from "./stores/handlers.js"
import { idempotencyParameter, securityOf, securitySchemes, tokenRequestBody, withDecodingBounds, withRefusals } from "./openapiEnforced.js"
import { brands, DEFAULT_BASE_PATH, Environment, type EnvironmentConfig, type TestOrigins } from "../layers/Environment.js"

type AnyEndpoint = HttpApiEndpoint.HttpApiEndpoint.Any
type AnyGroup = HttpApiGroup.HttpApiGroup.Any

interface EndpointBuilder {
  setPath(schema: unknown): EndpointBuilder
  setUrlParams(schema: unknown): EndpointBuilder
  setHeaders(schema: unknown): EndpointBuilder
  setPayload(schema: unknown): EndpointBuilder
  addSuccess(schema: unknown, annotations: { readonly status: number }): EndpointBuilder
  addError(schema: unknown, annotations: { readonly status: number }): EndpointBuilder
  annotateContext(context: unknown): EndpointBuilder
}

/** The full path an operation is served at (atlas paths under the base path). */
export const servedPath = (op: AnyOperation, basePath: string = DEFAULT_BASE_PATH): string =>
  (op.host === "atlas" ? basePath : "") + op.path

/**
 * What the document says of an operation besides its summary: the use case (sent as
 * `x-call-origin`), the retry class, and the credentials, scopes or role the call needs.
 */
export const operationDescription = (op: AnyOperation): string => {
  const retry = {
    read: "a read, retried on transient failures",
    keyed: "a change: send an `Idempotency-Key` header; retried only with the same key",
    never: "a change that is neither retried nor deduplicated"
  }[op.retry]
  const parts = [`Use case \`${op.name}\` (sent as \`x-call-origin\`).`, `Retry class \`${op.retry}\`: ${retry}.`]
  if (op.credentials) parts.push("Carries the shopper's credentials (cookies and tokens).")
  if (op.scopes !== undefined) parts.push(`A service token needs the scopes ${op.scopes.map((s) => `\`${s}\``).join(", ")}.`)
  if (op.role !== undefined) parts.push(`A service token's client needs the role \`${op.role}\`.`)
  return parts.join(" ")
}

/**
 * One operation as an `HttpApiEndpoint`: path, url params, headers, payload, success and each
 * error status with its schema, its summary and description.
 */
export const toEndpoint = (op: AnyOperation, basePath?: string): AnyEndpoint => {
  const path = servedPath(op, basePath).replace(/\{([^}]+)\}/g, ":$1") as HttpApiEndpoint.PathSegment
  // The descriptors' schemas are typed loosely (`AnySchema`), so the endpoint is built through a
  // loose view of the builder; HttpApi checks the schemas at runtime.
  let endpoint = HttpApiEndpoint.make(op.method)(op.name, path) as unknown as EndpointBuilder
  if (op.pathParams !== undefined) endpoint = endpoint.setPath(op.pathParams)
  if (op.urlParams !== undefined) endpoint = endpoint.setUrlParams(op.urlParams)
  if (op.headers !== undefined) endpoint = endpoint.setHeaders(op.headers)
  if (op.payload !== undefined) endpoint = endpoint.setPayload(documentedChecks(servedPayloads[op.name] ?? op.payload))
  endpoint = endpoint.addSuccess(op.success, { status: op.successStatus })
  for (const status of Object.keys(op.errors)) endpoint = endpoint.addError(ErrorEnvelope, { status: Number(status) })
  endpoint = endpoint.annotateContext(OpenApi.annotations({ summary: op.summary, description: operationDescription(op) }))
  return endpoint as unknown as AnyEndpoint
}

/** A tag's description, from its domain's descriptors: the services using it and what they do. */
export const domainDescription = (domain: string, ops: ReadonlyArray<AnyOperation>): string => {
  const services = [...new Set(ops.map((op) => op.name.split(".")[0] ?? op.name))]
  const hosts = [...new Set(ops.map((op) => op.host))]
  return (
    `The \`${domain}\` operations of the contract (${ops.length} on the ${hosts.join(" and ")} host${hosts.length > 1 ? "s" : ""}), ` +
    `used by ${services.map((s) => `\`${s}\``).join(", ")}: ${ops.map((op) => op.summary).join("; ")}.`
  )
}

/** The descriptors of one domain as an `HttpApiGroup`, described by {@link domainDescription}. */
export const toGroup = (domain: string, ops: ReadonlyArray<AnyOperation>, basePath?: string): AnyGroup =>
  ops.reduce<AnyGroup>(
    (group, op) => (group as HttpApiGroup.HttpApiGroup<string>).add(toEndpoint(op, basePath) as never) as AnyGroup,
    HttpApiGroup.make(domain).annotateContext(OpenApi.annotations({ description: domainDescription(domain, ops) })) as AnyGroup
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

/** Options of {@link openApiDocument}. */
export interface OpenApiOptions {
  /** The atlas base path (default `/atlas/v1`): the prefix of every atlas path. */
  readonly basePath?: string
  /**
   * The reference upstream serving the document: its origins are the `test` servers, listed first
   * (so an API explorer reading the document tries the upstream it came from). Without them the
   * `test` servers are the default ports (`Environment.test()`), listed last.
   */
  readonly origins?: Partial<TestOrigins>
}

type ServerVariable = { default: string; enum?: [string, ...Array<string>]; description?: string }
/** An OpenAPI server object. */
export interface Server {
  url: string
  description?: string
  variables?: Record<string, ServerVariable>
}

const configOf = (layer: Layer.Layer<Environment>): EnvironmentConfig => Effect.runSync(Effect.provide(Environment, layer))

const brandVariable: ServerVariable = {
  default: brands.atlas,
  enum: Object.values(brands) as [string, ...Array<string>],
  description: `The brand's domain (${Object.entries(brands)
    .map(([brand, domain]) => `${brand}: ${domain}`)
    .join(", ")})`
}

/**
 * The servers of one host in each environment: its base URL in `Environment.prod`, `stage` and
 * `test` (for atlas, the origin: the document's paths carry the base path). A brand's domain in a
 * URL is the server variable `domain`.
 */
export const serversOf = (host: Host, options: OpenApiOptions = {}): Array<Server> => {
  const basePath = options.basePath ?? DEFAULT_BASE_PATH
  const environments = [
    configOf(Environment.prod({ basePath })),
    configOf(Environment.stage({ basePath })),
    configOf(Environment.test(options.origins, { basePath }))
  ]
  if (options.origins !== undefined) environments.unshift(...environments.splice(2, 1))
  return environments.map((env) => {
    const baseUrl = env.hosts[host].baseUrl
    const url = host === "atlas" && baseUrl.endsWith(basePath) ? baseUrl.slice(0, baseUrl.length - basePath.length) : baseUrl
    const description = `${env.name}: Environment.${env.name}()${env.name === "test" ? " (the reference upstream)" : ""}`
    const domain = brands[env.brand]
    return url.includes(domain)
      ? { url: url.replace(domain, "{domain}"), description, variables: { domain: brandVariable } }
      : { url, description }
  })
}

type JsonObject = Record<string, unknown>

const isObject = (u: unknown): u is JsonObject => typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * Drops the `$id`s Effect gives `Schema.Unknown`, `Schema.Any` and the like (`/schemas/unknown`):
 * JSON Schema 2020-12 allows one schema per `$id` in a document, and they mean nothing here.
 */
const withoutSchemaIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSchemaIds)
  if (!isObject(value)) return value
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(value)) {
    if (k === "$id" && typeof v === "string" && v.startsWith("/schemas/")) continue
    out[k] = withoutSchemaIds(v)
  }
  return out
}

const COMPONENT = "#/components/schemas/"

const primitiveTypes: ReadonlySet<unknown> = new Set(["number", "integer", "boolean"])

/**
 * The schema of a parameter as what its text encodes: a number, a boolean, or a comma-joined list
 * of them or of strings (the decoded side of the descriptor's codec), else the text itself
 * (`undefined`: leave the encoded side's schema).
 */
const decodedParamSchema = (decoded: JsonObject | undefined, defs: Readonly<Record<string, unknown>>): JsonObject | undefined => {
  if (decoded === undefined) return undefined
  const resolve = (s: unknown): JsonObject | undefined => {
    if (!isObject(s)) return undefined
    const ref = s["$ref"]
    if (typeof ref === "string" && ref.startsWith(COMPONENT)) {
      const target = defs[ref.slice(COMPONENT.length)]
      return isObject(target) ? { ...target, ...s } : undefined
    }
    return s
  }
  const resolved = resolve(decoded)
  if (resolved === undefined) return undefined
  if (primitiveTypes.has(resolved["type"])) return decoded
  if (resolved["type"] === "array") {
    const items = resolve(resolved["items"])
    if (items !== undefined && (primitiveTypes.has(items["type"]) || items["type"] === "string")) return decoded
  }
  return undefined
}

/**
 * A parameter whose text encodes an object (`filter.latLng`: `{ lat, lng }` as `lat,lng`) gets an
 * example: the descriptor's codec encoding the object of each property's least value.
 */
const withObjectExample = (p: Parameter, part: Schema.Schema.AnyNoContext | undefined, decoded: JsonObject | undefined): Parameter => {
  const properties = decoded?.["properties"]
  if (part === undefined || decoded?.["type"] !== "object" || !isObject(properties)) return p
  const value = Object.fromEntries(
    Object.entries(properties).map(([k, v]) => [k, isObject(v) && typeof v["minimum"] === "number" ? v["minimum"] : 0])
  )
  const struct = part as unknown as Schema.Struct<Schema.Struct.Fields>
  if (struct.fields?.[p.name] === undefined) return p
  const encoded = Schema.encodeUnknownEither(struct.pick(p.name) as unknown as Schema.Schema.AnyNoContext)({ [p.name]: value })
  const text: unknown = encoded._tag === "Right" && isObject(encoded.right) ? encoded.right[p.name] : undefined
  if (typeof text !== "string") return p
  return { ...p, description: `{ ${Object.keys(properties).join(", ")} } as text, e.g. \`${text}\``, example: text }
}

interface Parameter {
  name: string
  in: "query" | "header" | "path" | "cookie"
  schema: unknown
  required: boolean
  description?: string
  style?: "form" | "simple"
  explode?: boolean
  example?: string
}

/**
 * Types an operation's parameters as what they encode (numbers as number or integer, booleans as
 * boolean, lists as arrays); a list goes comma-joined, commas unencoded (`filter.gtin13s=a,b`):
 * `style: form, explode: false` in a query, `simple` (the default) in a path or header.
 */
const typeParameters = (op: AnyOperation, parameters: Array<Parameter>, defs: Record<string, unknown>): Array<Parameter> => {
  const decodedOf = (schema: Schema.Schema.AnyNoContext | undefined): JsonObject => {
    if (schema === undefined) return {}
    const js: unknown = JsonSchema.makeWithDefs(Schema.typeSchema(schema), { defs })
    return isObject(js) && isObject(js["properties"]) ? js["properties"] : {}
  }
  const decoded: Record<Parameter["in"], JsonObject> = {
    path: decodedOf(op.pathParams),
    query: decodedOf(op.urlParams),
    header: decodedOf(op.headers),
    cookie: {}
  }
  const parts: Record<Parameter["in"], Schema.Schema.AnyNoContext | undefined> = {
    path: op.pathParams,
    query: op.urlParams,
    header: op.headers,
    cookie: undefined
  }
  return parameters.map((p) => {
    const field = decoded[p.in][p.name]
    const typed = decodedParamSchema(isObject(field) ? field : undefined, defs)
    if (typed === undefined) return withObjectExample(p, parts[p.in], isObject(field) ? field : undefined)
    const { description: _, ...rest } = p
    const description = typeof typed["description"] === "string" ? { description: typed["description"] } : {}
    const list = typed["type"] === "array" && p.in === "query"
    return { ...rest, ...description, schema: typed, ...(list ? { style: "form" as const, explode: false } : {}) }
  })
}

/** The component names a document refers to (`#/components/schemas/X`), transitively. */
const usedComponents = (doc: unknown, schemas: Readonly<Record<string, unknown>>): Set<string> => {
  const used = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isObject(value)) return
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith(COMPONENT)) {
        const name = v.slice(COMPONENT.length)
        if (!used.has(name)) {
          used.add(name)
          visit(schemas[name])
        }
      } else if (k !== "components") visit(v)
    }
  }
  visit(doc)
  return used
}

/**
 * Responses as the descriptor documents them: its success status, and each error status with the
 * error envelope. (HttpApi adds its own decode error at 400; the reference upstream answers a
 * request that does not decode with the envelope, at 400, like any other failure.)
 */
const ownResponses = (op: AnyOperation, responses: Record<string, JsonObject>): Record<string, JsonObject> => {
  const statuses = new Set([String(op.successStatus), ...Object.keys(op.errors)])
  const out: Record<string, JsonObject> = {}
  for (const [status, response] of Object.entries(responses)) {
    if (!statuses.has(status)) continue
    out[status] =
      status === String(op.successStatus)
        ? response
        : { ...response, content: { "application/json": { schema: { $ref: `${COMPONENT}ErrorEnvelope` } } } }
  }
  return out
}

/** An operation of the generated document, loosely typed for the finishing passes. */
interface LooseOperation {
  operationId: string
  parameters: Array<Parameter>
  responses: Record<string, JsonObject>
  servers?: Array<Server>
  security?: Array<Record<string, Array<string>>>
  requestBody?: JsonObject
}

/** The OpenAPI document of every descriptor. */
export const openApiDocument = (options: OpenApiOptions = {}): OpenApi.OpenAPISpec => {
  const pkg = createRequire(import.meta.url)("../../package.json") as { readonly version: string; readonly license: string }
  // A copy: `fromApi` caches its result per api.
  const doc = structuredClone(OpenApi.fromApi(atlasApi(options.basePath) as never))
  const schemas = doc.components.schemas as Record<string, unknown>
  schemas["ErrorEnvelope"] = JsonSchema.makeWithDefs(ErrorEnvelope, { defs: schemas })
  const byId = new Map(operations.map((op) => [`${op.domain}.${op.name}`, op]))
  for (const item of Object.values(doc.paths) as Array<Record<string, LooseOperation>>) {
    for (const [method, operation] of Object.entries(item)) {
      const op = byId.get(operation.operationId)
      if (op === undefined) throw new Error(`openApiDocument: no descriptor for ${method} ${operation.operationId}`)
      const parts = { path: op.pathParams, query: op.urlParams, header: op.headers, cookie: undefined }
      operation.parameters = typeParameters(op, operation.parameters, schemas).map((p) => ({
        ...p,
        schema: withDecodingBounds(p, parts[p.in])
      }))
      if (op.retry === "keyed") operation.parameters.push({ ...idempotencyParameter, schema: { ...idempotencyParameter.schema } })
      operation.responses = withRefusals(op, ownResponses(op, operation.responses), `${COMPONENT}ErrorEnvelope`)
      operation.security = securityOf(op)
      if (op.host === "identity") operation.requestBody = tokenRequestBody(schemas)
      if (op.host !== "atlas") operation.servers = serversOf(op.host, options)
    }
  }
  // HttpApi's decode error (and what only it used) is no longer referred to.
  const used = usedComponents(doc, schemas)
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name]
  return withoutSchemaIds({
    openapi: doc.openapi,
    info: {
      title: "atlas API (atlas-client contract)",
      version: pkg.version,
      description:
        "The atlas grocery API as atlas-client's contract describes it: one operation per line of operations.tsv. " +
        "Atlas paths carry the base path; operations on the payments, shoppable-ads and identity hosts name their own servers.",
      license: { name: pkg.license }
    },
    servers: serversOf("atlas", options),
    paths: doc.paths,
    components: { ...doc.components, securitySchemes },
    security: doc.security,
    tags: doc.tags
  }) as OpenApi.OpenAPISpec
}
