import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

// The README's code blocks marked `<!-- example: examples/... -->` are those files, verbatim: the
// examples are type-checked by `npm run typecheck` and run as tests, so the README cannot drift.
describe("README examples", () => {
  it("every marked block equals its example file", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8")
    const blocks = [...readme.matchAll(/<!-- example: (\S+) -->\n\n?```\w+\n([\s\S]*?)```/g)]
    expect(blocks.map((b) => b[1])).toEqual([
      "examples/compose.ts",
      "examples/stores.test.ts",
      "examples/cart.test.ts",
      "examples/atlas.ts",
      "examples/StoreFinder.tsx",
      "examples/Cart.tsx",
      "examples/msw-browser/main.ts",
      "examples/otel-browser.ts",
      "examples/otel-node.ts",
      "examples/otel.test.ts"
    ])
    for (const [, file, code] of blocks) {
      expect(code, file).toBe(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"))
    }
  })
})

// The same for the marked blocks of docs/*.md.
describe("docs examples", () => {
  it("every marked block of docs/*.md equals its example file", () => {
    const docs = readdirSync(new URL("../docs/", import.meta.url)).filter((f) => f.endsWith(".md"))
    const blocks = docs.flatMap((doc) => [
      ...readFileSync(new URL(`../docs/${doc}`, import.meta.url), "utf8").matchAll(/<!-- example: (\S+) -->\n\n?```\w+\n([\s\S]*?)```/g)
    ])
    expect(blocks.map((b) => b[1])).toEqual(
      expect.arrayContaining([
        "examples/errors.test.ts",
        "examples/ssr/StorePage.tsx",
        "examples/ssr/server.tsx",
        "examples/ssr/client.tsx"
      ])
    )
    for (const [, file, code] of blocks) {
      expect(code, file).toBe(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"))
    }
  })
})
