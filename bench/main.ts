/**
 * `npm run bench`: the five tables of issue 11, printed and written to `bench/results.json`.
 * `npm run bench -- --check` runs the deterministic parts only (requests per screen, bundle cost,
 * React renders) and exits non-zero when a budget is breached. Throughput is reported, not gated.
 */
import { writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { fileURLToPath } from "node:url"
import { runBundle } from "./bundle.js"
import { runDecode } from "./decode.js"
import { loadBodies } from "./fixtures.js"
import { runOverhead } from "./overhead.js"
import { runReact } from "./react.js"
import { runScreens } from "./screens.js"
import { fixed, kb, printTable } from "./table.js"

/** The gated budgets (KB = 1024 bytes). */
const budgets = { firstScreenGzip: 115 * 1024, domainGzip: 4 * 1024, gridItemsRequests: 1 } as const

/** Interleaved repetitions of the per-call table (each contender 300 ms per run, after a warm-up). */
const OVERHEAD_REPS = 7

const check = process.argv.includes("--check")
const breaches: Array<string> = []
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    platform: `${process.platform} ${process.arch}`
  },
  mode: check ? "check" : "full"
}

if (!check) {
  const bodies = await loadBodies(400)
  const overhead = await runOverhead(bodies, { reps: OVERHEAD_REPS, ms: 300, warmupMs: 400 })
  results.overhead = overhead
  for (const concurrency of [1, 32]) {
    printTable(
      `1. Per-call overhead, ${concurrency === 1 ? "sequential" : "32 concurrent"} (median calls/s of ${OVERHEAD_REPS} interleaved runs; ratio to raw fetch + JSON.parse)`,
      ["operation / contender", "calls/s", "ratio"],
      overhead
        .filter((r) => r.concurrency === concurrency)
        .map((r) => [`${r.operation}: ${r.contender}`, r.callsPerSecond, fixed(r.ratioToFetch)])
    )
  }
  const decode = runDecode(bodies, { reps: 7, ms: 400 })
  results.decode = decode
  printTable(
    `2. Decode throughput: product search, ${decode.items} items (median of 7 interleaved runs)`,
    ["body", "contender", "MB/s", "ratio"],
    decode.rows.map((r) => [`${r.body}, ${kb(r.bytes)}`, r.contender, fixed(r.mbPerSecond, 1), fixed(r.ratioToParse)])
  )
}

const screens = await runScreens()
results.screens = screens
printTable(
  "3. Requests per screen (real services, SlotStore, in-memory reference upstream)",
  ["screen", "components", "batched+deduplicated", "of which items", "one per component"],
  screens.map((s) => [s.screen, s.components, s.batched, s.batchedItemsRequests, s.onePerComponent])
)
const grid = screens.find((s) => s.screen === "grid of 48 tiles")
if (grid === undefined || grid.batchedItemsRequests !== budgets.gridItemsRequests) {
  breaches.push(`48 tiles took ${grid?.batchedItemsRequests ?? "?"} items requests (budget: ${budgets.gridItemsRequests})`)
}
for (const s of screens)
  if (s.failedSlots > 0) breaches.push(`${s.screen}: ${s.failedSlots} reads did not succeed (the count would be meaningless)`)

const bundle = await runBundle({ gatedOnly: check })
results.bundle = bundle
printTable(
  "4. Bundle cost (esbuild: bundle, minify, ESM, browser; react, react-dom external)",
  ["entry", "raw", "gzip", "brotli"],
  bundle.bundles.map((b) => [b.name, kb(b.raw), kb(b.gzip), kb(b.brotli)])
)
printTable(
  "4b. Marginal bytes of each further domain's service over the first screen (a)",
  ["service", "raw B", "gzip B", "brotli B"],
  bundle.marginals.map((m) => [m.service, m.raw, m.gzip, m.brotli])
)
const first = bundle.bundles[0]!
if (first.gzip > budgets.firstScreenGzip)
  breaches.push(`first-screen data layer is ${kb(first.gzip)} gzip (budget: ${kb(budgets.firstScreenGzip)})`)
for (const m of bundle.marginals) {
  if (m.gzip > budgets.domainGzip)
    breaches.push(`${m.service} adds ${kb(m.gzip)} gzip over the first screen (budget: ${kb(budgets.domainGzip)})`)
}

const react = await runReact()
results.react = react
printTable(
  "5. React renders caused by one update of slot A",
  ["component", "reads", "renders"],
  react.map((r) => [r.component, r.reads, r.renders])
)
const wrong = react.filter((r) => (r.reads === "slot A" ? r.renders === 0 : r.renders > 0))
if (wrong.length > 0) breaches.push(`a slot update re-rendered ${wrong.map((r) => `${r.component} (${r.reads}, ${r.renders})`).join(", ")}`)

results.budgets = budgets
results.breaches = breaches
if (!check) writeFileSync(fileURLToPath(new URL("./results.json", import.meta.url)), `${JSON.stringify(results, null, 2)}\n`)

if (breaches.length > 0) {
  console.error(`\nbench: ${breaches.length} budget(s) breached:\n${breaches.map((b) => `  - ${b}`).join("\n")}`)
  process.exit(1)
}
console.log(`\nbench: every budget met${check ? " (--check: deterministic budgets only)" : "; wrote bench/results.json"}`)
process.exit(0)
