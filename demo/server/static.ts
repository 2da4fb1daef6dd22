/**
 * The demo storefront beside the reference upstream: the browser's files of the built demo
 * (`demo/dist/client`) as a production server sends them (brotli or gzip for text, as the build
 * precompressed it: demo/server/encoding.ts; immutable caching for hashed assets, `vary`, security
 * headers) with their content types; what the storefront's server build answers (page navigations,
 * route data, the route manifest: React Router's request handler over `demo/dist/server/index.js`,
 * {@link loadRenderer}), pages sent as they stream (the shell first, the parts below the fold as
 * they resolve), compressed as they stream (brotli or gzip, flushed after each chunk); and
 * the small config the storefront reads before it mounts (`GET /__storefront/config`: the payments
 * and shoppable-ads origins). Plugged into the upstream as its `extra` routes, so `npm start` and
 * the browser tests serve the storefront and the atlas API on one origin.
 *
 * @since 0.1.0
 */
import { readFile, stat } from "node:fs/promises"
import { constants, createBrotliCompress, createGzip } from "node:zlib"
import { join, normalize, sep } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import type { ServerBuild } from "react-router"
import { DEFAULT_BASE_PATH, type TestOrigins } from "../../src/layers/Environment.js"
import { compress, compressedAtBest, contentTypeOf, type Encoding, isCompressible, PRECOMPRESSED_SUFFIX, zlibOptions } from "./encoding.js"

/** Where `npm run build:demo` writes the storefront (`client/`, the browser's files; `server/`, its server build). */
export const demoDist: string = fileURLToPath(new URL("../dist/", import.meta.url))

/** The path of the storefront's config. */
export const STOREFRONT_CONFIG_PATH = "/__storefront/config"

/** What the storefront reads before it mounts: the origins of the other hosts. */
export interface StorefrontConfig {
  readonly atlas: string
  readonly payments: string
  readonly shoppable: string
}

/** The hosts' origins a server render calls. */
export interface RenderOrigins {
  readonly atlas: string
  readonly payments: string
  readonly shoppable: string
}

/**
 * What the edge in front of a production storefront says on page requests: its geolocation header
 * (comma-separated `key=value` pairs) and its bot manager's header. In development there is no edge
 * (`npm start --edge-geo … --edge-bot …`): the renderer reads these for requests without the headers.
 */
export interface DevEdge {
  readonly geo?: string
  readonly bot?: string
}

/** The storefront's server build, as React Router's request handler over it answers. */
export interface PageRenderer {
  readonly render: (
    request: Request,
    options: {
      readonly origins: RenderOrigins
      readonly edge?: DevEdge
      /** How long the streamed parts may take before the render gives up on them (10 s by default). */
      readonly abortAfterMs?: number
      /** How long the first chunk waits for the parts below the fold once the shell is ready (0.1 s by default). */
      readonly partsWaitMs?: number
    }
  ) => Promise<Response>
}

/** Loads the server build (`<root>/server/index.js`), if built. */
export const loadRenderer = async (root: string = demoDist): Promise<PageRenderer | undefined> => {
  const file = join(root, "server", "index.js")
  if (!(await isFile(file))) return undefined
  // React (through React Router) is loaded here, after the caller chose its build (`NODE_ENV`).
  const { createRequestHandler } = await import("react-router")
  const build = (await import(pathToFileURL(file).href)) as ServerBuild
  const handle = createRequestHandler(build, "production")
  const clientFiles = join(root, "client")
  return { render: (request, context) => handle(request, { clientFiles, ...context }) }
}

/**
 * The `render` option of {@link storefrontRoutes} over the server build, calling the running
 * servers' hosts (known once they listen); with `edge`, as if an edge in front said that.
 */
export const renderWith =
  (renderer: PageRenderer, origins: () => RenderOrigins | undefined, edge?: DevEdge) =>
  (request: Request): Promise<Response> => {
    const known = origins()
    if (known === undefined) return Promise.reject(new Error("the servers are not listening yet"))
    return renderer.render(request, {
      origins: { atlas: known.atlas, payments: known.payments, shoppable: known.shoppable },
      ...(edge === undefined ? {} : { edge })
    })
  }

/** Options of {@link storefrontRoutes}. */
export interface StorefrontOptions {
  /** The storefront's browser files (the build's `client/`); `demo/dist/client` by default. */
  readonly root?: string
  /** The atlas base path, never served as files; `/atlas/v1` by default. */
  readonly basePath?: string
  /** The running servers' origins (known once they listen). */
  readonly origins: () => Pick<TestOrigins, "payments" | "shoppable"> | undefined
  /**
   * Answers what the storefront's server build answers: a page navigation (the HTML with its status
   * and `Set-Cookie` lines; its body streams), a route's data, the route manifest.
   */
  readonly render?: (request: Request) => Promise<Response>
}

const isFile = async (file: string) => {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** Whether the built storefront is there. */
export const hasStorefront = (root: string = demoDist): Promise<boolean> => isFile(join(root, "server", "index.js"))

/** Headers every storefront response carries (a production server's). */
export const securityHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), payment=(), geolocation=(self)"
}

interface Encoded {
  readonly identity: Uint8Array<ArrayBuffer>
  readonly br?: Uint8Array<ArrayBuffer>
  readonly gzip?: Uint8Array<ArrayBuffer>
}

/** A file's precompressed form when the build wrote it and it is as new as the file. */
const precompressed = async (file: string, mtimeMs: number, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const path = file + PRECOMPRESSED_SUFFIX[encoding]
  try {
    return (await stat(path)).mtimeMs >= mtimeMs ? new Uint8Array(await readFile(path)) : undefined
  } catch {
    return undefined
  }
}

const encode = async (file: string, mtimeMs: number, type: string): Promise<Encoded> => {
  const identity = new Uint8Array(await readFile(file))
  if (!isCompressible(type, identity.byteLength)) return { identity }
  const form = async (encoding: Encoding) =>
    (await precompressed(file, mtimeMs, encoding)) ?? compress(identity, encoding, compressedAtBest(file))
  const [br, gzip] = await Promise.all([form("br"), form("gzip")])
  return { identity, br, gzip }
}

// Each file's encodings, read or compressed once (concurrent requests share the work), kept until the file changes.
const encodedFiles = new Map<string, { readonly mtimeMs: number; readonly encoded: Promise<Encoded> }>()

const encodedFile = async (file: string, type: string): Promise<Encoded> => {
  const { mtimeMs } = await stat(file)
  const cached = encodedFiles.get(file)
  if (cached !== undefined && cached.mtimeMs === mtimeMs) return cached.encoded
  const encoded = encode(file, mtimeMs, type)
  encodedFiles.set(file, { mtimeMs, encoded })
  // A file that could not be read is read again next time.
  encoded.catch(() => encodedFiles.delete(file))
  return encoded
}

/**
 * The encoding to send: brotli, then gzip, when the request accepts it (`q=0` refuses).
 *
 * @example
 * chooseEncoding("gzip, deflate, br") // "br"
 */
export const chooseEncoding = (acceptEncoding: string | null): Encoding | undefined => {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase())
  )
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined
}

const serveFile = async (file: string, request: Request): Promise<Response> => {
  const type = contentTypeOf(file)
  const encoded = await encodedFile(file, type)
  const encoding = chooseEncoding(request.headers.get("accept-encoding"))
  const body = (encoding === undefined ? undefined : encoded[encoding]) ?? encoded.identity
  const immutable = file.includes(`${sep}assets${sep}`)
  // The department illustrations keep their names across builds (no hash): a day, then revalidated.
  const art = file.includes(`${sep}art${sep}`)
  return new Response(request.method === "HEAD" ? null : body, {
    headers: {
      ...securityHeaders,
      "content-type": type,
      "content-length": String(body.byteLength),
      "cache-control": immutable ? "public, max-age=31536000, immutable" : art ? "public, max-age=86400" : "no-cache",
      ...(encoded.br === undefined ? {} : { vary: "accept-encoding" }),
      ...(body === encoded.identity ? {} : { "content-encoding": encoding ?? "identity" })
    }
  })
}

/** A compressor of a streamed page: brotli at a fast quality (it is made per request), or gzip. */
const compressor = (encoding: Encoding) =>
  encoding === "br" ? createBrotliCompress(zlibOptions(encoding, false)) : createGzip(zlibOptions(encoding, false))

/**
 * A streamed body compressed as it streams: each chunk the render writes (the shell, then each part
 * as it resolves) is compressed and flushed at once, so the browser gets the shell before the rest.
 */
const compressedStream = (body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> => {
  const zip = compressor(encoding)
  const reader = body.getReader()
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  // After the browser left (the stream cancelled), what the compressor still gives is dropped.
  const to = (send: (c: ReadableStreamDefaultController<Uint8Array>) => void) => {
    try {
      if (controller !== undefined) send(controller)
    } catch {
      // Cancelled.
    }
  }
  zip.on("data", (chunk: Buffer) => to((c) => c.enqueue(new Uint8Array(chunk))))
  zip.on("end", () => to((c) => c.close()))
  zip.on("error", (error) => to((c) => c.error(error)))
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        await new Promise<void>((resolve) => {
          zip.write(value)
          zip.flush(encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH, () => resolve())
        })
      }
      zip.end()
    } catch (error) {
      zip.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  }
  return new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c
      void pump()
    },
    // The browser left: the render is told (its stream is cancelled, which aborts it).
    cancel: (reason) => {
      zip.destroy()
      return reader.cancel(reason)
    }
  })
}

/**
 * A rendered page as a production server sends it: streamed as the render writes it (the shell,
 * then the parts below the fold as they resolve), compressed as it streams when accepted (each
 * chunk flushed), revalidated, never shared by caches (it is the shopper's), with the security
 * headers and the render's own (its status, `Set-Cookie`). No `content-length`: the length is not
 * known until the last part is written.
 */
const sendRendered = (rendered: Response, request: Request): Response => {
  const encoding = chooseEncoding(request.headers.get("accept-encoding"))
  const headers = new Headers(rendered.headers)
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value)
  headers.set("content-type", "text/html; charset=utf-8")
  headers.delete("content-length")
  headers.set("cache-control", "private, no-cache")
  headers.set("vary", "accept-encoding, cookie")
  if (encoding !== undefined) headers.set("content-encoding", encoding)
  if (request.method === "HEAD" || rendered.body === null) {
    // Nothing is sent: the render is stopped.
    void rendered.body?.cancel()
    return new Response(null, { status: rendered.status, headers })
  }
  const body = encoding === undefined ? rendered.body : compressedStream(rendered.body, encoding)
  return new Response(body, { status: rendered.status, headers })
}

/** A page navigation rather than an API call: browsers ask for HTML, tools for anything. */
const wantsPage = (request: Request) => {
  const accept = request.headers.get("accept")
  return accept === null || accept.includes("text/html") || accept.trim() === "*/*"
}

/** What React Router's browser side asks the server for besides pages: a route's data, the routes of a path. */
const isRouterRequest = (path: string) => path.endsWith(".data") || path === "/__manifest"

/**
 * The storefront's routes, for the upstream's `extra`: answers the config, files of the built
 * demo's browser side, and what its server build answers (page navigations, a page's form posted to
 * its route's action, route data, the route manifest); leaves API, development and OpenAPI paths
 * alone.
 *
 * @example
 * let origins: RunningServer["origins"] | undefined
 * const upstream = makeReferenceUpstream({ extra: storefrontRoutes({ origins: () => origins }) })
 */
export const storefrontRoutes = (options: StorefrontOptions) => {
  const root = normalize(options.root ?? join(demoDist, "client")).replace(/[\\/]*$/, sep)
  const basePath = options.basePath ?? DEFAULT_BASE_PATH
  return async (request: Request, url: URL): Promise<Response | undefined> => {
    // A form the server handles posts to its page (the route's action).
    const posted = request.method === "POST"
    if (request.method !== "GET" && request.method !== "HEAD" && !posted) return undefined
    const path = url.pathname
    if (path === STOREFRONT_CONFIG_PATH && !posted) {
      const origins = options.origins()
      if (origins === undefined) return undefined
      const config: StorefrontConfig = { atlas: url.origin, payments: origins.payments, shoppable: origins.shoppable }
      return new Response(JSON.stringify(config), { headers: { "content-type": "application/json", "cache-control": "no-store" } })
    }
    const routed = isRouterRequest(path)
    if (!routed && (path === basePath || path.startsWith(`${basePath}/`) || path.startsWith("/__") || path === "/openapi.json"))
      return undefined
    let relative: string
    try {
      relative = decodeURIComponent(path)
    } catch {
      return undefined
    }
    const file = normalize(join(root, relative))
    if (!routed && !posted && file.startsWith(root) && !relative.endsWith("/") && (await isFile(file))) return serveFile(file, request)
    if (options.render === undefined || (!routed && (!wantsPage(request) || relative.startsWith("/assets/")))) return undefined
    try {
      const answered = await options.render(request)
      return routed ? answered : sendRendered(answered, request)
    } catch (error) {
      process.stderr.write(`storefront: server render of ${path} failed: ${String(error)}\n`)
      return new Response("The page could not be rendered.", { status: 500, headers: { "content-type": "text/plain; charset=utf-8" } })
    }
  }
}
