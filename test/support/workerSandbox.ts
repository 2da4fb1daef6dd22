/**
 * A service worker's world in Node, for the offline shell's worker: `sw.js`'s text run in a fresh
 * VM context (so it can only use what a worker has), over an in-memory Cache Storage (shared by
 * the workers of successive builds, as a browser's is) and a network the test answers or cuts.
 */
import { runInNewContext } from "node:vm"
import { workerSource } from "../../src/vite/serviceWorker.js"
import type { ShellWorkerSettings } from "../../src/vite/shellWorker.js"

/** The site's origin in the sandbox. */
export const ORIGIN = "https://shop.test"

const href = (key: string | { readonly url: string }) => new URL(typeof key === "string" ? key : key.url, ORIGIN).href

/** A request as the worker's `fetch` gets it (a page's navigation cannot be built with `new Request`). */
export interface SandboxRequest {
  readonly url: string
  readonly method: string
  readonly mode: string
  readonly referrer: string
  readonly cache?: string
}

/** The network: answers a request (the test's `answer`), or fails as when the server is unreachable. */
export class Network {
  answer: (path: string, request: SandboxRequest) => Response | Promise<Response> = () => new Response("not found", { status: 404 })
  offline = false
  readonly seen: Array<SandboxRequest> = []
  readonly fetch = async (request: SandboxRequest): Promise<Response> => {
    this.seen.push(request)
    if (this.offline) throw new TypeError("Failed to fetch")
    return this.answer(new URL(request.url).pathname + new URL(request.url).search, request)
  }
}

/** One cache of Cache Storage, in memory, in insertion order. */
class MemoryCache {
  readonly entries = new Map<string, Response>()
  constructor(private readonly network: Network) {}
  match = async (key: string | { readonly url: string }) => this.entries.get(href(key))?.clone()
  put = async (key: string | { readonly url: string }, response: Response) => {
    await response.clone().arrayBuffer()
    this.entries.set(href(key), response)
  }
  delete = async (key: string | { readonly url: string }) => this.entries.delete(href(key))
  keys = async () => [...this.entries.keys()].map((url) => new Request(url))
  addAll = async (requests: ReadonlyArray<SandboxRequest>) => {
    const answers = await Promise.all(requests.map((request) => this.network.fetch(request)))
    if (answers.some((answer) => !answer.ok)) throw new TypeError("a precached file failed")
    answers.forEach((answer, i) => this.entries.set(href(requests[i] ?? ""), answer))
  }
}

/** Cache Storage in memory. */
export class MemoryCaches {
  readonly caches = new Map<string, MemoryCache>()
  constructor(private readonly network: Network) {}
  open = async (name: string) => {
    const cache = this.caches.get(name) ?? new MemoryCache(this.network)
    this.caches.set(name, cache)
    return cache
  }
  has = async (name: string) => this.caches.has(name)
  keys = async () => [...this.caches.keys()]
  delete = async (name: string) => this.caches.delete(name)
  /** The paths a cache holds (none when it is missing). */
  paths = (name: string): Array<string> => [...(this.caches.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname)
}

/** What a fetch event got: the worker's answer, or undefined when it left the request to the network. */
export interface Answered {
  readonly response: Response | undefined
}

/** A worker of one build, started in the sandbox. */
export interface SandboxWorker {
  readonly install: () => Promise<void>
  readonly activate: () => Promise<void>
  /** Dispatches a fetch event and waits for its answer and everything it extended its life for. */
  readonly fetch: (request: Partial<SandboxRequest> & { readonly url: string }) => Promise<Answered>
  readonly calls: { skipWaiting: number; claim: number; preload: number }
}

type Listener = (event: object) => void

/** Runs `sw.js`'s text for `settings` in a fresh context over `caches` and `network`, with the site's `openPages` (paths). */
export const startWorker = (
  settings: ShellWorkerSettings,
  caches: MemoryCaches,
  network: Network,
  openPages: ReadonlyArray<string> = []
): SandboxWorker => {
  const listeners = new Map<string, Listener>()
  const calls = { skipWaiting: 0, claim: 0, preload: 0 }
  const scope = {
    location: { origin: ORIGIN },
    caches,
    fetch: network.fetch,
    skipWaiting: async () => void calls.skipWaiting++,
    clients: { claim: async () => void calls.claim++, matchAll: async () => openPages.map((path) => ({ url: href(path) })) },
    registration: { navigationPreload: { enable: async () => void calls.preload++ } },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener)
  }
  // A worker's Request resolves a path against its own location.
  const WorkerRequest = function (input: string, init: { readonly cache?: string; readonly credentials?: string } = {}): SandboxRequest {
    return { url: href(input), method: "GET", mode: "cors", referrer: "", ...init }
  }
  runInNewContext(workerSource(settings), { self: scope, Request: WorkerRequest, Response, URL })
  const dispatch = (type: string, event: object) => {
    const listener = listeners.get(type)
    if (listener === undefined) throw new Error(`the worker does not listen to ${type}`)
    listener(event)
  }
  const settle = async (waits: Array<Promise<unknown>>) => {
    for (let done = 0; done < waits.length; done = waits.length) await Promise.all(waits)
  }
  const life = (type: string) => async () => {
    const waits: Array<Promise<unknown>> = []
    dispatch(type, { waitUntil: (work: Promise<unknown>) => waits.push(work) })
    await settle(waits)
  }
  return {
    calls,
    install: life("install"),
    activate: life("activate"),
    fetch: async (request) => {
      const waits: Array<Promise<unknown>> = []
      let answer: Promise<Response> | undefined
      dispatch("fetch", {
        request: { method: "GET", mode: "cors", referrer: "", ...request, url: href(request.url) },
        respondWith: (response: Promise<Response>) => void (answer = response),
        waitUntil: (work: Promise<unknown>) => waits.push(work)
      })
      const response = await answer
      await settle(waits)
      return { response }
    }
  }
}
