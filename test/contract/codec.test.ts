import { assert, describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { contract, operations, Operation, StoresContract } from "atlas-client"
import { encodeRequest } from "../../src/internal/codec.js"
import { openApiDocument, servedPath } from "../../src/upstream/openapi.js"
import { readFileSync } from "node:fs"

describe("encodeRequest: validation before anything is sent", () => {
  it("a request of the wrong kind is 'Expecting <kind> request'", () => {
    for (const input of [null, 42, "stores", undefined]) {
      const result = encodeRequest(StoresContract.searchStores, input as never)
      assert.isTrue(Either.isLeft(result))
      if (Either.isLeft(result)) {
        assert.strictEqual(result.left.message, "Expecting store search request")
        assert.strictEqual(result.left.operation, "Stores.searchStores")
      }
    }
    const wrongPayload = encodeRequest(StoresContract.validateAddress, { payload: { address: { postalCode: 45202 } } } as never)
    assert.isTrue(Either.isLeft(wrongPayload) && wrongPayload.left.message === "Expecting address validation request")
  })

  it("path params are substituted and URI-encoded (commas kept); empty ones are rejected", () => {
    const op = Operation.make({
      domain: "t",
      name: "T.get",
      requestKind: "thing",
      summary: "",
      method: "GET",
      path: "/things/{id}",
      retry: "read",
      pathParams: Schema.Struct({ id: Schema.String }),
      success: Schema.Unknown
    })
    const ok = encodeRequest(op, { path: { id: "//evil.example/a b" } })
    assert.isTrue(Either.isRight(ok) && ok.right.path === "/things/%2F%2Fevil.example%2Fa%20b")
    const list = encodeRequest(op, { path: { id: "a,b c" } })
    assert.isTrue(Either.isRight(list) && list.right.path === "/things/a,b%20c", "a list stays comma-joined")
    const empty = encodeRequest(op, { path: { id: "" } })
    assert.isTrue(Either.isLeft(empty) && empty.left.issues === "path parameter id is empty")
  })

  it("url params: empty values dropped, lists comma-joined, booleans as text", () => {
    const result = encodeRequest(StoresContract.searchStores, {
      urlParams: { "filter.query": "", "filter.departments": ["94", "0E"] as never, "filter.open24Hours": false }
    })
    assert.isTrue(Either.isRight(result))
    if (Either.isRight(result)) {
      expect(result.right.urlParams).toStrictEqual([
        ["filter.departments", "94,0E"],
        ["filter.open24Hours", "false"]
      ])
    }
  })
})

describe("the contract", () => {
  it("every operation's path parameters are declared in its path schema", () => {
    for (const op of operations) {
      const names = Operation.pathParamNames(op.path)
      const declared =
        op.pathParams === undefined ? [] : Object.keys((op.pathParams as unknown as Schema.Struct<Schema.Struct.Fields>).fields)
      expect([...declared].sort(), op.name).toStrictEqual([...names].sort())
    }
  })

  it("use-case names are unique and named after their service", () => {
    const names = operations.map((op) => op.name)
    assert.strictEqual(new Set(names).size, names.length)
    for (const op of operations) assert.match(op.name, /^[A-Z][A-Za-z]+\.[a-z][A-Za-z0-9]+$/)
  })

  it("the OpenAPI document has every descriptor, at its served path, with its error statuses", () => {
    const doc = openApiDocument()
    for (const op of operations) {
      const path = servedPath(op)
      const item = doc.paths[path] as Record<string, { responses: Record<string, unknown> }> | undefined
      assert.isDefined(item, path)
      const entry = item?.[op.method.toLowerCase()]
      assert.isDefined(entry, `${op.method} ${path}`)
      for (const status of Object.keys(op.errors)) assert.property(entry?.responses ?? {}, status)
    }
  })

  it("covers the stores and locator lines of operations.tsv", () => {
    const lines = readFileSync(new URL("../../../shared/spec/operations.tsv", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .slice(1)
      .map((l) => l.split("\t"))
      .filter(([domain]) => domain === "stores" || domain === "locator")
    const ours = new Set(Object.values(contract.stores).map((op) => `${op.domain} ${op.method} ${op.path} ${op.host} ${op.retry}`))
    for (const [domain, method, path, host, , retry] of lines)
      assert.isTrue(ours.has(`${domain} ${method} ${path} ${host} ${retry}`), `${method} ${path}`)
    assert.strictEqual(ours.size, lines.length)
  })
})
