/**
 * The storefront's product illustrations (issue 23, item 12): one drawn SVG file per department of
 * the reference upstream's catalogue in `demo/public/art/` (at most 2 KB each, nothing external),
 * a shopping bag for any other department, served as static files with their content type.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { storefrontApp } from "../../demo/server/app.js"
import { ART_DEPARTMENTS, artOf } from "../../demo/src/shop/format.js"
import { DEPARTMENTS } from "../../src/upstream/catalogue/data.js"
import { listening } from "./listening.js"

const publicDir = fileURLToPath(new URL("../../demo/public/", import.meta.url))
const artDir = join(publicDir, "art")
const MAX_BYTES = 2 * 1024

describe("department illustrations", () => {
  it("the storefront knows every department of the upstream's catalogue, and only those", () => {
    expect([...ART_DEPARTMENTS].sort()).toStrictEqual(DEPARTMENTS.map((d) => d.id).sort())
  })

  it("each department's illustration and the fallback is a small, self-contained SVG file", () => {
    const files = [...ART_DEPARTMENTS.map((id) => `${id}.svg`), "other.svg"]
    for (const file of files) {
      const path = join(artDir, file)
      expect({ file, bytes: statSync(path).size <= MAX_BYTES }).toStrictEqual({ file, bytes: true })
      const svg = readFileSync(path, "utf8")
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'), file).toBe(true)
      expect(svg.trimEnd().endsWith("</svg>"), file).toBe(true)
      // Drawn here: no embedded or linked pictures, scripts or fonts.
      expect(svg, file).not.toMatch(/<(image|script|style|text|foreignObject)\b|https?:\/\/(?!www\.w3\.org\/2000\/svg)|data:/)
    }
    // No stray files: every file is a department's or the fallback.
    expect(readdirSync(artDir).sort()).toStrictEqual([...files].sort())
  })

  it("a department's illustration by its id; any other department (or none) gets the shopping bag", () => {
    expect(artOf("produce")).toBe("/art/produce.svg")
    expect(artOf("beer-wine-spirits")).toBe("/art/beer-wine-spirits.svg")
    expect(artOf("garden-furniture")).toBe("/art/other.svg")
    expect(artOf("")).toBe("/art/other.svg")
    expect(artOf(undefined)).toBe("/art/other.svg")
  })

  it("are served as static files with their content type, cached for a day", async () => {
    const files = await listening(storefrontApp({ client: publicDir, origins: () => undefined }))
    try {
      const sent = await files.get("/art/dairy.svg", { accept: "image/avif,image/webp,*/*" })
      expect(sent.status).toBe(200)
      expect(sent.headers["content-type"]).toBe("image/svg+xml")
      expect(sent.headers["cache-control"]).toBe("public, max-age=86400")
      expect(sent.body.toString()).toBe(readFileSync(join(artDir, "dairy.svg"), "utf8"))
    } finally {
      await files.close()
    }
  })
})
