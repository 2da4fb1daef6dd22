/**
 * The reference upstream on real Node HTTP servers over loopback: the atlas API (and whatever the
 * `extra` routes serve, such as the storefront) on one port, the payments and shoppable-ads hosts
 * on others. A client that goes away mid-request is seen as an aborted request.
 *
 * @since 0.1.0
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { Host } from "../../core/Operation.js"
import { referencePorts, type TestOrigins } from "../../layers/Environment.js"
import { type AtlasUpstream, makeReferenceUpstream } from "../reference.js"

/** Options of {@link startReferenceServer}. */
export interface ServerOptions {
  readonly upstream?: AtlasUpstream
  /** Loopback address to bind; 127.0.0.1 by default. */
  readonly hostname?: string
  /** Ports by host; 0 picks a free one. Defaults to the `npm start` ports. */
  readonly ports?: Partial<Record<"atlas" | "payments" | "shoppable", number>>
  /**
   * What answers a host's port instead of the upstream: an app server that mounts the upstream on
   * its own origin (the demo storefront's, which answers the atlas API's paths with the upstream).
   */
  readonly listeners?: Partial<Record<"atlas" | "payments" | "shoppable", RequestListener>>
}

/** Running servers. */
export interface RunningServer {
  readonly upstream: AtlasUpstream
  readonly origins: Required<TestOrigins>
  /** Stops the servers and resolves once every port is free again. */
  readonly close: () => Promise<void>
}

/** The methods a fetch `Request` can carry (the Fetch standard forbids CONNECT, TRACE and TRACK). */
const FETCH_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])

const toRequest = async (req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> => {
  const chunks: Array<Buffer> = []
  if (req.method !== "GET" && req.method !== "HEAD") {
    for await (const chunk of req) chunks.push(chunk as Buffer)
  }
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) for (const item of v) headers.append(k, item)
    else if (v !== undefined) headers.set(k, v)
  }
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method ?? "GET",
    headers,
    signal,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {})
  })
}

const writeResponse = async (response: Response, res: ServerResponse, signal: AbortSignal) => {
  if (response.type === "error") {
    res.socket?.destroy()
    return
  }
  const headers: Record<string, string | Array<string>> = {}
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers["set-cookie"] = cookies
  res.writeHead(response.status, headers)
  if (response.body === null) {
    res.end()
    return
  }
  const reader = response.body.getReader()
  signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined), { once: true })
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      res.write(value)
    }
    res.end()
  } catch {
    res.destroy()
  }
}

/**
 * Serves one Node request at `host` of `upstream`, the request's URL read against `origin`: the
 * handler of each of {@link startReferenceServer}'s servers, and of the same-origin mount
 * (`sameOriginMiddleware`).
 */
export const handleNodeRequest = (
  upstream: Pick<AtlasUpstream, "handle" | "refuseMethod">,
  host: Host,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse
): void => {
  const controller = new AbortController()
  res.on("close", () => {
    if (!res.writableFinished) controller.abort()
  })
  void (async () => {
    try {
      const method = req.method ?? "GET"
      // A fetch `Request` cannot carry TRACE, CONNECT or TRACK: no operation serves them anyway.
      const response = FETCH_METHODS.has(method)
        ? await upstream.handle(host, await toRequest(req, origin, controller.signal))
        : upstream.refuseMethod(host, method, new URL(req.url ?? "/", origin).pathname)
      await writeResponse(response, res, controller.signal)
    } catch (e) {
      // The cause is the server's to log, never the client's to read.
      console.error(`atlas-upstream: ${req.method} ${req.url}:`, e)
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" })
      res.end(
        JSON.stringify({ errors: [{ code: "unknown", reason: "Internal error", datetime: new Date().toISOString(), statusCode: 500 }] })
      )
    }
  })()
}

const serve = (upstream: AtlasUpstream, host: Host, origin: () => string): Server =>
  createServer((req, res) => handleNodeRequest(upstream, host, origin(), req, res))

const listen = (server: Server, port: number, hostname: string) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, hostname, () => resolve((server.address() as AddressInfo).port))
  })

/**
 * Starts the reference upstream's servers.
 *
 * @example
 * const server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
 * // ... server.origins.atlas
 * await server.close()
 */
export const startReferenceServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const upstream = options.upstream ?? makeReferenceUpstream()
  const hostname = options.hostname ?? "127.0.0.1"
  const origins: Record<"atlas" | "payments" | "shoppable", string> = { atlas: "", payments: "", shoppable: "" }
  const servers: Array<Server> = []
  for (const host of ["atlas", "payments", "shoppable"] as const) {
    const listener = options.listeners?.[host]
    const server = listener === undefined ? serve(upstream, host, () => origins[host]) : createServer(listener)
    servers.push(server)
    const port = await listen(server, options.ports?.[host] ?? referencePorts[host], hostname)
    origins[host] = `http://${hostname}:${port}`
  }
  return {
    upstream,
    origins: { ...origins, identity: origins.atlas },
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections()
              s.close(() => resolve())
            })
        )
      ).then(() => undefined)
  }
}
