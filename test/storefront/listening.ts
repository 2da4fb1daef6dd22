/**
 * An Express app (the storefront's server) on a free loopback port for a test file, and raw GETs
 * against it: the bytes as sent (not decompressed, unlike `fetch`), with each chunk's arrival time.
 */
import { createServer, request } from "node:http"
import type { AddressInfo } from "node:net"
import type { Express } from "express"

/** A response as the server sent it. */
export interface Sent {
  readonly status: number
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly body: Buffer
  /** Each chunk as it arrived, with its time from the request's start (ms). */
  readonly chunks: ReadonlyArray<{ readonly at: number; readonly bytes: Buffer }>
}

/** The app listening on 127.0.0.1: its origin, a raw GET, and a close. */
export const listening = async (app: Express) => {
  const server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Sent>((resolve, reject) => {
      const started = Date.now()
      const req = request(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Array<{ at: number; bytes: Buffer }> = []
        res.on("data", (bytes: Buffer) => chunks.push({ at: Date.now() - started, bytes }))
        res.on("end", () => {
          const sent: Record<string, string | undefined> = {}
          for (const [name, value] of Object.entries(res.headers)) sent[name] = Array.isArray(value) ? value.join("\n") : value
          resolve({ status: res.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks.map((c) => c.bytes)), chunks })
        })
        res.on("error", reject)
      })
      req.on("error", reject)
      req.end()
    })
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { origin, get, close }
}
