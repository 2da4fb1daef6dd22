import { execFileSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, assert, beforeAll, describe, expect, it } from "@effect/vitest"
import { build, type Plugin } from "vite"
import { atlasShellChunk } from "atlas-client/vite"
import { ROUTE, routeModules, writeApp } from "./routerApp.js"
import { MODULE_END, withModuleEnd, withYields, YIELD } from "../../src/vite/shellTasks.js"

describe("withYields (the shell's points)", () => {
  const chunk = (...modules: ReadonlyArray<string>) => modules.map((code) => `${code}\n${MODULE_END}\n`).join("")

  it("makes the first point the function, a point a yield once `every` characters have run since the last cut, and blanks the others", () => {
    const code = chunk("a".repeat(10), "b".repeat(10), "c".repeat(30), "d".repeat(5))
    const yielded = withYields(code, 20)
    expect(yielded).toHaveLength(code.length)
    const definition = /^const __atlas_next_task__ = \(\) => new Promise\(.*\);$/
    expect(yielded.split("\n").map((line) => line.trim())).toStrictEqual([
      "a".repeat(10),
      expect.stringMatching(definition),
      "b".repeat(10),
      // 11 + 12 characters since the start (the line breaks counted, the points not): past 20.
      YIELD,
      "c".repeat(30),
      YIELD,
      "d".repeat(5),
      "",
      ""
    ])
    // With a cut at every point, the first is the function and a yield.
    const first = withYields(code, 1).split("\n")[1]!.trim()
    expect(first).toMatch(/^const __atlas_next_task__ = \(\) => new Promise\(/)
    expect(first.endsWith(`);${YIELD}`)).toBe(true)
    assert.notInclude(yielded, "__atlas_module_end__")
  })

  it("blanks every point when it yields nowhere, and leaves a chunk without points as it is", () => {
    const code = chunk("a", "b")
    expect(withYields(code, false)).toStrictEqual(code.replaceAll(MODULE_END, " ".repeat(MODULE_END.length)))
    expect(withYields("const a = 1\n", 1)).toStrictEqual("const a = 1\n")
  })

  it("ends script modules only (not styles, JSON or virtual modules)", () => {
    expect(withModuleEnd("/app/a.ts?__react-router-build-client-route", "x()")).toStrictEqual(`x()\n${MODULE_END}\n`)
    expect(withModuleEnd("/app/node_modules/react/index.js", "x()")).toStrictEqual(`x()\n${MODULE_END}\n`)
    for (const id of ["/app/styles.css", "/app/data.json", "\0commonjsHelpers.js", "/app/styles.css?inline"])
      expect(withModuleEnd(id, "x")).toBeUndefined()
  })
})

// A real Vite build of a tiny app laid out as React Router's framework mode builds one (the client
// entry and the root route, which share three modules: the shell), then run in Node: each module
// records the count of a ticker that a `setImmediate` chain advances once per turn of the event loop.
const shared = ["one", "two", "three"]
const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "tiny-tasks", private: true, type: "module" }),
  ...Object.fromEntries(
    shared.map((name) => [
      `app/${name}.ts`,
      `(globalThis as any).seen.push(["${name}", (globalThis as any).ticks])\nexport const ${name} = "${name}"\n`
    ])
  ),
  "app/entry.client.ts": `import { one } from "./one"\nimport { two } from "./two"\nimport { three } from "./three"\n(globalThis as any).seen.push(["entry " + [one, two, three].join(), (globalThis as any).ticks])\n`,
  "app/root.ts": `import { one } from "./one"\nimport { two } from "./two"\nimport { three } from "./three"\n(globalThis as any).seen.push(["root " + [one, two, three].join(), (globalThis as any).ticks])\n`
}
const inputs = ["app/entry.client.ts", `app/root.ts${ROUTE}`]

const root = mkdtempSync(join(tmpdir(), "atlas-shell-tasks-"))

/** Builds the app into `dist-<name>` and runs its client entry in a Node process: what each module saw. */
const builtAndRun = async (name: string, plugin: Plugin): Promise<ReadonlyArray<readonly [string, number]>> => {
  const outDir = join(root, `dist-${name}`)
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [routeModules(root), plugin],
    build: {
      outDir,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: inputs.map((i) => join(root, i)), output: { entryFileNames: "[name].js" } }
    }
  })
  const entry = pathToFileURL(join(outDir, "entry.client.js")).href
  const script = `globalThis.seen = []; globalThis.ticks = 0
const tick = () => { globalThis.ticks++; if (globalThis.ticks < 10000) setImmediate(tick) }
setImmediate(tick)
await import(${JSON.stringify(entry)})
console.log(JSON.stringify(globalThis.seen))
process.exit(0)`
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }))
}

let oneTask: ReadonlyArray<readonly [string, number]> = []
let tasks: ReadonlyArray<readonly [string, number]> = []

beforeAll(async () => {
  writeApp(root, files)
  oneTask = await builtAndRun("one-task", atlasShellChunk({ yieldEvery: false }))
  tasks = await builtAndRun("tasks", atlasShellChunk({ yieldEvery: 1 }))
}, 240_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("atlasShellChunk's yieldEvery (atlas-client/vite) in a Vite build", () => {
  it("runs the shell's modules and then the entry in one task with yieldEvery false", () => {
    expect(oneTask.map(([module]) => module)).toStrictEqual(["one", "two", "three", "entry one,two,three"])
    expect(new Set(oneTask.map(([, ticks]) => ticks)).size).toBe(1)
  })

  it("runs each slice of the shell in a task of its own, in the same order, and the entry after the last", () => {
    expect(tasks.map(([module]) => module)).toStrictEqual(["one", "two", "three", "entry one,two,three"])
    const ticks = tasks.map(([, n]) => n)
    for (let i = 1; i < ticks.length; i++)
      assert.isAbove(ticks[i]!, ticks[i - 1]!, `${tasks[i]![0]} ran in a later task than ${tasks[i - 1]![0]}`)
  })

  it("leaves no point in any chunk it wrote, and yields only in the shell", () => {
    const chunks = readdirSync(join(root, "dist-tasks"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))
    const shell = chunks.filter((f) => f.startsWith(join("assets", "shell-")))
    expect(shell).toHaveLength(1)
    for (const file of chunks) {
      const code = readFileSync(join(root, "dist-tasks", file), "utf8")
      assert.notInclude(code, "__atlas_module_end__", file)
      expect(code.includes("MessageChannel"), file).toBe(file === shell[0])
    }
  })
})
