/**
 * Prism (`@stoplight/prism-cli` 5, a tool this repo did not write) as a validating proxy, and a relay
 * behind it: Prism proxies to one upstream, the relay forwards each request to the reference upstream
 * its `x-atlas-test-upstream` header names, so one Prism serves every test file's own upstream.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { createRequire } from "node:module"
import { createServer as createNetServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { bypass } from "msw"
import type { Host } from "../../src/core/Operation.js"
import { setCookieLines } from "../../src/layers/setCookie.js"
import { handleNodeRequest } from "../../src/upstream/server/node.js"

/** The header naming the upstream origin a relayed request goes to. */
export const UPSTREAM_HEADER = "x-atlas-test-upstream"

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/** A running Prism proxy: its origin, everything it logged, whether it died, and how to stop it. */
export interface Prism {
  readonly origin: string
  readonly output: () => string
  readonly exited: () => boolean
  readonly stop: () => void
}

type Document = { readonly paths: Record<string, Record<string, { parameters?: Array<Record<string, unknown>> }>> }

/**
 * The document as Prism 5.12 can read it: a comma-separated path parameter
 * (`/products/products/{upcs}`) comes out of its URI template matcher already split into an array
 * when it holds two values or more, and its `simple` style deserializer then calls `split` on that
 * array and the process dies. Each array path parameter's schema becomes "one item, or the array",
 * which validates what it did for either shape the matcher gives.
 */
const prismReadable = <D>(document: D): D => {
  const copy = structuredClone(document) as D & Document
  for (const item of Object.values(copy.paths))
    for (const operation of Object.values(item))
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter["schema"] as { type?: string; items?: unknown } | undefined
        if (parameter["in"] === "path" && schema?.type === "array") parameter["schema"] = { anyOf: [schema.items, schema] }
      }
  return copy
}

/** Starts `prism proxy <document> <upstream> --errors` on a free loopback port. */
export const startPrism = async (document: unknown, upstream: string): Promise<Prism> => {
  const file = join(mkdtempSync(join(tmpdir(), "atlas-prism-")), "openapi.json")
  writeFileSync(file, JSON.stringify(prismReadable(document)))
  const port = await freePort()
  const cli = createRequire(import.meta.url).resolve("@stoplight/prism-cli/dist/index.js")
  const args = [cli, "proxy", file, upstream, "--errors", "-h", "127.0.0.1", "-p", String(port)]
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 60_000
  while (!output.includes("Prism is listening")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`prism did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: () => child.exitCode !== null,
    stop: () => child.kill()
  }
}

/** Prism's answer in place of the upstream's when `--errors` finds a violation (RFC 7807). */
export interface PrismProblem {
  readonly type: string
  readonly title: string
  readonly detail: string
}

/**
 * Prism's problem in an answer (its status, headers and body), if the answer is Prism's error
 * rather than the upstream's: a violation (`https://stoplight.io/prism/errors#…`), or `FetchError`
 * when the upstream dropped the connection (the reference upstream's chaos drops answers on purpose).
 */
const prismProblem = (headers: Headers, body: ArrayBuffer): PrismProblem | undefined => {
  if (!(headers.get("content-type") ?? "").includes("problem+json")) return undefined
  const problem = JSON.parse(new TextDecoder().decode(body)) as PrismProblem & { readonly validation?: unknown }
  if (!problem.type.startsWith("https://stoplight.io/prism/errors#") && problem.type !== "FetchError") return undefined
  return { type: problem.type, title: problem.title, detail: `${problem.detail} ${JSON.stringify(problem.validation ?? [])}` }
}

/** Headers about the connection or the body's framing, which a response rebuilt from its bytes does not keep. */
const framing = ["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]

/**
 * `response`, read, with each `Set-Cookie` line a header of its own: Prism folds them into one
 * comma-joined header, which clients (a browser, Effect's `HttpClient`) read as one cookie.
 */
const unfolded = async (response: Response): Promise<{ readonly response: Response; readonly body: ArrayBuffer }> => {
  const headers = new Headers(response.headers)
  for (const name of ["set-cookie", ...framing]) headers.delete(name)
  for (const line of setCookieLines(response.headers)) headers.append("set-cookie", line)
  const body = await response.arrayBuffer()
  const empty = response.status === 204 || response.status === 304 || body.byteLength === 0
  return { response: new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers }), body }
}

/** A request sent on by {@link throughPrismTo}: the answer the client gets, and what Prism found wrong. */
export interface Forwarded {
  readonly response: Response
  readonly violation?: string
}

/**
 * Sends `request` through Prism (at `prism`, with its relay told to reach `host`). Prism's own
 * answer is the response unless it found something: a request the document does not allow (the
 * suites send some on purpose) goes to the host straight, and the server must refuse it too (its
 * refusal is the answer; if it accepts, that is a violation); the host dropping the connection is a
 * network error; any other problem (a response the document does not allow) is a violation.
 */
export const throughPrismTo = async (prism: string, host: string, request: Request): Promise<Forwarded> => {
  const url = new URL(request.url)
  const target = `${url.pathname}${url.search}`
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer()
  const send = (base: string, extra: Record<string, string>) => {
    const headers = new Headers(request.headers)
    for (const [name, value] of Object.entries(extra)) headers.set(name, value)
    return fetch(bypass(new Request(`${base}${target}`, { method: request.method, headers, body, redirect: "manual" })))
  }
  const answer = await unfolded(await send(prism, { [UPSTREAM_HEADER]: host }))
  const problem = prismProblem(answer.response.headers, answer.body)
  if (problem === undefined) return { response: answer.response }
  if (problem.type === "FetchError") return { response: Response.error() }
  if (!problem.type.endsWith("#UNPROCESSABLE_ENTITY"))
    return { response: answer.response, violation: `${request.method} ${target}: ${problem.title}: ${problem.detail}` }
  const direct = (await unfolded(await send(host, {}))).response
  return direct.status >= 400
    ? { response: direct }
    : {
        response: direct,
        violation: `${request.method} ${target}: the document forbids it (${problem.detail}) but the server answered ${direct.status}`
      }
}

/** Prism's log lines that report a violation of the document (the ones `--errors` does not answer with an error). */
export const violations = (output: string): Array<string> => output.split("\n").filter((line) => line.includes("Violation"))

const dropped = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive", UPSTREAM_HEADER, "x-msw-intention"])

const relay = async (req: IncomingMessage, res: ServerResponse) => {
  const target = req.headers[UPSTREAM_HEADER]
  if (typeof target !== "string") {
    res.writeHead(502).end(`no ${UPSTREAM_HEADER} header`)
    return
  }
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !dropped.has(name)) for (const v of [value].flat()) headers.append(name, v)
  const response = await fetch(`${target}${req.url ?? "/"}`, {
    method: req.method ?? "GET",
    headers,
    redirect: "manual",
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {})
  })
  await write(res, response)
}

const listening = async (handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => {
  const server = createServer((req, res) => {
    // A failed forwarding (the host dropped the connection) drops this one too.
    handle(req, res).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** Serves one host of an in-process upstream (the reference upstream's own Node handler) on a free loopback port. */
export const serveHost = async (upstream: Parameters<typeof handleNodeRequest>[0], host: Host) => {
  let origin = ""
  const served = await listening(async (req, res) => handleNodeRequest(upstream, host, origin, req, res))
  origin = served.origin
  return served
}

/** Writes a fetched `response` to `res` (its body as read: `fetch` decoded it). */
const write = async (res: ServerResponse, response: Response) => {
  response.headers.forEach((value, name) => {
    if (!["set-cookie", "content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader("set-cookie", cookies)
  res.statusCode = response.status
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Starts the relay on a free loopback port. */
export const startRelay = () => listening(relay)
