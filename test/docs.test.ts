import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

// Code blocks marked `<!-- example: examples/... -->` in the README and in docs/*.md are those files,
// verbatim: the examples are type-checked by `npm run typecheck` and run as tests, so the docs cannot drift.
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8")

/** The marked blocks of a document: the example file each names, and the block's code. */
const markedBlocks = (doc: string) =>
  [...read(doc).matchAll(/<!-- example: (\S+) -->\n\n?```\w+\n([\s\S]*?)```/g)].map(([, file, code]) => ({ file: file!, code }))

const expectVerbatim = (blocks: ReadonlyArray<{ readonly file: string; readonly code: string | undefined }>) => {
  for (const { file, code } of blocks) expect(code, file).toBe(read(file))
}

describe("README examples", () => {
  it("every marked block equals its example file", () => {
    const blocks = markedBlocks("README.md")
    expect(blocks.map((b) => b.file)).toEqual([
      "examples/first/vite.config.ts",
      "examples/first/atlas.ts",
      "examples/first/NearbyStores.tsx",
      "examples/first/main.tsx",
      "examples/first/NearbyStores.test.tsx",
      "examples/stores.test.ts",
      "examples/cart.test.ts",
      "examples/msw-node.test.ts",
      "examples/msw-browser/main.ts",
      "examples/compose.ts",
      "examples/otel-browser.ts",
      "examples/otel-node.ts",
      "examples/otel.test.ts",
      "examples/atlas.ts",
      "examples/StoreFinder.tsx",
      "examples/Cart.tsx"
    ])
    expectVerbatim(blocks)
  })
})

describe("docs examples", () => {
  it("every marked block of docs/*.md equals its example file", () => {
    const docs = readdirSync(new URL("../docs/", import.meta.url)).filter((f) => f.endsWith(".md"))
    const blocks = docs.flatMap((doc) => markedBlocks(`docs/${doc}`))
    expect(blocks.map((b) => b.file)).toEqual(
      expect.arrayContaining([
        "examples/errors.test.ts",
        "examples/ssr/StorePage.tsx",
        "examples/ssr/server.tsx",
        "examples/ssr/client.tsx",
        "examples/react-router/app/atlas.server.ts",
        "examples/react-router/app/atlas.ts",
        "examples/react-router/app/root.tsx",
        "examples/react-router/app/routes/products.tsx",
        "examples/offline/Offline.tsx",
        "examples/offline/LoadOffline.tsx",
        "examples/offline/Outbox.tsx"
      ])
    )
    expectVerbatim(blocks)
  })
})
