/**
 * The demo storefront beside the reference upstream: static files of the built demo (`demo/dist`)
 * with their content types, a single-page-app fallback to `index.html` for page navigations, and
 * the small config the storefront reads before it mounts (`GET /__storefront/config`: the payments
 * and shoppable-ads origins). Plugged into the upstream as its `extra` routes, so `npm start` and
 * the browser tests serve the storefront and the atlas API on one origin.
 *
 * @since 0.1.0
 */
import { readFile, stat } from "node:fs/promises"
import { extname, join, normalize, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { DEFAULT_BASE_PATH, type TestOrigins } from "../../src/layers/Environment.js"

/** Where `npm run build:demo` writes the storefront. */
export const demoDist: string = fileURLToPath(new URL("../dist/", import.meta.url))

/** The path of the storefront's config. */
export const STOREFRONT_CONFIG_PATH = "/__storefront/config"

/** What the storefront reads before it mounts: the origins of the other hosts. */
export interface StorefrontConfig {
  readonly atlas: string
  readonly payments: string
  readonly shoppable: string
}

/** Options of {@link storefrontRoutes}. */
export interface StorefrontOptions {
  /** The built storefront; {@link demoDist} by default. */
  readonly root?: string
  /** The atlas base path, never served as files; `/atlas/v1` by default. */
  readonly basePath?: string
  /** The running servers' origins (known once they listen). */
  readonly origins: () => Pick<TestOrigins, "payments" | "shoppable"> | undefined
}

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json"
}

/** The content type of a file name; `application/octet-stream` when unknown. */
export const contentTypeOf = (file: string): string => contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream"

const isFile = async (file: string) => {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** Whether the built storefront is there. */
export const hasStorefront = (root: string = demoDist): Promise<boolean> => isFile(join(root, "index.html"))

const serveFile = async (file: string, method: string): Promise<Response> => {
  const body = await readFile(file)
  const immutable = file.includes(`${sep}assets${sep}`)
  return new Response(method === "HEAD" ? null : body, {
    headers: {
      "content-type": contentTypeOf(file),
      "content-length": String(body.byteLength),
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff"
    }
  })
}

/** A page navigation rather than an API call: browsers ask for HTML, tools for anything. */
const wantsPage = (request: Request) => {
  const accept = request.headers.get("accept")
  return accept === null || accept.includes("text/html") || accept.trim() === "*/*"
}

/**
 * The storefront's routes, for the upstream's `extra`: answers the config, files of the built
 * demo, and page navigations (SPA fallback); leaves API, development and OpenAPI paths alone.
 *
 * @example
 * let origins: RunningServer["origins"] | undefined
 * const upstream = makeReferenceUpstream({ extra: storefrontRoutes({ origins: () => origins }) })
 */
export const storefrontRoutes = (options: StorefrontOptions) => {
  const root = normalize(options.root ?? demoDist).replace(/[\\/]*$/, sep)
  const basePath = options.basePath ?? DEFAULT_BASE_PATH
  return async (request: Request, url: URL): Promise<Response | undefined> => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined
    const path = url.pathname
    if (path === STOREFRONT_CONFIG_PATH) {
      const origins = options.origins()
      if (origins === undefined) return undefined
      const config: StorefrontConfig = { atlas: url.origin, payments: origins.payments, shoppable: origins.shoppable }
      return new Response(JSON.stringify(config), { headers: { "content-type": "application/json", "cache-control": "no-store" } })
    }
    if (path === basePath || path.startsWith(`${basePath}/`) || path.startsWith("/__") || path === "/openapi.json") return undefined
    let relative: string
    try {
      relative = decodeURIComponent(path)
    } catch {
      return undefined
    }
    const file = normalize(join(root, relative))
    if (file.startsWith(root) && !relative.endsWith("/") && (await isFile(file))) return serveFile(file, request.method)
    const index = join(root, "index.html")
    if (wantsPage(request) && !relative.startsWith("/assets/") && (await isFile(index))) return serveFile(index, request.method)
    return undefined
  }
}
