/**
 * What a running reference upstream serves besides the API, for `atlas-upstream` and `npm start`:
 * the OpenAPI document of the whole contract at `/openapi.json`, and an about page listing the
 * URLs at `/__upstream` (and at `/` when nothing else is served there).
 *
 * @since 0.2.0
 */
import type { TestOrigins } from "../../layers/Environment.js"
import { json } from "../http.js"
import { openApiDocument } from "../openapi.js"

/** Options of {@link aboutRoutes}. */
export interface AboutOptions {
  /** An HTML line about what `/` serves (the demo's storefront), listed first. */
  readonly storefront?: string
  /** Whether `/docs` (the API reference) is served. */
  readonly apiDocs?: boolean
  /** Whether the about page is also served at `/`. */
  readonly atRoot?: boolean
  /**
   * The running upstream's origins, once it listens: the OpenAPI document's `test` servers (listed
   * first). The atlas origin is the one the document is fetched from; without this, the other
   * hosts are at the default ports.
   */
  readonly origins?: () => Partial<TestOrigins> | undefined
}

const OPENAPI_PATH = "/openapi.json"
const ABOUT_PATH = "/__upstream"

const aboutPage = (origin: string, options: AboutOptions) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>atlas reference upstream</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .25rem}</style></head>
<body><h1>atlas reference upstream</h1><p>The in-memory, seeded reference of the atlas API.</p><ul>
${options.storefront === undefined ? "" : `<li>Storefront: ${options.storefront}</li>\n`}<li>Atlas API: <code>${origin}/atlas/v1</code> (e.g. <a href="/atlas/v1/stores/v1/search?filter.query=45202">stores near 45202</a>)</li>
<li>OpenAPI document: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>${options.apiDocs === true ? `, API reference: <a href="/docs">/docs</a>` : ""}</li>
<li>Development routes: <code>POST /__dev/sign-in</code>, <code>GET|POST /__dev/chaos</code>, <code>POST /__dev/reset</code></li></ul></body></html>`

/** Whether {@link aboutRoutes} answers `pathname` (its `/` with `atRoot` aside): a server in front of the upstream passes these on. */
export const isAboutPath = (pathname: string): boolean => pathname === OPENAPI_PATH || pathname === ABOUT_PATH

/**
 * The routes, as an upstream's `extra`: `GET /openapi.json`, `GET /__upstream` (and `GET /` with
 * `atRoot`); anything else is left to the next handler (`undefined`).
 *
 * @example
 * makeReferenceUpstream({ extra: aboutRoutes({ atRoot: true }) })
 */
export const aboutRoutes = (options: AboutOptions = {}) => {
  // One document per set of origins (in practice one).
  const documents = new Map<string, unknown>()
  const documentFor = (url: URL) => {
    const origins: Partial<TestOrigins> = { ...options.origins?.(), atlas: url.origin }
    const key = JSON.stringify(origins)
    const cached = documents.get(key)
    if (cached !== undefined) return cached
    const document = openApiDocument({ origins })
    documents.set(key, document)
    return document
  }
  return (request: Request, url: URL): Response | undefined => {
    if (request.method !== "GET") return undefined
    if (url.pathname === OPENAPI_PATH) return json(200, documentFor(url))
    if (url.pathname === ABOUT_PATH || (options.atRoot === true && url.pathname === "/")) {
      return new Response(aboutPage(url.origin, options), { headers: { "content-type": "text/html; charset=utf-8" } })
    }
    return undefined
  }
}

/**
 * The URLs a running upstream prints, as label and URL: the atlas API, the payments and
 * shoppable-ads hosts, the OpenAPI document and the about page.
 */
export const upstreamUrls = (origins: Required<TestOrigins>): ReadonlyArray<readonly [string, string]> => [
  ["atlas API", `${origins.atlas}/atlas/v1`],
  ["payments host", origins.payments],
  ["shoppable-ads host", origins.shoppable],
  ["OpenAPI document", `${origins.atlas}${OPENAPI_PATH}`],
  ["development routes", `${origins.atlas}/__dev/ (sign-in, chaos, reset)`],
  ["about the upstream", `${origins.atlas}${ABOUT_PATH}`]
]

/** Lines of text for {@link upstreamUrls} and any others, labels padded to one column. */
export const urlLines = (urls: ReadonlyArray<readonly [string, string]>): string =>
  urls.map(([label, url]) => `  ${label.padEnd(22)}  ${url}\n`).join("")
