/**
 * The OpenAPI document (`npm run --silent openapi`, `/openapi.json`) where users take it: `redocly
 * lint` with the repository's redocly.yaml (recommended rules, three exceptions named there) and a
 * strict OpenAPI 3.1 validator find nothing; its summaries, tags, servers, parameters and
 * responses come from the descriptors and the environments.
 */
import { fileURLToPath } from "node:url"
import { createConfig, lintFromString, loadConfig, type NormalizedProblem } from "@redocly/openapi-core"
import { Validator } from "@seriousme/openapi-schema-validator"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { operations } from "../../src/contract/index.js"
import { brands, Environment, type Brand } from "../../src/layers/Environment.js"
import { refusalsOf } from "../../src/upstream/enforcement.js"
import { catalogueStatus } from "../../src/upstream/openapiEnforced.js"
import { openApiDocument, servedPath } from "../../src/upstream/openapi.js"
import { aboutRoutes } from "../../src/upstream/server/about.js"

interface Parameter {
  readonly name: string
  readonly in: string
  readonly schema: { readonly type?: string; readonly items?: { readonly type?: string } }
  readonly style?: string
  readonly explode?: boolean
  readonly example?: string
}
interface Operation {
  readonly operationId: string
  readonly summary?: string
  readonly tags: ReadonlyArray<string>
  readonly parameters: ReadonlyArray<Parameter>
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema: unknown }> }>
  readonly servers?: ReadonlyArray<Server>
}
interface Server {
  readonly url: string
  readonly description?: string
  readonly variables?: Record<string, { readonly default: string; readonly enum?: ReadonlyArray<string> }>
}
interface Document {
  readonly servers: ReadonlyArray<Server>
  readonly tags: ReadonlyArray<{ readonly name: string; readonly description?: string }>
  readonly paths: Record<string, Record<string, Operation>>
  readonly components: { readonly schemas: Record<string, unknown> }
}

const document = () => JSON.parse(JSON.stringify(openApiDocument())) as Document
const source = JSON.stringify(openApiDocument(), null, 2)
const redoclyYaml = fileURLToPath(new URL("../../redocly.yaml", import.meta.url))

const lint = async (config: Awaited<ReturnType<typeof loadConfig>>) => lintFromString({ source, absoluteRef: "openapi.json", config })
const summary = (problems: ReadonlyArray<NormalizedProblem>) =>
  problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`)
const pointer = (...parts: ReadonlyArray<string>) => "#/" + parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")

const operationOf = (doc: Document, op: (typeof operations)[number]) => {
  const found = doc.paths[servedPath(op)]?.[op.method.toLowerCase()]
  if (found === undefined) throw new Error(`${op.method} ${servedPath(op)} is not in the document`)
  return found
}
const parameterOf = (doc: Document, name: string, param: string) => {
  const op = operations.find((o) => o.name === name)
  if (op === undefined) throw new Error(`no operation ${name}`)
  const found = operationOf(doc, op).parameters.find((p) => p.name === param)
  if (found === undefined) throw new Error(`${name} has no parameter ${param}`)
  return found
}

describe("the OpenAPI document is valid", () => {
  it("redocly lint with redocly.yaml (recommended rules): no error, no warning", async () => {
    expect(summary(await lint(await loadConfig({ configPath: redoclyYaml })))).toStrictEqual([])
  })

  it("with the bare recommended rules, only the three exceptions redocly.yaml names, where the descriptors say", async () => {
    const problems = await lint(await createConfig({ extends: ["recommended"] }))
    const slashed = [...new Set(operations.filter((op) => op.path.endsWith("/")).map((op) => servedPath(op)))]
    const without4xx = operations.filter((op) => !Object.keys(op.errors).some((s) => s.startsWith("4")))
    const expected = [
      ...slashed.map((path) => `error no-path-trailing-slash ${pointer("paths", path)}`),
      ...without4xx.map((op) => `warn operation-4xx-response ${pointer("paths", servedPath(op), op.method.toLowerCase(), "responses")}`),
      `warn info-license-strict ${pointer("info", "license")}`
    ]
    const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}`)
    expect([...found].sort()).toStrictEqual([...expected].sort())
    // The spec names those two paths with their trailing slash.
    expect(slashed).toStrictEqual(["/atlas/v1/enterprise-customer/v1/customer-preferences/", "/atlas/v1/friends-and-family/"])
  })

  it("a strict OpenAPI 3.1 validator accepts it", async () => {
    const result = await new Validator().validate(JSON.parse(source) as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
  })

  it("the validators do fail a broken document (a duplicate $id, a missing summary)", async () => {
    const broken = JSON.parse(source) as Document
    const anyOp = Object.values(Object.values(broken.paths)[0] ?? {})[0] as { summary?: string }
    delete anyOp.summary
    const schemas = broken.components.schemas as Record<string, unknown>
    schemas["A"] = { $id: "/schemas/unknown" }
    schemas["B"] = { $id: "/schemas/unknown" }
    const result = await new Validator().validate(broken as unknown as Record<string, unknown>)
    expect(result.valid).toBe(false)
    expect(JSON.stringify(result.errors)).toContain("'/schemas/unknown' defined more than once")
    const problems = await lintFromString({
      source: JSON.stringify(broken),
      absoluteRef: "openapi.json",
      config: await loadConfig({ configPath: redoclyYaml })
    })
    expect(problems.map((p) => p.ruleId)).toContain("operation-summary")
  })
})

describe("the OpenAPI document says what the descriptors and environments say", () => {
  const doc = document()

  it("every operation has its descriptor's summary, under its domain's tag", () => {
    for (const op of operations) {
      const entry = operationOf(doc, op)
      expect(entry.summary, op.name).toBe(op.summary)
      expect(entry.tags, op.name).toStrictEqual([op.domain])
    }
  })

  it("every tag is a domain, described by its operations' summaries", () => {
    const domains = [...new Set(operations.map((op) => op.domain))]
    expect(doc.tags.map((t) => t.name)).toStrictEqual(domains)
    for (const tag of doc.tags) {
      for (const op of operations.filter((o) => o.domain === tag.name)) expect(tag.description, tag.name).toContain(op.summary)
    }
  })

  it("servers: prod, stage and test, the atlas origin of each environment, a brand's domain a variable", () => {
    expect(doc.servers.map((s) => s.description?.split(":")[0])).toStrictEqual(["prod", "stage", "test"])
    const origin = (layer: ReturnType<typeof Environment.prod>) =>
      new URL(Effect.runSync(Effect.provide(Environment, layer)).hosts.atlas.baseUrl).origin
    const [prod, stage, test] = doc.servers
    for (const brand of Object.keys(brands) as Array<Brand>) {
      expect(prod?.variables?.["domain"]?.enum).toContain(brands[brand])
      expect(prod?.url.replace("{domain}", brands[brand])).toBe(origin(Environment.prod({ brand })))
      expect(stage?.url.replace("{domain}", brands[brand])).toBe(origin(Environment.stage({ brand })))
    }
    expect(test?.url).toBe(origin(Environment.test()))
  })

  it("operations on another host name its servers", () => {
    for (const op of operations.filter((o) => o.host !== "atlas")) {
      const config = Effect.runSync(Effect.provide(Environment, Environment.prod()))
      const servers = operationOf(doc, op).servers ?? []
      expect(servers.length, op.name).toBe(3)
      expect(servers[0]?.url.replace("{domain}", brands.atlas), op.name).toBe(config.hosts[op.host].baseUrl)
    }
    for (const op of operations.filter((o) => o.host === "atlas")) expect(operationOf(doc, op).servers, op.name).toBeUndefined()
  })

  it("query parameters are typed as what they encode: numbers, booleans, comma-joined lists", () => {
    expect(parameterOf(doc, "Stores.locateStores", "filter.maxResults").schema.type).toBe("integer")
    expect(parameterOf(doc, "Stores.locateStores", "filter.radiusInMiles").schema.type).toBe("number")
    expect(parameterOf(doc, "Stores.searchStores", "filter.open24Hours").schema.type).toBe("boolean")
    expect(parameterOf(doc, "Stores.listStores", "page.offset").schema.type).toBe("integer")
    const departments = parameterOf(doc, "Stores.locateStores", "filter.departments")
    expect([departments.schema.type, departments.schema.items?.type, departments.style, departments.explode]).toStrictEqual([
      "array",
      "string",
      "form",
      false
    ])
    // A list in a path is comma-joined too: the default `simple` style.
    const ids = parameterOf(doc, "Sellers.getSellers", "ids")
    expect([ids.in, ids.schema.type, ids.style]).toStrictEqual(["path", "array", undefined])
    // `lat,lng` stays text (a form-style object would be `lat,39.1,lng,-84.5`), with an example its codec encodes.
    const latLong = parameterOf(doc, "Stores.locateStores", "filter.latLong")
    expect([latLong.schema.type, latLong.example]).toStrictEqual(["string", "-90,-180"])
    // No query parameter is left as "a string to be decoded into a number" or a "true"/"false" text
    // whose decoded side is a boolean.
    const texts = Object.values(doc.paths)
      .flatMap((item) => Object.values(item).flatMap((op) => op.parameters))
      .filter((p) => JSON.stringify(p).includes("a string to be decoded into a number"))
    expect(texts).toStrictEqual([])
  })

  it("responses: the descriptor's statuses and the server's refusals, errors with the error envelope; no HttpApi decode error", () => {
    for (const op of operations) {
      const responses = operationOf(doc, op).responses
      const refused = refusalsOf(op).map((r) => String(r.status))
      const errors = [...new Set([...Object.keys(op.errors), ...refused])]
      expect(Object.keys(responses).sort(), op.name).toStrictEqual([String(op.successStatus), ...errors].sort())
      for (const status of errors)
        expect(responses[status]?.content?.["application/json"]?.schema, `${op.name} ${status}`).toStrictEqual({
          $ref: "#/components/schemas/ErrorEnvelope"
        })
    }
    expect(Object.keys(doc.components.schemas)).not.toContain("HttpApiDecodeError")
  })

  it("each catalogue code of an operation's families is an example under the status the server answers it with, and only there", () => {
    const doc = document()
    let placed = 0
    for (const op of operations) {
      const responses = operationOf(doc, op).responses as Record<string, { content?: Record<string, { examples?: object }> }>
      const examplesAt = (status: string) => Object.keys(responses[status]?.content?.["application/json"]?.examples ?? {})
      for (const family of op.codes) {
        const code = family.codes[0]
        for (const key of family.texts ?? family.codes) {
          if (family.texts !== undefined && code === undefined) continue
          const name = family.texts === undefined ? key : `${code}: ${key}`
          const status = String(catalogueStatus(key))
          expect(examplesAt(status), `${op.name} ${name}`).toContain(name)
          const elsewhere = Object.keys(responses).filter((s) => s !== status && examplesAt(s).includes(name))
          expect(elsewhere, `${op.name} ${name}`).toStrictEqual([])
          placed++
        }
      }
    }
    // PROMISING_FALLOUT is a 409, LMS-MBDAS "service returned error" a 404, AUTH_FAILED a 403: not all on the first 4xx.
    expect(placed).toBeGreaterThan(60)
  })

  it("served by a running upstream, its test servers are that upstream's origins, listed first", async () => {
    const about = aboutRoutes({ origins: () => ({ payments: "http://127.0.0.1:5011", shoppable: "http://127.0.0.1:5012" }) })
    const response = about(new Request("http://127.0.0.1:5010/openapi.json"), new URL("http://127.0.0.1:5010/openapi.json"))
    const served = (await response?.json()) as Document
    expect(served.servers.map((s) => s.url)).toStrictEqual(["http://127.0.0.1:5010", "https://www.{domain}", "https://stage.{domain}"])
    const payments = operations.find((op) => op.host === "payments")
    expect(payments === undefined ? undefined : operationOf(served, payments).servers?.[0]?.url).toBe("http://127.0.0.1:5011")
  })
})
