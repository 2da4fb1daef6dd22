#!/usr/bin/env node
// The package as a stranger meets it (issue #24): `npm pack`, then, in a temporary directory, a
// fresh minimal Vite + React + TypeScript app (files written here, tool versions pinned to this
// repository's) that installs the tarball with exactly the README's Install commands, and:
//   - type-checks the README's examples, strict, without skipLibCheck, under `moduleResolution`
//     bundler and node16;
//   - builds the app (the README's StoreFinder in an AtlasProvider, and the msw browser page) with
//     Vite, with no warning;
//   - runs the README's test examples under a plain vitest config (no aliases);
//   - renders an AtlasProvider with a read in Node with react-dom/server;
//   - starts the `atlas-upstream` bin on free ports and reads a store from it over HTTP;
//   - "Your first component" as the README tells it: the README's `vite.config.ts` (the
//     `atlasUpstream()` plugin serving the reference upstream on the app's origin), the page in
//     Debian's chromium from `vite` (development) and from the built app (`vite preview`), where the
//     component must list stores with no cross-origin warning (when /usr/bin/chromium exists; CI
//     installs it before this script).
// At the same time, a second app installs the tarball with the lowest version of every peer range
// (the README's ranges give the highest), type-checks and runs the examples there too; and a third,
// `examples/react-router/` (a React Router 7 framework-mode shop), installs it, type-checks, builds
// with `react-router build`, runs with `react-router-serve` against the `atlas-upstream` bin and is
// checked in chromium (`react-router-shop-check.mjs`: the session cookie in the first response, the
// data in the HTML, no atlas request while hydrating, two adds at once with JavaScript on and off,
// one add for a form posted twice); its first product time and script bytes go to
// `.ci/out/react-router-example.json`, which `npm run bench` prints beside the storefront's.
// Any failing step fails the script (exit code 1). `--keep` keeps the temporary directory; `--build` rebuilds
// dist even when it is newer than the sources.
//
//   node scripts/consumer-check.mjs [--keep] [--build]
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { stripVTControlCharacters } from "node:util"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { checkShop } from "./react-router-shop-check.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
const readme = readFileSync(join(root, "README.md"), "utf8")
const keep = process.argv.includes("--keep")
const started = Date.now()
const timings = []

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`

/**
 * Runs a named step of a pipeline; its output is kept and printed in one piece when it ends, so
 * that the two pipelines (highest and lowest peers), which run at the same time, read apart.
 */
const step = async (pipeline, name, fn) => {
  const t = Date.now()
  const log = []
  const say = (text) => log.push(text)
  const print = (status) => {
    const out = log.join("").trimEnd()
    process.stdout.write(`\n== [${pipeline}] ${name}: ${status} (${seconds(Date.now() - t)})\n${out === "" ? "" : `${out}\n`}`)
  }
  try {
    const result = await fn(say)
    timings.push([`[${pipeline}] ${name}`, Date.now() - t])
    print("ok")
    return result
  } catch (e) {
    print("FAILED")
    throw e
  }
}

/** Runs a command; its output goes to `say`; fails on a non-zero exit. Resolves with stdout. */
const run = (say, cwd, command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    child.stdout.on("data", (chunk) => {
      stdout += chunk
      say(chunk.toString())
    })
    child.stderr.on("data", (chunk) => say(chunk.toString()))
    child.once("error", reject)
    child.once("close", (code, signal) =>
      code === 0 ? resolve(stdout) : reject(new Error(`consumer-check: ${command} ${args.join(" ")} failed (${code ?? signal}) in ${cwd}`))
    )
  })
const npm = (say, cwd, args) => run(say, cwd, "npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"])
const bin = (dir, name) => join(dir, "node_modules", ".bin", name)

// ---- What the README says ----

/** The `npm i` commands of the README's Install section, in order. */
const installCommands = () => {
  const section = /^## Install\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? ""
  const commands = [...section.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1].split("\n"))
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter((line) => /^npm (i|install) /.test(line))
  if (!commands.some((c) => c.split(/\s+/).includes("atlas-client")))
    throw new Error("consumer-check: no `npm i atlas-client` in the README's Install section")
  return commands
}

/** The README's example blocks (`<!-- example: path -->`), by path. */
const examples = () => {
  const blocks = [...readme.matchAll(/<!-- example: (\S+) -->\n```\w+\n([\s\S]*?)```/g)].map((m) => [m[1], m[2]])
  if (blocks.length === 0) throw new Error("consumer-check: no example blocks in the README")
  return blocks
}

// ---- The app ----

const devVersion = (name) => {
  const v = pkg.devDependencies[name]
  if (!/^\d+\.\d+\.\d+$/.test(v ?? "")) throw new Error(`consumer-check: ${name} is not pinned in devDependencies (${v})`)
  return v
}
const tools = [
  "typescript",
  "vite",
  "@vitejs/plugin-react",
  "vitest",
  "@types/react",
  "@types/react-dom",
  "@types/node",
  // The README's "Your first component" test: `npm i -D vitest happy-dom @testing-library/react @testing-library/dom`.
  "happy-dom",
  "@testing-library/react",
  "@testing-library/dom"
]

const compilerOptions = {
  target: "ES2022",
  lib: ["ES2023", "DOM", "DOM.Iterable"],
  module: "ESNext",
  moduleResolution: "bundler",
  jsx: "react-jsx",
  strict: true,
  skipLibCheck: false,
  isolatedModules: true,
  noEmit: true,
  types: ["node"]
}

const mainTsx = `import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ConsoleSpanExporter } from "@opentelemetry/sdk-trace-base"
import { AtlasProvider } from "atlas-client/react"
import { live } from "../examples/compose.js"
import { StoreFinder } from "../examples/StoreFinder.js"
import { tracedLive } from "../examples/otel-browser.js"

// The README's component in a provider over the README's production layer (traced with ?trace).
const layer = location.search.includes("trace") ? tracedLive(new ConsoleSpanExporter()) : live
const root = document.getElementById("root")
if (root === null) throw new Error("no #root")
createRoot(root).render(
  <StrictMode>
    <AtlasProvider layer={layer}>
      <StoreFinder />
    </AtlasProvider>
  </StrictMode>
)
`

// Server rendering in plain Node (no bundler, no transpiler): the package's ESM as Node loads it.
const ssr = `import { createElement as h } from "react"
import { renderToString } from "react-dom/server"
import * as Layer from "effect/Layer"
import { Stores } from "atlas-client"
import { AtlasProvider, StoresUseCases, useRead } from "atlas-client/react"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"

function StoreName({ id }) {
  const { state } = useRead(StoresUseCases.getStoreDetails, [id])
  return h("p", { "data-status": state.status }, state.status === "success" ? state.value.name : "Loading…")
}
const layer = Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))
const html = renderToString(h(AtlasProvider, { layer }, h(StoreName, { id: "01400316" })))
if (!/^<p data-status="[a-z-]+">/.test(html)) throw new Error("unexpected server rendering: " + html)
console.log("rendered in Node:", html)
`

const testFiles = ["examples/**/*.test.ts", "examples/**/*.test.tsx"]

const writeApp = (dir) => {
  const files = {
    "package.json": JSON.stringify(
      {
        name: "consumer-app",
        version: "0.0.0",
        private: true,
        type: "module",
        devDependencies: Object.fromEntries(tools.map((t) => [t, devVersion(t)]))
      },
      null,
      2
    ),
    // The package's types checked strictly (skipLibCheck off) through every example but the tests;
    // the tests as a fresh Vite app's template checks them (skipLibCheck on): happy-dom's own
    // declarations do not compile against @types/node, and vitest's types load them once it is installed.
    "tsconfig.json": JSON.stringify({ compilerOptions, include: ["src", "examples"], exclude: testFiles }, null, 2),
    "tsconfig.tests.json": JSON.stringify(
      { extends: "./tsconfig.json", compilerOptions: { skipLibCheck: true }, include: testFiles, exclude: [] },
      null,
      2
    ),
    "tsconfig.node16.json": JSON.stringify(
      { extends: "./tsconfig.json", compilerOptions: { module: "Node16", moduleResolution: "Node16" } },
      null,
      2
    ),
    // The README's vite.config.ts (React and the atlasUpstream() plugin), with this app's three pages
    // and the atlasChunks() plugin (docs/performance.md): the data layer staged from the installed dist.
    "vite.config.ts": `import { defineConfig, mergeConfig } from "vite"
import { atlasChunks } from "atlas-client/vite"
import first from "./examples/first/vite.config"

export default mergeConfig(
  first,
  defineConfig({
    plugins: [atlasChunks()],
    build: { rollupOptions: { input: { main: "index.html", msw: "msw.html", first: "first.html" } }, chunkSizeWarningLimit: 2048 }
  })
)
`,
    "vitest.config.ts": `import { defineConfig } from "vitest/config"

export default defineConfig({ test: { include: ["examples/**/*.test.ts", "examples/**/*.test.tsx"], testTimeout: 30000 } })
`,
    "index.html": `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>consumer app</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
    "msw.html": `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>msw page</title></head>
  <body><p id="status" role="status"></p><ul id="stores"></ul><script type="module" src="/examples/msw-browser/main.ts"></script></body>
</html>
`,
    "first.html": `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>first component</title></head>
  <body><div id="root"></div><script type="module" src="/examples/first/main.tsx"></script></body>
</html>
`,
    "src/main.tsx": mainTsx,
    "ssr.mjs": ssr,
    ...Object.fromEntries(examples())
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text.endsWith("\n") ? text : `${text}\n`)
  }
}

const installed = (dir) => {
  const names = [
    "effect",
    "@effect/platform",
    "@effect/platform-browser",
    "react",
    "react-dom",
    "msw",
    "@effect/opentelemetry",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-base",
    "@opentelemetry/sdk-trace-web",
    "vite"
  ]
  return names
    .map((n) => {
      const file = join(dir, "node_modules", n, "package.json")
      return `${n}@${existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).version : "(none)"}`
    })
    .join(" ")
}

/** `tsc -p` of each config, at the same time. */
const typecheck = (say, dir, configs) => Promise.all(configs.map((config) => run(say, dir, bin(dir, "tsc"), ["-p", config])))

/** Starts the app's `atlas-upstream` on free ports, reads a store over HTTP, stops it. */
const checkBin = async (say, dir) => {
  const child = spawn(bin(dir, "atlas-upstream"), ["--port", "0"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  try {
    const atlas = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`atlas-upstream did not start:\n${output}`)), 30_000)
      const read = (chunk) => {
        output += chunk.toString()
        const url = /atlas API\s+(http:\/\/127\.0\.0\.1:\d+)\/atlas\/v1/.exec(output)?.[1]
        if (url !== undefined) {
          clearTimeout(timer)
          resolve(url)
        }
      }
      child.stdout.on("data", read)
      child.stderr.on("data", read)
      child.once("exit", (code) => reject(new Error(`atlas-upstream exited (${code}):\n${output}`)))
    })
    say(output)
    const search = await (await fetch(`${atlas}/atlas/v1/stores/v1/search?filter.query=45202`)).json()
    const id = search.data?.stores?.[0]?.store?.locationId
    if (typeof id !== "string") throw new Error(`consumer-check: no store near 45202 from the bin: ${JSON.stringify(search).slice(0, 300)}`)
    const details = await fetch(`${atlas}/atlas/v1/stores/v1/details/${id}`)
    const store = (await details.json()).data?.store
    if (details.status !== 200 || store?.locationId !== id) throw new Error(`consumer-check: store ${id} not read from the bin`)
    say(`read ${store.name} (${id}) from ${atlas}\n`)
  } finally {
    const exited = new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(undefined)))
    child.kill("SIGTERM")
    await exited
  }
}

/** Spawns a long-running command and resolves once its output matches `ready` (with the match). */
const startUntil = (say, dir, command, args, ready) => {
  const child = spawn(command, args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output}`)), 30_000)
    const read = (chunk) => {
      // Without the terminal's colours (vite prints the port in bold when it thinks it may).
      output += stripVTControlCharacters(chunk.toString())
      const match = ready.exec(output)
      if (match !== null) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.once("exit", (code) => reject(new Error(`${command} exited (${code}):\n${output}`)))
  })
  const stop = () => {
    say(output)
    const exited = new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(undefined)))
    child.kill("SIGTERM")
    return exited
  }
  return { started, stop }
}

/**
 * The built app's data layer in atlasChunks()' stages, found in the installed package (`effect`'s
 * dist and atlas-client's): a chunk per stage the first component's page runs, and its page's
 * loader running them before its entry (which `checkFirstComponent` then opens in `vite preview`).
 */
const checkStaged = (say, dir) => {
  const assets = readdirSync(join(dir, "dist", "assets"))
  const stages = [
    "data-effect",
    "data-effect-core",
    "data-effect-fiber",
    "data-effect-runtime",
    "data-schema",
    "data-model",
    "data-contract",
    "data"
  ]
  const missing = stages.filter((stage) => !assets.some((file) => new RegExp(`^lib-${stage}-[\\w-]{8}\\.js$`).test(file)))
  const page = readFileSync(join(dir, "dist", "first.html"), "utf8")
  const steps = JSON.parse(/u=(\[[^\]]*\])/.exec(page)?.[1] ?? "[]")
  if (missing.length > 0 || !steps.slice(0, -1).every((s) => /\/lib-/.test(s)) || steps.length < stages.length)
    throw new Error(
      `consumer-check: atlasChunks() staged no ${missing.join(", ")} (assets: ${assets.join(", ")}; first.html runs ${steps.join(", ")})`
    )
  say(`atlasChunks(): first.html runs ${steps.length - 1} library chunks a task apart, then ${steps.at(-1)}\n`)
}

/**
 * The README's "Your first component", as a stranger runs it: `npx vite` with the README's
 * `vite.config.ts` (the `atlasUpstream()` plugin: the reference upstream on the page's origin), then
 * the built app served by `vite preview`; each time the page opened in chromium, where the
 * component must list the stores near 45202, with no page error and no atlas-client warning (the
 * cross-origin one among them).
 */
const checkFirstComponent = async (say, dir) => {
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] })
  try {
    for (const args of [[], ["preview"]]) {
      const server = startUntil(say, dir, bin(dir, "vite"), [...args, "--host", "127.0.0.1", "--port", "0"], /(http:\/\/127\.0\.0\.1:\d+)/)
      try {
        const [, origin] = await server.started
        const page = await browser.newPage()
        const errors = []
        page.on("pageerror", (e) => errors.push(e.message))
        page.on("console", (m) => {
          if (m.type() === "warning" && m.text().startsWith("atlas-client")) errors.push(m.text())
        })
        await page.goto(`${origin}/first.html`)
        await page.getByRole("heading", { name: "Pickup stores near 45202" }).waitFor({ timeout: 30_000 })
        await page.locator("li").first().waitFor({ timeout: 30_000 })
        const stores = await page.locator("li").allTextContents()
        if (stores.length === 0 || !stores.every((s) => / · \d+(\.\d+)? mi$/.test(s)) || errors.length > 0)
          throw new Error(`consumer-check: the first component showed ${JSON.stringify(stores)} (page errors: ${errors.join("; ")})`)
        say(`vite ${args.join(" ")}: ${origin}/first.html listed ${stores.length} stores from the same origin, e.g. "${stores[0]}"\n`)
        await page.close()
      } finally {
        await server.stop()
      }
    }
  } finally {
    await browser.close()
  }
}

/** A port free on 127.0.0.1 now (`react-router-serve` prints the port it was given, so it cannot take 0). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** `examples/react-router/` built and served, checked in chromium; resolves with its figures. */
const checkReactRouterExample = async (say, dir) => {
  const upstream = startUntil(say, dir, bin(dir, "atlas-upstream"), ["--port", "0"], /atlas API\s+(http:\/\/127\.0\.0\.1:\d+)\/atlas\/v1/)
  try {
    const [, atlas] = await upstream.started
    const port = await freePort()
    const serve = startUntil(
      say,
      dir,
      "env",
      [`ATLAS_ORIGIN=${atlas}`, `PORT=${port}`, "HOST=127.0.0.1", bin(dir, "react-router-serve"), "./build/server/index.js"],
      /\[react-router-serve\] http/
    )
    try {
      await serve.started
      const origin = `http://127.0.0.1:${port}`
      const figures = await checkShop(say, origin)
      say(`first product ${figures.firstProductMs} ms, scripts ${(figures.scriptBytes / 1024).toFixed(1)} KB brotli\n`)
      // Lighthouse's mobile profile, one run (the bench's own pages take three).
      const env = { ...process.env, LIGHTHOUSE_RUNS: "1" }
      const report = await new Promise((resolve, reject) => {
        const child = spawn(bin(root, "tsx"), [join(root, "bench", "lighthouseCli.ts"), origin, "/"], { cwd: root, env })
        let out = ""
        child.stdout.on("data", (chunk) => (out += chunk))
        child.stderr.on("data", (chunk) => say(chunk.toString()))
        child.once("close", (code) =>
          code === 0 ? resolve(JSON.parse(out)[0]) : reject(new Error(`lighthouse on the example failed (${code})`))
        )
      })
      say(`Lighthouse mobile: ${JSON.stringify(report.scores)}, LCP ${report.metrics.lcp} ms\n`)
      return { ...figures, lighthouse: { scores: report.scores, metrics: report.metrics } }
    } finally {
      await serve.stop()
    }
  } finally {
    await upstream.stop()
  }
}

// ---- The run ----

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (latest, e) => Math.max(latest, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs),
    0
  )

const work = mkdtempSync(join(tmpdir(), "atlas-consumer-"))
let ok = false
try {
  const tarball = await step("pack", "npm pack", async (say) => {
    const built = join(root, "dist", "index.js")
    const stale =
      !existsSync(built) ||
      statSync(built).mtimeMs < Math.max(newest(join(root, "src")), statSync(join(root, "tsconfig.build.json")).mtimeMs)
    if (stale || process.argv.includes("--build")) await npm(say, root, ["run", "--silent", "build"])
    const packed = JSON.parse(await npm(() => undefined, root, ["pack", "--ignore-scripts", "--json", "--pack-destination", work]))[0]
    say(
      `${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB packed, ${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked\n`
    )
    return join(work, packed.filename)
  })

  // The README's install, as it stands: its ranges resolve to the highest versions.
  const highest = async () => {
    const app = join(work, "app")
    await step("highest", "install as the README says", async (say) => {
      writeApp(app)
      for (const command of installCommands()) {
        const args = command
          .split(/\s+/)
          .slice(1)
          .map((a) => (a === "atlas-client" ? tarball : a))
        say(`$ npm ${args.join(" ")}\n`)
        await npm(say, app, [...args, "--prefer-offline"])
      }
      say(`${installed(app)}\n`)
    })
    await step("highest", "tsc: README examples, moduleResolution bundler and node16", (say) =>
      typecheck(say, app, ["tsconfig.json", "tsconfig.node16.json", "tsconfig.tests.json"])
    )
    await step("highest", "vite build, with no warning", async (say) => {
      let output = ""
      const keepOutput = (text) => {
        output += text
        say(text)
      }
      await run(keepOutput, app, bin(app, "vite"), ["build", "--logLevel", "warn"])
      if (output.trim() !== "") throw new Error("consumer-check: the app's Vite build warned (above)")
      checkStaged(say, app)
    })
    await step("highest", "vitest: README test examples", (say) => run(say, app, bin(app, "vitest"), ["run"]))
    await step("highest", "react-dom/server in Node", (say) => run(say, app, process.execPath, ["ssr.mjs"]))
    await step("highest", "atlas-upstream bin over HTTP", (say) => checkBin(say, app))
    if (existsSync("/usr/bin/chromium"))
      await step("highest", "the README's first component in chromium: vite and vite preview, one origin", (say) =>
        checkFirstComponent(say, app)
      )
    else console.log("\n== [highest] the README's first component in chromium: no /usr/bin/chromium here, not run")
  }

  // The floor of every peer range.
  const lowest = async () => {
    const app = join(work, "app-lowest")
    await step("lowest", "install with the lowest peers", async (say) => {
      writeApp(app)
      const floors = Object.entries(pkg.peerDependencies).map(([name, range]) => {
        // The floor of the first of a range's alternatives (`^6.0.0 || ^7.0.0`: 6.0.0).
        const floor = /^\^(\d+\.\d+\.\d+)(?: \|\| \^\d+\.\d+\.\d+)*$/.exec(range)?.[1]
        if (floor === undefined) throw new Error(`consumer-check: peer range ${name}@${range} is not ^x.y.z`)
        return `${name}@${floor}`
      })
      say(`$ npm i atlas-client ${floors.join(" ")}\n`)
      await npm(say, app, ["i", tarball, ...floors, "--prefer-offline"])
      say(`${installed(app)}\n`)
    })
    await step("lowest", "tsc: README examples, moduleResolution bundler", (say) =>
      typecheck(say, app, ["tsconfig.json", "tsconfig.tests.json"])
    )
    await step("lowest", "vitest: README test examples", (say) => run(say, app, bin(app, "vitest"), ["run"]))
    await step("lowest", "react-dom/server in Node", (say) => run(say, app, process.execPath, ["ssr.mjs"]))
  }

  // The React Router example, as its README section says: the package from the tarball, built, served.
  const reactRouter = async () => {
    const app = join(work, "react-router")
    await step("react-router", "install examples/react-router with the tarball", async (say) => {
      cpSync(join(root, "examples", "react-router"), app, {
        recursive: true,
        filter: (source) => !/[/\\](node_modules|build|\.react-router)$/.test(source)
      })
      await npm(say, app, ["i", tarball, "--prefer-offline"])
    })
    await step("react-router", "react-router typegen && tsc", (say) => npm(say, app, ["run", "--silent", "typecheck"]))
    await step("react-router", "react-router build", (say) => npm(say, app, ["run", "--silent", "build"]))
    if (!existsSync("/usr/bin/chromium")) return console.log("\n== [react-router] chromium checks: no /usr/bin/chromium here, not run")
    const figures = await step("react-router", "react-router-serve, checked in chromium", (say) => checkReactRouterExample(say, app))
    const out = join(root, ".ci", "out")
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, "react-router-example.json"), `${JSON.stringify({ ...figures, measuredAt: new Date().toISOString() })}\n`)
  }

  const results = await Promise.allSettled([highest(), lowest(), reactRouter()])
  const failed = results.filter((r) => r.status === "rejected")
  if (failed.length > 0) throw failed[0].reason
  ok = true
} finally {
  console.log("\nconsumer-check timings (the three pipelines run at the same time):")
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(72)} ${seconds(ms)}`)
  console.log(`  ${"total".padEnd(72)} ${seconds(Date.now() - started)}`)
  if (keep || !ok) console.log(`consumer-check: the apps are in ${work}`)
  // Removing two apps' node_modules takes a while on a busy disk: left to a detached process.
  else spawn("rm", ["-rf", work], { detached: true, stdio: "ignore" }).unref()
  console.log(ok ? "consumer-check: ok" : "consumer-check: FAILED")
}
