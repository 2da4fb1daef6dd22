/**
 * The import graph of src/ (docs/architecture.md): no cycle between files, type imports included,
 * so that every module can be read, tested and bundled from the bottom up. The direction between
 * folders is eslint-plugin-boundaries' (eslint.config.js); this test finds what lint cannot: a
 * circle inside one folder.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..")

const sourcesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : []
  })

const specifiers = /(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*["'](\.{1,2}\/[^"']+)["']/g

/** Each file's relative imports, resolved to files. */
export const importGraph = (dir: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const files = new Set(sourcesUnder(dir))
  const graph = new Map<string, ReadonlyArray<string>>()
  for (const file of files) {
    const text = readFileSync(file, "utf8")
    const targets = [...text.matchAll(specifiers)].flatMap((m) => {
      const base = resolve(dirname(file), m[1]!).replace(/\.js$/, "")
      return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].filter((c) => files.has(c)).slice(0, 1)
    })
    graph.set(file, targets)
  }
  return graph
}

/** The strongly connected components of more than one file (Tarjan), i.e. the cycles. */
export const cyclesOf = (graph: ReadonlyMap<string, ReadonlyArray<string>>): ReadonlyArray<ReadonlyArray<string>> => {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const cycles: Array<ReadonlyArray<string>> = []
  const visit = (v: string): void => {
    indexOf.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!))
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: Array<string> = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component)
    }
  }
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v)
  return cycles
}

describe("the import graph", () => {
  it("finds a cycle when there is one (the check can fail)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]]
    ])
    expect(cyclesOf(graph).map((c) => [...c].sort())).toEqual([["a", "b", "c"]])
  })

  it("has no cycle between the files of src/", () => {
    const graph = importGraph(join(root, "src"))
    expect(graph.size).toBeGreaterThan(200)
    const cycles = cyclesOf(graph).map((c) => c.map((f) => relative(root, f)))
    expect(cycles).toEqual([])
  })
})
