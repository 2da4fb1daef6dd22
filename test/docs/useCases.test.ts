import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { useCasesDoc, useCasesDocPath } from "../../scripts/use-cases.js"

// docs/use-cases.md is made from the use-case tables and their types: this regenerates it in memory
// and fails when the committed page differs.
describe("docs/use-cases.md", () => {
  it("is the catalogue the code makes", { timeout: 120_000 }, async () => {
    const made = await useCasesDoc()
    const committed = readFileSync(useCasesDocPath, "utf8")
    expect(committed === made, "docs/use-cases.md is out of date: run `npm run docs:use-cases` and commit it").toBe(true)
    // What a first-time reader looks for, spelled out by the types (not restated here by hand: found in the page).
    expect(made).toContain("declare function searchProducts(query: ProductSearchQuery)")
    expect(made).toMatch(
      /### CartsUseCases\.addToCart\n\n`Carts\.addToCart` · mutation[^\n]*\n\n```ts\ndeclare function addToCart\(\s*upc: string,\s*quantity: number/
    )
    expect(made).toMatch(/type Item = \{[^`]*price\?: \{ readonly regular: number; readonly promo\?: number/)
  })
})
