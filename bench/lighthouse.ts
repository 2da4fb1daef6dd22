/**
 * Table 7, Lighthouse (issue 22): Lighthouse 12.2 run programmatically against the storefront's
 * server with its default mobile profile (simulated slow 4G and a 4× slower CPU on a Moto G Power
 * sized screen), in Debian's chromium started by chrome-launcher; the four category scores and the
 * metrics of each page, from the median of its runs (`LIGHTHOUSE_RUNS`, three by default) as
 * Lighthouse picks it (`computeMedianRun`: the run nearest the median first contentful paint and
 * time to interactive), with every run's performance score beside it. The full bench only.
 */
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { CHROMIUM } from "../test/e2e/browser.js"

/** The audits whose numbers the table shows. */
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index"
} as const

const CATEGORIES = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices", seo: "seo" } as const

/** Runs per page (`LIGHTHOUSE_RUNS`, at least one). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1)

/** One page's report, from its median run: scores 0-100 (null when Lighthouse could not score it). */
export interface LighthousePage {
  readonly path: string
  readonly scores: Readonly<Record<keyof typeof CATEGORIES, number | null>>
  /** Every run's performance score, in the order run. */
  readonly performanceRuns: ReadonlyArray<number | null>
  /** ms, except CLS (unitless). */
  readonly metrics: Readonly<Record<keyof typeof METRICS, number | null>>
  /** The audits that did not pass, per category but performance (what keeps it under 100). */
  readonly failing: ReadonlyArray<string>
  readonly lighthouse: string
  readonly warnings: ReadonlyArray<string>
}

/** Runs Lighthouse on each path of the storefront at `origin`, one after another. */
export const runLighthouse = async (origin: string, paths: ReadonlyArray<string>): Promise<ReadonlyArray<LighthousePage>> => {
  const chromePath = (process.env.CHROME_PATH ??= CHROMIUM)
  // Each page in a chromium of its own; a failed recording (NO_NAVSTART, an interstitial: seen on a
  // busy machine) is run again once, in a new chromium.
  const run = async (path: string) => {
    const chrome = await launch({
      chromePath,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-sync"
      ],
      logLevel: "silent"
    })
    try {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, logLevel: "error", output: "json" })
      if (result === undefined) throw new Error(`bench: Lighthouse gave no result for ${path}`)
      return result.lhr
    } finally {
      chrome.kill()
    }
  }
  // A recording that fails (NO_NAVSTART, an interstitial: seen on a loaded machine) is run again, up to twice.
  const recorded = async (path: string) => {
    let lhr = await run(path)
    for (let again = 0; again < 2 && lhr.runtimeError !== undefined; again++) lhr = await run(path)
    if (lhr.runtimeError !== undefined) throw new Error(`bench: Lighthouse failed on ${path}: ${lhr.runtimeError.message}`)
    return lhr
  }
  const scoreOf = (lhr: Awaited<ReturnType<typeof recorded>>, id: string) => {
    const s = lhr.categories[id]?.score
    return s === null || s === undefined ? null : Math.round(s * 100)
  }
  const pages: Array<LighthousePage> = []
  for (const path of paths) {
    const runs: Array<Awaited<ReturnType<typeof recorded>>> = []
    for (let i = 0; i < RUNS; i++) runs.push(await recorded(path))
    // (Its declaration names Lighthouse's global `LH.Result`, which this project does not load: the same type.)
    const lhr = computeMedianRun(runs as never) as (typeof runs)[number]
    const score = (id: string) => scoreOf(lhr, id)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? null
    const failing = Object.values(CATEGORIES)
      .filter((id) => id !== "performance")
      .flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id}`)
      )
    pages.push({
      path,
      scores: {
        performance: score(CATEGORIES.performance),
        accessibility: score(CATEGORIES.accessibility),
        bestPractices: score(CATEGORIES.bestPractices),
        seo: score(CATEGORIES.seo)
      },
      performanceRuns: runs.map((r) => scoreOf(r, CATEGORIES.performance)),
      metrics: {
        fcp: metric(METRICS.fcp),
        lcp: metric(METRICS.lcp),
        tbt: metric(METRICS.tbt),
        cls: metric(METRICS.cls),
        si: metric(METRICS.si)
      },
      failing,
      lighthouse: lhr.lighthouseVersion,
      warnings: lhr.runWarnings
    })
  }
  return pages
}
