/**
 * The storefront's server warms up before it says it is ready: it asks itself, over loopback HTTP
 * as a browser would (brotli accepted), for the shop, the home page and the shop's first product
 * page, a number of rounds (`main.ts` runs it with the upstream's chaos off, then puts the upstream
 * back to its seed and its chaos settings: nothing of the warm-up is left). A server just started
 * renders its first pages several times slower than it will later (on a 2-vCPU machine, `/shop`
 * takes 0.6 s the first time, 0.2 s on average over its first ten renders and 0.07 s from about the
 * thirtieth on, while Node compiles and optimises the render's code as it runs), and the first
 * shoppers would wait for that on top of their network. A failed page (a chaos setting, an
 * upstream down) is no reason not to start: the warm-up only renders, nothing it gets is kept.
 */

/** Rounds over the pages by default (three pages: about 45 renders, a few seconds on a 2-vCPU machine). */
export const WARM_UP_ROUNDS = 15

/** A page that takes longer is given up (the warm-up never holds the server's start for long). */
const PAGE_TIMEOUT_MS = 10_000

/** What a warm-up did. */
export interface WarmedUp {
  /** The pages asked for, each once per round. */
  readonly paths: ReadonlyArray<string>
  /** Requests made (answered or not). */
  readonly requests: number
  readonly ms: number
}

/** A page's HTML as the server sends it, or "" when it could not be had. */
const pageText = async (origin: string, path: string): Promise<string> => {
  try {
    const response = await fetch(new URL(path, origin), {
      headers: { accept: "text/html", "accept-encoding": "br" },
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS)
    })
    return await response.text()
  } catch {
    return ""
  }
}

/** The first product page a page's HTML links to. */
export const firstProductPath = (html: string): string | undefined => /href="(\/products\/[^"?#]+)/.exec(html)?.[1]

/** Renders the shop, the home page and the shop's first product page `rounds` times, one at a time. */
export const warmUp = async (origin: string, rounds: number): Promise<WarmedUp> => {
  const started = performance.now()
  const product = firstProductPath(await pageText(origin, "/shop"))
  const paths = ["/shop", "/", ...(product === undefined ? [] : [product])]
  let requests = 1
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      await pageText(origin, path)
      requests++
    }
  }
  return { paths, requests, ms: performance.now() - started }
}
