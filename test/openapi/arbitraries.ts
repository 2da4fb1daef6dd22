/**
 * fast-check arbitraries generated from the OpenAPI document's JSON Schemas: what a property-based
 * API fuzzer sends. Covers what the document uses: `$ref` to components (with keywords beside it),
 * `anyOf`/`oneOf`, `enum`, `const`, strings (with `pattern`, `minLength`, `maxLength`, together),
 * integers and numbers (with bounds), booleans, arrays (with item counts and `contains`) and objects
 * (required properties always, others sometimes; `allOf` entries whose `anyOf` branches each
 * require properties, as the cross-field rules are written).
 */
import * as fc from "fast-check"

type JsonObject = Record<string, unknown>

const isObject = (u: unknown): u is JsonObject => typeof u === "object" && u !== null && !Array.isArray(u)
const num = (u: unknown): number | undefined => (typeof u === "number" ? u : undefined)

/** Printable ASCII: what a header value or a path segment can carry as it is. */
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 12 })

/** An arbitrary of the values `schema` allows (`components` resolves `$ref`s). */
export const arbitraryOf = (schema: unknown, components: Readonly<Record<string, unknown>>, depth = 0): fc.Arbitrary<unknown> => {
  if (!isObject(schema)) return fc.constant(null)
  const ref = schema["$ref"]
  if (typeof ref === "string") {
    const target = components[ref.replace("#/components/schemas/", "")]
    const { $ref: _, ...rest } = schema
    return arbitraryOf(isObject(target) ? { ...target, ...rest } : {}, components, depth)
  }
  if ("const" in schema) return fc.constant(schema["const"])
  const choices = schema["anyOf"] ?? schema["oneOf"]
  if (Array.isArray(choices) && choices.length > 0) return fc.oneof(...choices.map((c) => arbitraryOf(c, components, depth)))
  const values = schema["enum"]
  if (Array.isArray(values) && values.length > 0) return fc.constantFrom(...(values as Array<unknown>))
  switch (schema["type"]) {
    case "string": {
      const pattern = schema["pattern"]
      const minLength = num(schema["minLength"]) ?? 0
      if (typeof pattern === "string")
        return fc
          .stringMatching(new RegExp(pattern))
          .filter((s) => s.length >= minLength && s.length <= Math.min(num(schema["maxLength"]) ?? 200, 200))
      const maxLength = Math.min(num(schema["maxLength"]) ?? minLength + 12, minLength + 40)
      return fc.string({ minLength, maxLength })
    }
    case "integer": {
      const exclusiveMin = num(schema["exclusiveMinimum"])
      const min = num(schema["minimum"]) ?? (exclusiveMin === undefined ? -1_000_000 : exclusiveMin + 1)
      const max = num(schema["maximum"]) ?? Number.MAX_SAFE_INTEGER
      return fc.oneof(fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, min + 1000) }), fc.constantFrom(min, max))
    }
    case "number": {
      const min = num(schema["minimum"]) ?? num(schema["exclusiveMinimum"]) ?? -1e6
      const max = num(schema["maximum"]) ?? 1e6
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((n) => n !== num(schema["exclusiveMinimum"]))
    }
    case "boolean":
      return fc.boolean()
    case "array": {
      const minLength = num(schema["minItems"]) ?? 0
      const maxLength = depth > 2 ? minLength : Math.min(num(schema["maxItems"]) ?? minLength + 3, minLength + 3)
      const items = fc.array(arbitraryOf(schema["items"], components, depth + 1), { minLength, maxLength })
      const contains = schema["contains"]
      if (!isObject(contains)) return items
      return fc.tuple(items, arbitraryOf(contains, components, depth + 1), fc.nat()).map(([xs, one, at]) => {
        const kept = xs.slice(0, Math.max(0, maxLength - 1))
        const where = at % (kept.length + 1)
        return [...kept.slice(0, where), one, ...kept.slice(where)]
      })
    }
    case "object":
    case undefined: {
      const properties = isObject(schema["properties"]) ? schema["properties"] : {}
      const required = Array.isArray(schema["required"]) ? (schema["required"] as Array<string>) : []
      const withRequired = (also: ReadonlyArray<string>) => {
        const all = new Set([...required, ...also])
        const record: Record<string, fc.Arbitrary<unknown>> = {}
        for (const [name, property] of Object.entries(properties)) {
          if (all.has(name) || depth < 3) record[name] = arbitraryOf(property, components, depth + 1)
        }
        return fc.record(record, { requiredKeys: [...all].filter((k) => k in record) })
      }
      // Cross-field rules: `allOf: [{ anyOf: [{ required: [a] }, { required: [b] }] }]`, one branch each time.
      const branches = (Array.isArray(schema["allOf"]) ? (schema["allOf"] as Array<unknown>) : []).flatMap((entry) =>
        isObject(entry) && Array.isArray(entry["anyOf"])
          ? [
              (entry["anyOf"] as Array<unknown>).map((b) =>
                isObject(b) && Array.isArray(b["required"]) ? (b["required"] as Array<string>) : []
              )
            ]
          : []
      )
      if (branches.length === 0) return withRequired([])
      return fc.tuple(...branches.map((choices) => fc.constantFrom(...choices))).chain((picked) => withRequired(picked.flat()))
    }
    default:
      return fc.constant(null)
  }
}

/** An arbitrary of a parameter's text: its schema's values as sent (lists comma-joined), header-safe. */
export const parameterText = (schema: unknown, components: Readonly<Record<string, unknown>>, header: boolean): fc.Arbitrary<string> => {
  if (isObject(schema) && schema["type"] === "string" && schema["pattern"] === undefined && schema["enum"] === undefined && header)
    return printable.filter((s) => s.trim() === s && s.length >= (num(schema["minLength"]) ?? 0))
  return arbitraryOf(schema, components).map((value) => (Array.isArray(value) ? value.map(String).join(",") : String(value)))
}
