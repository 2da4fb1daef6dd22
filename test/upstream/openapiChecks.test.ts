import * as JSONSchema from "effect/JSONSchema"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { documentedChecks } from "../../src/upstream/openapiChecks.js"
import { ServedAddressRequest } from "../../src/upstream/stores/addresses.js"

const jsonOf = (schema: Schema.Schema.AnyNoContext) => {
  const { $schema: _, ...rest } = JSONSchema.make(documentedChecks(schema))
  return rest
}
const notBlank = Schema.String.pipe(Schema.filter((s) => s.trim() !== "" || "must not be blank"))

describe("documentedChecks", () => {
  it("a predicate refusing blank strings says minLength 1 and a non-space character", () => {
    expect(jsonOf(Schema.Struct({ name: notBlank.pipe(Schema.maxLength(80)) }))).toMatchObject({
      properties: { name: { type: "string", minLength: 1, pattern: "\\S", maxLength: 80 } }
    })
  })

  it("a predicate refusing only the empty string says minLength 1, no pattern", () => {
    const notEmpty = Schema.String.pipe(Schema.filter((s) => s !== "" || "required"))
    expect(jsonOf(notEmpty)).toStrictEqual({ type: "string", minLength: 1 })
  })

  it("a check on a trimmed string is described on the trimmed string, with its bounds", () => {
    const trimmed = Schema.Trim.pipe(Schema.nonEmptyString(), Schema.maxLength(100))
    expect(JSONSchema.make(trimmed)).toMatchObject({ description: "a string that will be trimmed" })
    expect(jsonOf(trimmed)).toMatchObject({ $ref: "#/$defs/Trimmed", minLength: 1, maxLength: 100 })
  })

  it("leaves alone what says itself (a pattern, a length) and what refuses no blank", () => {
    const digits = Schema.String.pipe(Schema.pattern(/^\d{8}$/))
    const anyText = Schema.String.pipe(Schema.filter((s) => s.length < 10 || "too long"))
    expect(documentedChecks(digits)).toBe(digits)
    const struct = Schema.Struct({ a: anyText, n: Schema.Number })
    expect(documentedChecks(struct)).toBe(struct)
  })

  it("the locator's address lines: the list contains a line with something in it", () => {
    expect(jsonOf(ServedAddressRequest)).toMatchObject({
      properties: { address: { properties: { addressLines: { type: "array", contains: { type: "string", pattern: "\\S" } } } } }
    })
  })
})
