/**
 * `npm run bench`: the five tables of issue 11 and the storefront's load (issue 22: timed loads on a
 * phone, script bytes and API requests per route, Lighthouse), printed and written to
 * `bench/results.json`. `npm run bench -- --check` runs the deterministic parts only (requests per
 * screen, bundle cost, React renders, one unthrottled load per route for its script bytes and
 * requests) and exits non-zero when a budget is breached. Throughput and load times are reported,
 * not gated. `--only load` runs just the load and Lighthouse tables (with `--check`, just the load
 * budgets); it updates their part of an existing `bench/results.json`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { fixtures } from "../src/testing/fixtures.js"
import { runBundle } from "./bundle.js"
import { runDecode } from "./decode.js"
import { loadBodies } from "./fixtures.js"
import { runLighthouse } from "./lighthouse.js"
import { CHUNKS, LOAD_ROUTES, type LoadResults, runLoad, withStorefront } from "./load.js"
import { runOverhead } from "./overhead.js"
import { runReact } from "./react.js"
import { runScreens } from "./screens.js"
import { fixed, kb, printTable } from "./table.js"

/** The gated budgets (KB = 1024 bytes). */
const budgets = {
  firstScreenGzip: 100 * 1024, // #22 target (97.6 KB on 2026-11-26 evening; 104.6 that afternoon)
  domainGzip: 4 * 1024,
  gridItemsRequests: 1,
  /** The first route's (`/shop`) script as served, brotli: React, router, data layer and app. */
  // #22's budget was 210 KB (203.7 KB on 2026-11-26); React Router's framework mode (#41) brings a
  // 35.2 KB router where data mode's was 27.3 KB: 215.0 KB on 2026-11-29; the shop's paged read, the tiles'
  // prefetch on intent and the tabs' sync (#42) bring it to 216.6 KB the same day. The offline parts (#43)
  // brought it to 220.4 KB; the picker's panel loaded when opened and the IndexedDB table out of the
  // outbox's chunk bring it back to 217.9 KB on 2026-11-29. The shell chunk (`atlasShellChunk()`, #41):
  // 198.5 KB in 11 files where there were 49, on 2026-11-30. #41 asks 210, target 180.
  firstRouteScriptBrotli: 205 * 1024,
  /** Atlas API requests of one load of each route (today's counts). */
  // Server-rendered and hydrated from the snapshot: the search, its tiles' items and the store search are not fetched again.
  atlasRequests: { "/shop": 0, "/stores?zip=45202&modality=PICKUP": 0 } as Readonly<Record<string, number>>
} as const

/** Reported, not gated: the first content of each route on the phone (ms), Lighthouse's scores. */
const targets = { firstContentMs: 2_500, lighthouse: { performance: 90, accessibility: 100, bestPractices: 100, seo: 100 } } as const

/** Interleaved repetitions of the per-call table (each contender 300 ms per run, after a warm-up). */
const OVERHEAD_REPS = 7

/** Timed loads per route (their median is reported). */
const LOAD_RUNS = 5

const check = process.argv.includes("--check")
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined
if (only !== undefined && only !== "load") {
  console.error(`bench: --only takes "load" (the load and Lighthouse tables), not ${JSON.stringify(only)}`)
  process.exit(2)
}
const onlyLoad = only === "load"
const breaches: Array<string> = []
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    platform: `${process.platform} ${process.arch}`
  },
  mode: `${check ? "check" : "full"}${onlyLoad ? ", only load" : ""}`
}

if (!check && !onlyLoad) {
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

if (!onlyLoad) {
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
  const firstRaw = bundle.bundles[0]!.raw
  printTable(
    `4c. The first screen's (a) largest modules (esbuild metafile: minified bytes in the chunks it loads; the bundle is ${kb(firstRaw)} minified)`,
    ["module", "bytes", "share"],
    bundle.largest.map((m) => [m.module.replace(/^node_modules\//, ""), m.bytes, `${((100 * m.bytes) / firstRaw).toFixed(1)} %`])
  )
  printTable(
    "4d. The first screen's (a) minified bytes by origin",
    ["origin", "modules", "bytes", "share"],
    bundle.byOrigin.map((o) => [o.origin, o.modules, o.bytes, `${((100 * o.bytes) / firstRaw).toFixed(1)} %`])
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
  if (wrong.length > 0)
    breaches.push(`a slot update re-rendered ${wrong.map((r) => `${r.component} (${r.reads}, ${r.renders})`).join(", ")}`)
}

// 6, 6b, 6c and 7: the storefront's load, from `npm start`'s server (built first if stale).
const seconds = (ms: number | null) => (ms === null ? "never" : `${(ms / 1000).toFixed(2)} s`)
/** A median with the range of the loads: "2.31 s (2.10-2.60)"; never counts as the slowest. */
const timing = (median: number | null, xs: ReadonlyArray<number | null>) => {
  const done = xs.filter((x): x is number => x !== null)
  const nevers = xs.length - done.length
  if (median === null) return `never (${nevers} of ${xs.length})`
  const range = `${(Math.min(...done) / 1000).toFixed(2)}-${nevers > 0 ? "never" : (Math.max(...done) / 1000).toFixed(2)}`
  return `${seconds(median)} (${range})`
}
const productPath = `/products/${fixtures().item.gtin13}`
const { load, lighthouse } = await withStorefront(async (server) => {
  const load: LoadResults = await runLoad(server, { runs: LOAD_RUNS, countOnly: check })
  if (check) return { load, lighthouse: undefined }
  await server.reset()
  return { load, lighthouse: await runLighthouse(server.origin, [LOAD_ROUTES[0]!.path, productPath, LOAD_ROUTES[1]!.path]) }
})
const loadResults: Record<string, unknown> = { date: results.date, machine: results.machine, ...load, targets }
results.load = loadResults
if (!check) {
  printTable(
    `6. Storefront load on a phone: median of ${load.runs} loads (range), Debian's chromium ${load.chromium}; ${load.profile}`,
    ["route", "first content", "shown at", "add to cart answers", "FCP", "LCP", "TBT"],
    load.routes.map((r) => {
      const loads = r.timed?.loads ?? []
      const m = r.timed?.median
      return [
        r.route,
        r.content,
        timing(
          m?.content ?? null,
          loads.map((l) => l.content)
        ),
        LOAD_ROUTES.find((route) => route.path === r.route)?.addToCart === true
          ? timing(
              m?.addToCart ?? null,
              loads.map((l) => l.addToCart)
            )
          : "-",
        timing(
          m?.fcp ?? null,
          loads.map((l) => l.fcp)
        ),
        timing(
          m?.lcp ?? null,
          loads.map((l) => l.lcp)
        ),
        `${Math.round(m?.tbt ?? 0)} ms`
      ]
    })
  )
  console.log(
    `target (reported, not gated): first content within ${seconds(targets.firstContentMs)}: ${load.routes
      .map(
        (r) =>
          `${r.route} ${r.timed?.median.content !== null && (r.timed?.median.content ?? Infinity) <= targets.firstContentMs ? "met" : "not met"}`
      )
      .join(", ")}`
  )
}
printTable(
  `6b. Script per route: bytes as served (chromium's accept-encoding) and of its files in demo/dist, by chunk (one unthrottled load)`,
  ["route: chunk", "files", "raw", "gzip", "brotli", "as served"],
  load.routes.flatMap((r) =>
    [...CHUNKS, "total" as const].map((chunk) => {
      const b = r.bytes[chunk]
      return [`${r.route}: ${chunk}`, b.files, kb(b.raw), kb(b.gzip), kb(b.brotli), kb(b.served)]
    })
  )
)
printTable(
  "6c. Atlas API requests per route load (one unthrottled load, a fresh context)",
  ["route", "requests", "budget", "content shown", "requests made"],
  load.routes.map((r) => [
    r.route,
    r.atlasRequests,
    budgets.atlasRequests[r.route] ?? "-",
    r.contentShown ? "yes" : "never",
    r.atlasPaths.join(", ") || "-"
  ])
)
const shop = load.routes.find((r) => r.route === "/shop")
// The React Router example (examples/react-router/), as scripts/consumer-check.mjs last built it from
// the packed package and measured it in chromium (unthrottled), beside the storefront's /shop.
const example = join(process.cwd(), ".ci", "out", "react-router-example.json")
if (existsSync(example)) {
  const figures = JSON.parse(readFileSync(example, "utf8")) as {
    firstProductMs: number
    scriptBytes: number
    measuredAt: string
    lighthouse?: { scores: { performance: number | null }; metrics: { lcp: number | null } }
  }
  const storefront = lighthouse?.find((p) => p.path === "/shop")
  printTable(
    `6d. examples/react-router (react-router build, react-router-serve) beside the storefront: first page scripts (brotli), first product (unthrottled), Lighthouse mobile (the example: one run); the example measured by consumer-check at ${figures.measuredAt}`,
    ["app", "scripts (brotli)", "first product", "Lighthouse performance", "LCP"],
    [
      [
        "storefront /shop",
        shop === undefined ? "-" : kb(shop.bytes.total.brotli),
        "-",
        storefront?.scores.performance ?? "-",
        seconds(storefront?.metrics.lcp ?? null)
      ],
      [
        "examples/react-router /",
        kb(figures.scriptBytes),
        seconds(figures.firstProductMs),
        figures.lighthouse?.scores.performance ?? "-",
        seconds(figures.lighthouse?.metrics.lcp ?? null)
      ]
    ]
  )
} else console.log("6d. examples/react-router: not measured here (run scripts/consumer-check.mjs first)")
if (shop === undefined || !shop.contentShown)
  breaches.push("/shop showed no product tile (its script bytes and requests would be meaningless)")
else if (shop.bytes.total.served > budgets.firstRouteScriptBrotli)
  breaches.push(`/shop loads ${kb(shop.bytes.total.served)} of script as served (budget: ${kb(budgets.firstRouteScriptBrotli)} brotli)`)
for (const r of load.routes) {
  const budget = budgets.atlasRequests[r.route]
  if (budget !== undefined && r.atlasRequests > budget)
    breaches.push(`${r.route} made ${r.atlasRequests} atlas API requests (budget: ${budget})`)
}
if (lighthouse !== undefined) {
  results.lighthouse = { date: results.date, targets: targets.lighthouse, pages: lighthouse }
  printTable(
    `7. Lighthouse ${lighthouse[0]?.lighthouse ?? ""}, default mobile profile (simulated slow 4G, 4× CPU), the median of ${lighthouse[0]?.performanceRuns.length ?? 0} runs per page (performance: every run's in brackets); targets: performance ≥ ${targets.lighthouse.performance}, the others ${targets.lighthouse.accessibility}`,
    ["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "SI"],
    lighthouse.map((p) => [
      p.path,
      `${p.scores.performance ?? "-"} (${p.performanceRuns.map((r) => r ?? "-").join(", ")})`,
      p.scores.accessibility ?? "-",
      p.scores.bestPractices ?? "-",
      p.scores.seo ?? "-",
      seconds(p.metrics.fcp),
      seconds(p.metrics.lcp),
      p.metrics.tbt === null ? "-" : `${Math.round(p.metrics.tbt)} ms`,
      p.metrics.cls === null ? "-" : fixed(p.metrics.cls, 3),
      seconds(p.metrics.si)
    ])
  )
  for (const p of lighthouse) {
    if (p.failing.length > 0) console.log(`${p.path}: not passed: ${p.failing.join(", ")}`)
    for (const w of p.warnings) console.log(`${p.path}: Lighthouse warning: ${w}`)
  }
}

results.budgets = budgets
results.breaches = breaches
const resultsFile = fileURLToPath(new URL("./results.json", import.meta.url))
if (!check) {
  // --only load updates the load's part of the last full run's results.
  const written =
    onlyLoad && existsSync(resultsFile)
      ? {
          ...(JSON.parse(readFileSync(resultsFile, "utf8")) as Record<string, unknown>),
          load: results.load,
          lighthouse: results.lighthouse
        }
      : results
  writeFileSync(resultsFile, `${JSON.stringify(written, null, 2)}\n`)
}

if (breaches.length > 0) {
  console.error(`\nbench: ${breaches.length} budget(s) breached:\n${breaches.map((b) => `  - ${b}`).join("\n")}`)
  process.exit(1)
}
console.log(`\nbench: every budget met${check ? " (--check: deterministic budgets only)" : "; wrote bench/results.json"}`)
process.exit(0)
