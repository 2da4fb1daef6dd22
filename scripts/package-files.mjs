#!/usr/bin/env node
// What the package ships, and nothing else: the files a user can reach from the package's entries
// (`exports`) and its bin. From the built `dist/`: the JavaScript each entry loads (esbuild's module
// graph), the declarations each entry's types load (TypeScript's), their source and declaration
// maps, and the sources those maps point at (`src/`, so that "go to definition" lands in them).
//
//   node scripts/package-files.mjs --prune   after `tsc`: deletes the dist files no entry reaches
//                                            (e.g. the `.js` of a module of types only)
//   node scripts/package-files.mjs --check   compares `npm pack --dry-run` with that list and
//                                            fails on a file too many or too few
import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import ts from "typescript"

const root = fileURLToPath(new URL("..", import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
const rel = (path) => relative(root, path).split("\\").join("/")

// The package's own files besides the build, shipped whatever the graph says.
const always = ["package.json", "README.md", "CHANGELOG.md", "LICENSE"].filter((f) => existsSync(join(root, f)))

const targets = Object.values(pkg.exports).filter((t) => typeof t === "object")
const jsEntries = [...targets.map((t) => t.import), ...Object.values(pkg.bin ?? {})].map((p) => join(root, p))
const typeEntries = targets.map((t) => join(root, t.types))

/** The dist files the entries reach, their maps, and the sources of those maps. */
const reachable = async () => {
  const missing = [...jsEntries, ...typeEntries].filter((p) => !existsSync(p))
  if (missing.length > 0) throw new Error(`package-files: run the build first; missing ${missing.map(rel).join(", ")}`)
  const bundled = await build({
    entryPoints: jsEntries,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    packages: "external",
    outdir: join(root, ".package-files"),
    logLevel: "silent"
  })
  const js = Object.keys(bundled.metafile.inputs).map((p) => rel(resolve(root, p)))
  const program = ts.createProgram(typeEntries, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    skipLibCheck: true,
    types: []
  })
  const dts = program
    .getSourceFiles()
    .map((f) => rel(f.fileName))
    .filter((f) => f.startsWith("dist/"))
  const files = new Set([...js, ...dts])
  for (const file of [...files]) {
    const map = `${file}.map`
    if (!existsSync(join(root, map))) continue
    files.add(map)
    const { sources = [], sourceRoot = "" } = JSON.parse(readFileSync(join(root, map), "utf8"))
    for (const source of sources) files.add(rel(resolve(root, dirname(file), sourceRoot, source)))
  }
  return new Set([...files, ...always])
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))

const mode = process.argv[2]
if (mode === "--prune") {
  const keep = await reachable()
  const pruned = walk(join(root, "dist"))
    .map(rel)
    .filter((f) => !keep.has(f))
  for (const f of pruned) rmSync(join(root, f))
  console.log(`package-files: ${keep.size} files reachable, ${pruned.length} unreachable dist files removed`)
} else if (mode === "--check") {
  const expected = await reachable()
  const packed = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" }))[0]
  const shipped = new Set(packed.files.map((f) => f.path))
  const extra = [...shipped].filter((f) => !expected.has(f)).sort()
  const missing = [...expected].filter((f) => !shipped.has(f)).sort()
  for (const f of extra) console.error(`package-files: shipped but reachable from no entry: ${f}`)
  for (const f of missing) console.error(`package-files: reachable but not shipped: ${f}`)
  console.log(
    `package-files: ${shipped.size} files, ${(packed.size / 1024).toFixed(0)} KB packed, ${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked`
  )
  if (extra.length > 0 || missing.length > 0) process.exit(1)
} else {
  console.error("usage: node scripts/package-files.mjs --prune | --check")
  process.exit(2)
}
