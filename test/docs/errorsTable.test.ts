import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { errorsDocPath, errorsTable, withTable } from "../../scripts/errors-table.js"

// docs/errors.md's table is made from the code (families, descriptors, slot states, scenarios):
// `npx tsx scripts/errors-table.ts --write` rewrites it; this fails when the two disagree.
describe("docs/errors.md", () => {
  it("its table is the one the code makes", async () => {
    const doc = readFileSync(errorsDocPath, "utf8")
    expect(doc).toBe(await withTable(doc, errorsTable()))
  })

  it("names every code of the catalogue with its typed error", () => {
    const table = errorsTable()
    for (const [code, tag] of [
      ["FLASH_SALE_FALLOUT", "CheckoutModifyError"],
      ["VENDOR_FAILURE", "PromiseModifyError"],
      ["BLOCKED_UPC", "ReturnRejected"],
      ["OOS", "CartRejected"],
      ["JWK_NOT_FOUND", "ServiceTokenError"]
    ] as const) {
      expect(table).toMatch(new RegExp(`\\| \`${code}\` \\|[^|]*\\| \`${tag}\` \\| response-error \\|`))
    }
  })
})
