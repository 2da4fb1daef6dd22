// Every read a write declares it invalidates exists: a read use case of the tables, or an operation
// (or a domain's contract) that at least one read of the tables sends.
import { readFileSync } from "node:fs"
import * as SchemaAST from "effect/SchemaAST"
import { describe, expect, it } from "vitest"
import * as Atlas from "atlas-client"
import * as AtlasReact from "atlas-client/react"
import { type AnyUseCase, targetNames } from "atlas-client/react"

const isUseCase = (value: unknown): value is AnyUseCase =>
  typeof value === "object" && value !== null && "name" in value && "mode" in value && "run" in value

const useCases: ReadonlyArray<AnyUseCase> = Object.entries(AtlasReact)
  .filter(([name]) => name.endsWith("UseCases"))
  .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isUseCase))
const reads = useCases.filter((u) => u.mode === "read")

describe("the writes the use-case tables declare", () => {
  it("name reads that exist, and only writes declare them", () => {
    const declared = useCases.filter((u) => u.invalidates !== undefined || u.updates !== undefined)
    expect(declared.every((u) => u.mode !== "read")).toBe(true)
    const targets = declared.flatMap((u) => (u.invalidates ?? []).map((t) => [u.name, targetNames(t)] as const))
    const missing = targets.filter(([, names]) => !names.some((t) => reads.some((r) => r.name === t || r.sends === t)))
    expect(missing).toEqual([])
    expect(declared.length).toBeGreaterThanOrEqual(30)
  })

  it("cart, coupon, purchase and list writes declare their reads", () => {
    const targetsOf = (u: AnyUseCase) => (u.invalidates ?? []).flatMap(targetNames)
    for (const write of Object.values(AtlasReact.CartsUseCases).filter((u) => u.mode === "mutation"))
      expect(targetsOf(write)).toEqual(expect.arrayContaining(["Carts.getCarts", "Carts.getCartSavings"]))
    expect(targetsOf(AtlasReact.CouponsUseCases.clipCoupon)).toContain("Coupons.getCoupons")
    expect(targetsOf(AtlasReact.CouponsUseCases.unclipCoupon)).toContain("Coupons.getCoupons")
    expect(targetsOf(AtlasReact.PaymentUseCases.purchase)).toEqual(
      expect.arrayContaining(["Carts.getCarts", "Checkout.getCheckouts", "Wallet.getWallets", "Wallet.getWallet", "Loyalty.getSummary"])
    )
    for (const write of Object.values(AtlasReact.ShoppingListsUseCases).filter((u) => u.mode === "mutation"))
      expect(targetsOf(write)).toEqual(["ShoppingLists.getShoppingLists"])
  })
})

/** Every node of a schema's AST: through structs, arrays, unions, transformations, classes, suspensions. */
const nodesOf = (ast: SchemaAST.AST, into: Set<SchemaAST.AST> = new Set()): Set<SchemaAST.AST> => {
  if (into.has(ast)) return into
  into.add(ast)
  const next: Array<SchemaAST.AST> = []
  switch (ast._tag) {
    case "TypeLiteral":
      next.push(...ast.propertySignatures.map((p) => p.type), ...ast.indexSignatures.map((i) => i.type))
      break
    case "TupleType":
      next.push(...ast.elements.map((e) => e.type), ...ast.rest.map((r) => r.type))
      break
    case "Union":
      next.push(...ast.types)
      break
    case "Transformation":
      next.push(ast.from, ast.to)
      break
    case "Refinement":
      next.push(ast.from)
      break
    case "Declaration":
      next.push(...ast.typeParameters)
      break
    case "Suspend":
      next.push(ast.f())
      break
  }
  for (const n of next) nodesOf(n, into)
  return into
}

describe("the success schemas the read use cases declare", () => {
  it("are the descriptors' success schemas, or parts of them (an Option of one for a read that may find nothing)", () => {
    const descriptors = Object.entries(Atlas)
      .filter(([name]) => name.endsWith("Contract"))
      .flatMap(([, table]) => Object.values(table as Record<string, { readonly success?: { readonly ast: SchemaAST.AST } }>))
    const fromDescriptors = new Set<SchemaAST.AST>()
    for (const d of descriptors) if (d.success !== undefined) nodesOf(d.success.ast, fromDescriptors)
    // Structured nodes only: keywords and literals are shared by every schema.
    const structured = (ast: SchemaAST.AST) => ["TypeLiteral", "TupleType", "Transformation", "Declaration", "Union"].includes(ast._tag)
    const declared = reads.filter((u) => u.success !== undefined)
    const stray = declared.filter((u) => {
      const own = u.success!.ast
      if (fromDescriptors.has(own)) return false
      // A wrapper (Option) of a descriptor's schema: one of its nodes is.
      return ![...nodesOf(own)].some((n) => n !== own && structured(n) && fromDescriptors.has(n))
    })
    expect(stray.map((u) => u.name)).toStrictEqual([])
    expect(declared.map((u) => u.name)).toEqual(
      expect.arrayContaining([
        "Stores.getStoreDetails",
        "Items.lookupItem",
        "Carts.getCart",
        "Customer.getProfileContext",
        "Banners.listBanners"
      ])
    )
    expect(declared.length).toBeGreaterThanOrEqual(40)
    // Only reads declare one: a write's answer is never dehydrated.
    expect(useCases.filter((u) => u.mode !== "read" && u.success !== undefined).map((u) => u.name)).toStrictEqual([])
  })

  it("are those docs/react.md counts and names: the reads it says declare none declare none", () => {
    const doc = readFileSync(new URL("../../docs/react.md", import.meta.url), "utf8").replace(/\s+/g, " ")
    const count = /(\d+) reads of the tables declare one/.exec(doc)
    expect(Number(count?.[1])).toBe(reads.filter((u) => u.success !== undefined).length)
    const none = /reads that declare none \(([^)]*)\)/.exec(doc)?.[1] ?? ""
    const named = [...none.matchAll(/`([\w.]+)`/g)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(0)
    for (const name of named) expect(reads.find((u) => u.name === name)?.success, name).toBeUndefined()
    for (const name of named)
      expect(
        reads.some((u) => u.name === name),
        name
      ).toBe(true)
  })
})
