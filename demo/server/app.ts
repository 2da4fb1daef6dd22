/**
 * The storefront's production server, from well-kept parts: an Express app whose pages are React
 * Router's request handler over the server build (`@react-router/express`: page navigations, a
 * page's form posted to its route's action, route data, the route manifest), its browser files
 * served by `express-static-gzip` (the build's brotli and gzip forms sent as they are; hashed
 * assets cached for a year, immutable; the department illustrations for a day; anything else
 * revalidated) and `compression` for the rest (pages compressed as they stream: React Router
 * flushes after each chunk, so the shell reaches the browser before the parts below the fold).
 * Every storefront response carries the security headers. With `upstream`, the reference upstream
 * answers its atlas host's paths on the same origin (the API under `/atlas/v1`, the development
 * and identity paths, the OpenAPI document, the API reference and the about page), so `npm start`
 * and the browser tests serve the storefront and the atlas API on one origin.
 *
 * @since 0.3.0
 */
import { stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { join, sep } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express"
import expressStaticGzip from "express-static-gzip"
import type { ServerBuild } from "react-router"
import type { TestOrigins } from "../../src/layers/Environment.js"
import { withoutDependencyPreloads } from "../../src/react-router/server.js"
import type { AtlasUpstream } from "../../src/upstream/reference.js"
import { isAboutPath } from "../../src/upstream/server/about.js"
import { handleNodeRequest } from "../../src/upstream/server/node.js"
import { hostAt } from "../../src/upstream/server/sameOrigin.js"
import { isApiDocsPath } from "./apiDocs.js"
import { zlibOptions } from "./encoding.js"

/** Where `npm run build:demo` writes the storefront (`client/`, the browser's files; `server/`, its server build). */
export const demoDist: string = fileURLToPath(new URL("../dist/", import.meta.url))

/** The path of the storefront's config. */
export const STOREFRONT_CONFIG_PATH = "/__storefront/config"

/** The hosts' origins a server render calls. */
export type RenderOrigins = Required<Pick<TestOrigins, "atlas" | "payments" | "shoppable">>

/** What the storefront reads before it mounts: the hosts' origins, the atlas host's being this server's. */
export type StorefrontConfig = RenderOrigins

/**
 * What the edge in front of a production storefront says on page requests: its geolocation header
 * (comma-separated `key=value` pairs) and its bot manager's header. In development there is no edge
 * (`npm start --edge-geo … --edge-bot …`): the render reads these for requests without the headers.
 */
export interface DevEdge {
  readonly geo?: string
  readonly bot?: string
}

/** Headers every storefront response carries (a production server's). */
export const securityHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), payment=(), geolocation=(self)"
}

const isFile = async (file: string) => {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** The storefront's server build (`<root>/server/index.js`), if built. */
export const loadBuild = async (root: string = demoDist): Promise<ServerBuild | undefined> => {
  const file = join(root, "server", "index.js")
  if (!(await isFile(file))) return undefined
  return (await import(pathToFileURL(file).href)) as ServerBuild
}

/** Options of {@link pagesOf}: what each render is handed besides the request (its load context). */
export interface PagesOptions {
  /** The running servers' origins (known once they listen): the hosts the render calls. */
  readonly origins: () => RenderOrigins | undefined
  /** As if an edge in front said this, for requests without its headers. */
  readonly edge?: DevEdge
  /** The browser build's files (the render inlines the stylesheet from there); `demo/dist/client` by default. */
  readonly clientFiles?: string
}

/**
 * React Router's request handler over the server build, in production mode, each request's load
 * context naming the hosts to call, the edge's defaults and where the browser files are. A page
 * preloads only its entry and route modules (`withoutDependencyPreloads`): its HTML has the
 * phone's bandwidth until the modules run.
 */
export const pagesOf = (build: ServerBuild, options: PagesOptions): RequestHandler =>
  createRequestHandler({
    build: withoutDependencyPreloads(build),
    mode: "production",
    getLoadContext: () => {
      const origins = options.origins()
      if (origins === undefined) throw new Error("the servers are not listening yet")
      return {
        origins,
        clientFiles: options.clientFiles ?? join(demoDist, "client"),
        ...(options.edge === undefined ? {} : { edge: options.edge })
      }
    }
  })

/** Options of {@link storefrontApp}. */
export interface StorefrontAppOptions {
  /** The storefront's browser files (the build's `client/`); `demo/dist/client` by default. */
  readonly client?: string
  /** The running servers' origins (known once they listen): the config's. */
  readonly origins: () => RenderOrigins | undefined
  /** The reference upstream, answering its atlas host's paths on this origin. */
  readonly upstream?: AtlasUpstream
  /** What answers pages, route data and forms ({@link pagesOf}); without it, files only. */
  readonly pages?: RequestHandler
}

/** The upstream's own pages beside the API (its `extra` routes in `npm start`): the OpenAPI document, the about page, the API reference. */
const isUpstreamPage = (path: string) => isAboutPath(path) || isApiDocsPath(path)

/** The reference upstream's atlas host on the storefront's origin, for the paths it serves. */
const upstreamAt =
  (upstream: AtlasUpstream) =>
  (req: IncomingMessage, res: ServerResponse, next: NextFunction): void => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname
    if (hostAt(upstream, path) !== "atlas" && !isUpstreamPage(path)) return next()
    handleNodeRequest(upstream, "atlas", `http://${req.headers.host ?? "localhost"}`, req, res)
  }

/** Files served with the build's precompressed forms; `cacheControl` by the file's path. */
const files = (root: string, cacheControl: (path: string) => string) =>
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      cacheControl: false,
      setHeaders: (res: ServerResponse, path: string) => res.setHeader("cache-control", cacheControl(path))
    }
  })

/**
 * The storefront's server: the upstream's paths (with `upstream`), the config, the browser files,
 * then the pages.
 *
 * @example
 * const build = await loadBuild()
 * const app = storefrontApp({ origins: () => origins, upstream, pages: pagesOf(build, { origins: () => origins }) })
 */
export const storefrontApp = (options: StorefrontAppOptions): Express => {
  const client = options.client ?? join(demoDist, "client")
  const app = express()
  app.disable("x-powered-by")
  if (options.upstream !== undefined) app.use(upstreamAt(options.upstream))
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
    next()
  })
  app.get(STOREFRONT_CONFIG_PATH, (req, res, next) => {
    const origins = options.origins()
    if (origins === undefined) return next()
    const config: StorefrontConfig = {
      atlas: `${req.protocol}://${req.get("host")}`,
      payments: origins.payments,
      shoppable: origins.shoppable
    }
    res.setHeader("cache-control", "no-store").json(config)
  })
  // What the build did not precompress (pages as they stream, source maps, the public folder's files)
  // at a fast quality; each flushed chunk of a streamed page is sent at once.
  app.use(compression({ ...zlibOptions("gzip", false), brotli: zlibOptions("br", false) }))
  // Hashed names: a new build has new names.
  app.use(
    "/assets",
    files(join(client, "assets"), () => "public, max-age=31536000, immutable")
  )
  app.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"))
  // The department illustrations keep their names across builds (no hash): a day, then revalidated.
  app.use(files(client, (path) => (path.includes(`${sep}art${sep}`) ? "public, max-age=86400" : "no-cache")))
  if (options.pages !== undefined) app.all("/{*path}", options.pages)
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error)
    process.stderr.write(`storefront: ${req.method} ${req.path} failed: ${String(error)}\n`)
    res.status(500).type("text/plain").send("The page could not be rendered.")
  })
  return app
}
