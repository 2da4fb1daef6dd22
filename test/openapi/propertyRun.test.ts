/**
 * A property-based run over every operation of the OpenAPI document against a real atlas-upstream
 * (chaos off): requests generated from the document's own schemas (`arbitraries.ts`, fast-check),
 * with and without the shop's session. Every answer must be a status the operation documents, never
 * a 5xx, with a body valid against the document's schema for it (Ajv, JSON Schema 2020-12), and no
 * input the document allows is refused as malformed (`INVALID_REQUEST`: the server's schema refused
 * what the document's allowed, a rule the document does not state).
 */
import { Ajv2020 } from "ajv/dist/2020.js"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbitraryOf, parameterText } from "./arbitraries.js"
import { servedUpstream } from "./servedUpstream.js"

interface Content {
  readonly content?: Readonly<Record<string, { readonly schema?: unknown }>>
}
interface DocOperation {
  readonly servers?: ReadonlyArray<{ readonly url: string }>
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string; readonly required?: boolean; readonly schema: unknown }>
  readonly requestBody?: Content
  readonly responses: Readonly<Record<string, Content>>
}
interface Doc {
  readonly servers: ReadonlyArray<{ readonly url: string }>
  readonly paths: Readonly<Record<string, Readonly<Record<string, DocOperation>>>>
  readonly components: { readonly schemas: Readonly<Record<string, unknown>> }
}

const RUNS = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 25)

const served = servedUpstream<Doc>()

/** A session of the shop: its cookies and XSRF token, from a first atlas answer. */
const openSession = async (origin: string) => {
  const response = await fetch(`${origin}/atlas/v1/stores/v2/filters`)
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "")
  const xsrf = cookies.find((c) => c.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? ""
  return { cookie: cookies.join("; "), xsrf }
}

interface Sample {
  readonly path: Record<string, string>
  readonly query: Record<string, string>
  readonly headers: Record<string, string>
  readonly body: unknown
  readonly session: boolean
}

describe("a property-based run over every operation, inputs from the document's schemas", () => {
  it("answers only statuses each operation documents, never a 5xx, bodies valid against the document", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false })
    const components = served.doc.components.schemas
    // A response schema's `#/components/schemas/X` resolve against the document's components.
    const validators = new Map<unknown, ReturnType<typeof ajv.compile>>()
    const validatorOf = (schema: unknown) => {
      const known = validators.get(schema)
      if (known !== undefined) return known
      const made = ajv.compile({ ...(schema as object), components: served.doc.components })
      validators.set(schema, made)
      return made
    }
    const session = await openSession(served.server.origins.atlas)
    const problems: Array<string> = []
    let sent = 0
    for (const [template, item] of Object.entries(served.doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const base = operation.servers?.[0]?.url ?? served.doc.servers[0]?.url ?? ""
        const parameters = operation.parameters ?? []
        const part = (where: string) => {
          const record: Record<string, fc.Arbitrary<string>> = {}
          const required: Array<string> = []
          for (const p of parameters.filter((p) => p.in === where)) {
            record[p.name] = parameterText(p.schema, components, where === "header")
            if (p.required === true || where === "path") required.push(p.name)
          }
          return fc.record(record, { requiredKeys: required })
        }
        const json = operation.requestBody?.content?.["application/json"]?.schema
        const form = operation.requestBody?.content?.["application/x-www-form-urlencoded"]?.schema
        const bodySchema = json ?? form
        const sample: fc.Arbitrary<Sample> = fc.record({
          path: part("path"),
          query: part("query"),
          headers: part("header"),
          body: bodySchema === undefined ? fc.constant(undefined) : arbitraryOf(bodySchema, components),
          session: fc.boolean()
        })
        for (const s of fc.sample(sample, { numRuns: RUNS, seed: 42 })) {
          const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(s.path[name] ?? "x"))
          const url = new URL(base + path)
          for (const [k, v] of Object.entries(s.query)) url.searchParams.set(k, v)
          const headers: Record<string, string> = { ...s.headers }
          if (s.session) Object.assign(headers, { cookie: session.cookie, "x-xsrf-token": session.xsrf })
          if (headers["Idempotency-Key"] !== undefined) headers["Idempotency-Key"] = crypto.randomUUID()
          let body: string | undefined
          if (json !== undefined && s.body !== undefined) {
            headers["content-type"] = "application/json"
            body = JSON.stringify(s.body)
          } else if (form !== undefined && typeof s.body === "object" && s.body !== null) {
            headers["content-type"] = "application/x-www-form-urlencoded"
            body = new URLSearchParams(Object.entries(s.body).map(([k, v]) => [k, String(v)])).toString()
          }
          const response = await fetch(url, { method: method.toUpperCase(), headers, ...(body === undefined ? {} : { body }) })
          sent++
          const where = `${method.toUpperCase()} ${template} → ${response.status}`
          const documented = operation.responses[String(response.status)]
          const text = await response.text()
          if (response.status === 400 && text.includes('"INVALID_REQUEST"'))
            problems.push(`${where}: an input the document allows refused (${JSON.stringify(s)}: ${text.slice(0, 300)})`)
          if (response.status >= 500) problems.push(`${where}: a server error (${text.slice(0, 200)})`)
          if (documented === undefined) {
            problems.push(`${where}: undocumented status (${text.slice(0, 200)})`)
            continue
          }
          const schema = documented.content?.["application/json"]?.schema
          if (schema === undefined) continue
          const validate = validatorOf(schema)
          if (!validate(JSON.parse(text))) problems.push(`${where}: body not valid (${ajv.errorsText(validate.errors)})`)
        }
      }
    }
    expect(sent).toBeGreaterThan(147 * RUNS - 1)
    expect(problems).toStrictEqual([])
  }, 240_000)
})
