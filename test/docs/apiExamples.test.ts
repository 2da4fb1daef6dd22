import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

// The API reference's examples are code that compiles: an `@example` of src/ written as a fenced
// block is, verbatim, a marked region (`// #region name` … `// #endregion name`) of a file under
// examples/api/, which `npm run typecheck` checks (and vitest runs, for the `.test.ts` ones). Each
// service class, hook, layer constructor and `rules` function has one.
const root = new URL("../../", import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), "utf8")
const filesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(new URL(dir, root), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)

/** Lines without their common leading indentation. */
const dedent = (lines: ReadonlyArray<string>): string => {
  const indent = Math.min(...lines.filter((l) => l.trim() !== "").map((l) => l.length - l.trimStart().length))
  return lines.map((l) => l.slice(indent)).join("\n")
}

/** The marked regions of the examples/api files, by name. */
const regions = (): ReadonlyMap<string, { readonly file: string; readonly code: string }> => {
  const found = new Map<string, { readonly file: string; readonly code: string }>()
  for (const file of filesUnder("examples/api")) {
    for (const [, name, body] of read(file).matchAll(/^[ \t]*\/\/ #region (\S+)\n([\s\S]*?)^[ \t]*\/\/ #endregion \1$/gm)) {
      expect(found.has(name!), `region ${name} is marked twice`).toBe(false)
      found.set(name!, { file, code: dedent(body!.replace(/\n$/, "").split("\n")) })
    }
  }
  return found
}

interface Documented {
  readonly file: string
  /** The name declared after the comment. */
  readonly name: string
  /** The code of each fenced `@example` block. */
  readonly examples: ReadonlyArray<string>
}

/** Every doc comment of src/ followed by a declaration, with the fenced blocks of its `@example`s. */
const documented = (): ReadonlyArray<Documented> =>
  filesUnder("src").flatMap((file) =>
    [
      ...read(file).matchAll(
        /\/\*\*([\s\S]*?)\*\/\n\s*(?:export )?(?:declare )?(?:default )?(?:abstract )?(?:static )?(?:readonly )?(?:async )?(?:const |class |function |let )?(\w+)/g
      )
    ].map(([, comment, name]) => {
      const text = comment!
        .split("\n")
        .map((l) => l.replace(/^\s*\* ?/, ""))
        .join("\n")
      const examples = text
        .split(/^@/m)
        .filter((tag) => tag.startsWith("example"))
        .flatMap((tag) => [...tag.matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].map(([, code]) => code!.replace(/\n$/, "")))
      return { file, name: name!, examples }
    })
  )

const all = documented()
const examplesOf = (file: string, name: string): ReadonlyArray<string> =>
  all.filter((d) => d.file === file && d.name === name).flatMap((d) => d.examples)

const regionCode = new Set([...regions().values()].map((r) => r.code))
const checked = (file: string, name: string) => {
  const code = regionCode
  const own = examplesOf(file, name)
  expect(own.length, `${name} (${file}) has no fenced @example`).toBeGreaterThan(0)
  for (const example of own) expect(code.has(example), `${name}'s @example is a region of examples/api`).toBe(true)
}

describe("API reference examples", () => {
  it("every fenced @example of src/ is verbatim a marked region of examples/api", () => {
    const byCode = new Map([...regions().values()].map((r) => [r.code, r.file]))
    const fenced = all.flatMap((d) => d.examples.map((code) => ({ where: `${d.name} (${d.file})`, code })))
    expect(fenced.length).toBeGreaterThan(0)
    for (const { where, code } of fenced) expect(byCode.get(code), `${where}: its @example is no examples/api region`).toBeDefined()
  })

  it("every region of examples/api is some @example", () => {
    const used = new Set(all.flatMap((d) => d.examples))
    for (const [name, { file, code }] of regions()) expect(used.has(code), `region ${name} of ${file} is no @example`).toBe(true)
  })

  it("each service class has one", () => {
    const services = filesUnder("src/services").flatMap((file) =>
      [...read(file).matchAll(/^export class (\w+) extends (?:Effect\.Service|Context\.Tag)\b/gm)].map(([, name]) => ({
        file,
        name: name!
      }))
    )
    expect(services.length).toBeGreaterThan(40)
    for (const { file, name } of services) checked(file, name)
  })

  it("each hook has one", () => {
    // What the react entry points export (their `export { … }` lists and own declarations).
    const entries = ["src/react/index.ts", "src/react/suspense.ts", "src/react/server.ts", "src/react/devtools.tsx"]
      .map(read)
      .flatMap((text) => [...text.matchAll(/^export (?:\{[^}]*\}|(?:const|function) \w+)/gm)].map(([e]) => e))
      .join("\n")
    const hooks = filesUnder("src/react").flatMap((file) =>
      [...read(file).matchAll(/^export (?:const|function) (use[A-Z]\w*)/gm)]
        .map(([, name]) => ({ file, name: name! }))
        .filter(({ name }) => new RegExp(`\\b${name}\\b`).test(entries))
    )
    expect(hooks.map((h) => h.name).sort()).toEqual(
      expect.arrayContaining(["useAction", "useRead", "useRequestLog", "useSlots", "useSpanLog", "useSuspenseRead"])
    )
    for (const { file, name } of hooks) checked(file, name)
  })
  it("each layer constructor has one", () => {
    // The layers an app builds its client and services from (src/index, server, otel and testing).
    const layers: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
      ["src/layers/index.ts", ["atlasClient", "atlasClientWith", "atlasServerClient"]],
      ["src/layers/Environment.ts", ["layer", "prod", "stage", "test"]],
      ["src/layers/Credentials.ts", ["none", "browser", "fixed"]],
      ["src/layers/ClientConfig.ts", ["layer"]],
      ["src/layers/RequestContext.ts", ["withInitial"]],
      ["src/layers/RequestLog.ts", ["layer"]],
      ["src/layers/SpanLog.ts", ["layer"]],
      ["src/layers/CookieStore.ts", ["documentCookieStore"]],
      ["src/services/Analytics.ts", ["layer", "noop", "memory", "fromShape"]],
      ["src/services/ShoppingContext.ts", ["browser", "cookie", "layer", "memory"]],
      ["src/services/AllServices.ts", ["AllServices"]],
      ["src/services/lazyServices.ts", ["lazyServices"]],
      ["src/otel/index.ts", ["otelTracing"]],
      ["src/server/index.ts", ["serviceClient", "serviceTokenFromConfig"]],
      ["src/server/ServiceToken.ts", ["layer", "credentials"]],
      ["src/testing/client.ts", ["shopperClient"]],
      ["src/testing/referenceLayer.ts", ["referenceLayer"]],
      ["src/testing/inMemory.ts", ["inMemoryHttpClient"]],
      ["src/testing/observe.ts", ["recordingLogger"]]
    ]
    for (const [file, names] of layers) for (const name of names) checked(file, name)
    // Every static layer of a class in src/layers and src/services is in the list.
    // (src/layers/http is the request layer's own, not exported.)
    const owners = [...filesUnder("src/layers"), ...filesUnder("src/services"), "src/server/ServiceToken.ts"].filter(
      (f) => !f.startsWith("src/layers/http/")
    )
    for (const file of owners) {
      for (const [, name] of read(file).matchAll(/^ {2}static readonly (\w+)(?:: Layer\.Layer<| = \([^)]*\)(?:: Layer\.Layer<| =>))/gm)) {
        expect(
          layers.some(([f, names]) => f === file && names.includes(name!)),
          `${file}: ${name} is listed`
        ).toBe(true)
      }
    }
  })

  it("each rules function has one", () => {
    const modules = [...read("src/rules/index.ts").matchAll(/^export \* from "(?:\.\/|\.\.\/(core)\/)([\w-]+)\.js"/gm)].map(
      ([, core, name]) => (core === undefined ? `src/rules/${name}.ts` : `src/core/${name}.ts`)
    )
    expect(modules).toContain("src/core/projection.ts")
    const functions = modules.flatMap((file) =>
      [...read(file).matchAll(/^export (?:async )?function (\w+)|^export const (\w+)\s*=\s*(?:async\s*)?(?:<[^=\n]*?>)?\s*\(/gm)].map(
        ([, f, c]) => ({
          file,
          name: (f ?? c)!
        })
      )
    )
    expect(functions.length).toBeGreaterThan(50)
    for (const { file, name } of functions) checked(file, name)
  })
})

describe("API reference sentences", () => {
  // A comment that only says `@see X` leaves the export without a sentence of its own. src/schema's
  // `type X = typeof X.Type` aliases are still written that way (the schema constant beside each says
  // what it is).
  it("no export outside src/schema is documented by `@see` alone", () => {
    const bare = filesUnder("src")
      .filter((file) => !file.startsWith("src/schema/"))
      .flatMap((file) =>
        [...read(file).matchAll(/^\s*\/\*\* @see \w+ \*\/\n\s*export (?:type|const|interface) (\w+)/gm)].map(
          ([, name]) => `${file}: ${name}`
        )
      )
    expect(bare).toStrictEqual([])
  })
})
