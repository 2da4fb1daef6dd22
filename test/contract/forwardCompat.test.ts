/**
 * Forward-compatible decoding (issue 18 item 6): a success body with every optional field removed
 * and every enum member replaced by one this client does not know still decodes, for every
 * operation of the contract; request schemas stay strict; a body that does fail names the path.
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FastCheck from "effect/FastCheck"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"
import { operations } from "../../src/contract/index.js"
import { ItemsContract } from "../../src/contract/items.js"
import { decodeResponse } from "../../src/internal/codec.js"
import { fastDecoder, NotSure } from "../../src/internal/fastCodec.js"
import { tolerantLiteral, TolerantLiteralId } from "../../src/schema/common.js"
import { CartWriteRequest } from "../../src/schema/carts.js"
import { StoreType } from "../../src/schema/stores.js"

const UNKNOWN = "ZZ_MEMBER_ADDED_LATER"
const site = { method: "GET", url: "http://127.0.0.1/atlas/v1/x" }

const isTolerant = (ast: AST.AST): boolean => AST.getAnnotation(ast, TolerantLiteralId).pipe(Option.isSome)

/** Which member of a union an encoded value is. */
const memberOf = (ast: AST.Union, value: unknown): AST.AST | undefined =>
  ast.types.find((m) => Schema.is(Schema.make(AST.encodedAST(m)))(value))

/**
 * The encoded body with every optional field removed and every tolerant enum replaced by an
 * unknown member, walking the schema's encoded side; `replaced` counts the enums replaced.
 */
const degrade = (ast: AST.AST, value: unknown, replaced: { n: number }): unknown => {
  if (isTolerant(ast)) {
    replaced.n += 1
    return UNKNOWN
  }
  switch (ast._tag) {
    case "Refinement":
      return degrade(ast.from, value, replaced)
    case "Transformation":
      return degrade(ast.from, value, replaced)
    case "Suspend":
      return degrade(ast.f(), value, replaced)
    case "Union": {
      const member = memberOf(ast, value)
      return member === undefined ? value : degrade(member, value, replaced)
    }
    case "TupleType": {
      if (!Array.isArray(value)) return value
      return value.map((v: unknown, i) => {
        const element = ast.elements[i]?.type ?? ast.rest[0]?.type
        return element === undefined ? v : degrade(element, v, replaced)
      })
    }
    case "TypeLiteral": {
      if (typeof value !== "object" || value === null) return value
      const record = value as Record<PropertyKey, unknown>
      const out: Record<PropertyKey, unknown> = { ...record }
      for (const ps of ast.propertySignatures) {
        if (!Object.hasOwn(record, ps.name)) continue
        if (ps.isOptional) delete out[ps.name]
        else out[ps.name] = degrade(ps.type, record[ps.name], replaced)
      }
      return out
    }
    default:
      return value
  }
}

describe("forward-compatible responses", () => {
  it("every operation: a success body without its optional fields, every enum an unknown member, still decodes", () => {
    let withEnums = 0
    for (const op of operations) {
      const schema = op.success as Schema.Schema<unknown, unknown>
      const encode = Schema.encodeSync(schema)
      FastCheck.assert(
        FastCheck.property(Arbitrary.make(schema), (value) => {
          const replaced = { n: 0 }
          const body = degrade(schema.ast, encode(value), replaced)
          const exit = Effect.runSyncExit(decodeResponse(op, { status: 200, headers: {}, body, bodyText: undefined }, site, undefined))
          if (Exit.isFailure(exit)) assert.fail(`${op.name}: ${JSON.stringify(body)} failed: ${String(exit.cause)}`)
          if (replaced.n > 0) {
            withEnums += 1
            // The unknown member is kept as sent, not dropped or mapped.
            if (Exit.isSuccess(exit)) assert.include(JSON.stringify(exit.value), UNKNOWN, op.name)
          }
        }),
        { numRuns: 8 }
      )
    }
    // The walk did find the enums (a walk that replaced nothing would make the test vacuous).
    assert.isAbove(withEnums, 100)
  })

  it("a tolerant literal decodes known members and others as themselves; the fast path agrees with Effect", () => {
    const Kind = tolerantLiteral(...StoreType.literals)
    const decode = Schema.decodeUnknownSync(Kind)
    expect([decode("PH"), decode("NEW")]).toStrictEqual(["PH", "NEW"])
    expect([Kind.isKnown("PH"), Kind.isKnown("NEW")]).toStrictEqual([true, false])
    assert.throws(() => decode(1))
    const S = Schema.Struct({ kind: Kind, more: Schema.optional(Kind) })
    expect(fastDecoder(S)({ kind: "NEW" })).toStrictEqual({ kind: "NEW" })
    assert.strictEqual(fastDecoder(S)({ kind: 1 }), NotSure)
  })

  it("request schemas stay strict: an unknown member in a request is refused", () => {
    const line = { upc: "0001111041700", quantity: 1 }
    assert.isTrue(Schema.is(CartWriteRequest)({ type: "ACTIVE", lineItems: [line] }))
    assert.isFalse(Schema.is(CartWriteRequest)({ type: UNKNOWN, lineItems: [line] }))
  })

  it("a body that does fail names the path of the first issue", () => {
    const body = { data: { items: [{}, { gtin13: 42 }] }, meta: { total: 2 } }
    const exit = Effect.runSyncExit(
      decodeResponse(ItemsContract.getItems, { status: 200, headers: {}, body, bodyText: undefined }, site, undefined)
    )
    assert.isTrue(Exit.isFailure(exit))
    if (Exit.isSuccess(exit) || exit.cause._tag !== "Fail") return
    const error = exit.cause.error
    assert.strictEqual(error._tag, "ResponseDecodeError")
    if (error._tag !== "ResponseDecodeError") return
    expect(error.path).toStrictEqual(["data", "items", 0, "gtin13"])
    assert.include(error.message, "at data.items[0].gtin13")
  })
})
