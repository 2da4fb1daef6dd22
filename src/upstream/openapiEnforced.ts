/**
 * The OpenAPI document's account of what the server enforces beyond an operation's schemas, from
 * `enforcement.ts` (the rules the reference upstream applies): security schemes and each
 * operation's security, the `Idempotency-Key` header of keyed writes, the refusals' responses with
 * an example per code (and the catalogue codes of the operation's families), the token call's
 * form body, and the bounds the server's decoding holds that the schemas' JSON Schema leaves out.
 *
 * @since 0.2.0
 */
import * as JsonSchema from "@effect/platform/OpenApiJsonSchema"
import * as Schema from "effect/Schema"
import type { AnyOperation } from "../core/Operation.js"
import { ServiceTokenRequest } from "../schema/identity.js"
import { IDEMPOTENCY_HEADER, needsSession, needsXsrf, type Refusal, refusalsOf, takesServiceToken, XSRF_HEADER } from "./enforcement.js"
import { SESSION_COOKIE, XSRF_COOKIE } from "./sessions.js"

type JsonObject = Record<string, unknown>

/** The security schemes the server knows: the shop's session cookie, its XSRF echo, a service token. */
export const securitySchemes = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      `The shop's session. An atlas-host call without it opens an anonymous session: the answer sets ${SESSION_COOKIE} ` +
      `and ${XSRF_COOKIE}; send both back on later calls. Payments-host calls need it.`
  },
  xsrf: {
    type: "apiKey",
    in: "header",
    name: XSRF_HEADER,
    description: `On state-changing atlas calls of an existing session: the value of its ${XSRF_COOKIE} cookie (double submit).`
  },
  serviceToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "A service token from `POST /v1/connect/oauth2/token` (client credentials), for server-side calls."
  }
} as const

/**
 * An operation's security, as the server applies it: an atlas call may come without a session (it
 * opens one), a state-changing one with a session must echo its XSRF token; a payments call needs
 * the session; operations declaring scopes or a role also take a service token.
 */
export const securityOf = (op: AnyOperation): Array<Record<string, Array<string>>> => {
  const token = takesServiceToken(op) ? [{ serviceToken: [] }] : []
  if (needsSession(op)) return [{ session: [] }, ...token]
  if (op.host !== "atlas") return token.length > 0 ? [{}, ...token] : []
  return [{}, needsXsrf(op) ? { session: [], xsrf: [] } : { session: [] }, ...token]
}

/** The `Idempotency-Key` header parameter of a keyed write. */
export const idempotencyParameter = {
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required: true,
  schema: { type: "string", minLength: 1, maxLength: 255 },
  description:
    "One key per intent (a UUID), reused by every retry of it: a retry of an answered request is answered the same " +
    "(`idempotent-replayed: true`); 409 while the first is in flight; 422 when the key was used with another request."
} as const

const example = (status: number, code: string, reason: string) => ({
  summary: code,
  value: { errors: [{ code, reason, datetime: "2026-01-01T00:00:00.000Z", statusCode: status }] }
})

/**
 * An operation's error responses with the refusals that can answer it (added where the descriptor
 * lists no such status) and the catalogue codes of its families, each on the status the server
 * answers it with: each response says when it answers and shows an example per code.
 */
export const withRefusals = (op: AnyOperation, responses: Record<string, JsonObject>, envelopeRef: string): Record<string, JsonObject> => {
  const out = { ...responses }
  const byStatus = new Map<number, Array<Refusal>>()
  for (const r of refusalsOf(op)) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r])
  for (const [status, list] of byStatus) {
    const current = out[String(status)]
    const examples = Object.fromEntries(list.map((r) => [r.code, example(status, r.code, r.reason)]))
    const when = list.map((r) => `${r.code}: ${r.when}.`).join(" ")
    out[String(status)] = {
      description: current === undefined ? when : `${String(current["description"])} ${when}`,
      content: { "application/json": { schema: { $ref: envelopeRef }, examples: { ...examplesOf(current), ...examples } } }
    }
  }
  for (const [status, list] of catalogueByStatus(op)) {
    const current = out[String(status)] ?? {}
    const examples = Object.fromEntries(list.map((c) => [c.name, example(status, c.code, c.reason)]))
    out[String(status)] = {
      ...current,
      description: `${String(current["description"] ?? "")} May carry the catalogue codes ${list.map((c) => c.name).join(", ")}.`.trim(),
      content: { "application/json": { schema: { $ref: envelopeRef }, examples: { ...examplesOf(current), ...examples } } }
    }
  }
  return out
}

/**
 * The statuses the reference upstream answers catalogue codes with, where not 400: by code, or by
 * text for a family keyed by text (`test/services/catalogueCodes.test.ts` checks each against the
 * server's answer). The OpenAPI document puts each code's example under its status.
 */
const answeredWith: Readonly<Record<string, number>> = {
  PROMISING_FALLOUT: 409,
  "service returned error": 404,
  "invalid fulfillment receiving link": 422,
  "userId is empty": 401,
  "data is not present": 404,
  INVALID_TOKEN: 401,
  JWK_NOT_FOUND: 401,
  AUTH_FAILED: 403
}

/** The status the reference upstream answers a catalogue code (or a family's text) with. */
export const catalogueStatus = (key: string): number => answeredWith[key] ?? 400

/** A catalogue code (with its text, for a family keyed by text) an operation's families can answer with. */
interface CatalogueEntry {
  readonly name: string
  readonly code: string
  readonly reason: string
}

/**
 * The catalogue codes of an operation's families by the status the server answers each with (a
 * family keyed by text: its code with each text; one without a code is left out).
 */
export const catalogueByStatus = (op: AnyOperation): Map<number, Array<CatalogueEntry>> => {
  const byStatus = new Map<number, Array<CatalogueEntry>>()
  for (const family of op.codes) {
    const code = family.codes[0]
    const entries: ReadonlyArray<readonly [string, CatalogueEntry]> =
      family.texts === undefined
        ? family.codes.map((c) => [c, { name: c, code: c, reason: c }] as const)
        : code === undefined
          ? []
          : family.texts.map((t) => [t, { name: `${code}: ${t}`, code, reason: t }] as const)
    for (const [key, entry] of entries) {
      const status = catalogueStatus(key)
      byStatus.set(status, [...(byStatus.get(status) ?? []), entry])
    }
  }
  return byStatus
}

const examplesOf = (response: JsonObject | undefined): JsonObject => {
  const content = response?.["content"] as Record<string, JsonObject> | undefined
  const examples = content?.["application/json"]?.["examples"]
  return typeof examples === "object" && examples !== null ? (examples as JsonObject) : {}
}

/** The token call's form-encoded body (the descriptor declares none: the executor only carries JSON). */
export const tokenRequestBody = (defs: Record<string, unknown>): JsonObject => {
  const schema = JsonSchema.makeWithDefs(Schema.encodedSchema(ServiceTokenRequest), { defs })
  return { required: true, content: { "application/x-www-form-urlencoded": { schema } } }
}

/** The largest integer the server decodes (2^53 - 1). */
const MAX_SAFE = Number.MAX_SAFE_INTEGER

/**
 * Bounds the server's decoding holds that a parameter's JSON Schema leaves out: an integer's
 * `maximum` (2^53 - 1 when it has none), a string's `minLength: 1` when the server refuses a blank one.
 */
export const withDecodingBounds = (
  parameter: { readonly name: string; readonly schema: unknown },
  part: Schema.Schema.AnyNoContext | undefined
): JsonObject => {
  const schema = parameter.schema as JsonObject
  if (schema["type"] === "integer" && schema["maximum"] === undefined && schema["exclusiveMaximum"] === undefined)
    return { ...schema, maximum: MAX_SAFE }
  if (schema["type"] === "string" && schema["minLength"] === undefined && schema["pattern"] === undefined && schema["enum"] === undefined) {
    const struct = part as unknown as Schema.Struct<Schema.Struct.Fields> | undefined
    if (struct?.fields?.[parameter.name] === undefined) return schema
    const picked = struct.pick(parameter.name) as unknown as Schema.Schema.AnyNoContext
    const blankRefused = Schema.decodeUnknownEither(picked)({ [parameter.name]: " " })._tag === "Left"
    const emptyRefused = Schema.decodeUnknownEither(picked)({ [parameter.name]: "" })._tag === "Left"
    if (emptyRefused) return { ...schema, minLength: 1, ...(blankRefused ? { pattern: "\\S" } : {}) }
  }
  return schema
}
