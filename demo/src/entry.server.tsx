/**
 * The storefront's server entry: renders a page the route loaders have loaded, streamed
 * (`renderToPipeableStream`): the shell (the header, the first screen with the loaders' values)
 * with the parts below the fold (a product page's recommendations and reviews, the ad slots:
 * `useSuspenseRead` in `<Suspense>` boundaries, read with the request's store over the shopper's client) that
 * resolved within `PARTS_WAIT_MS` of it in place and the placeholders of the others; then each part
 * still pending as its reads resolve; then the request store's snapshot (`dehydratedScript`: what
 * the loaders and the parts fetched), which the browser's entry hydrates from. A crawler gets the page once every part resolved, each
 * in place. A part whose read fails is left to the browser (its error state); parts still pending
 * after `streamTimeout` (or the load context's `abortAfterMs`) are given up the same way. The response carries the `Set-Cookie` lines of
 * the request's shopper (`shopper.server.ts`). The store is disposed once the stream is over.
 */
import type { SlotStore } from "atlas-client/react"
import { dehydrate, dehydratedScript } from "atlas-client/react/server"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { Readable, Transform } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router"
import { GivenProvider, SNAPSHOT_SCRIPT_ID } from "./given.js"
import { closeShopper, sendCookies, shopperOf } from "./shopper.server.js"
import { PART_FAILED } from "./streamed.js"

/** The streamed parts still pending this long after the request are given up (rendered in the browser). */
export const streamTimeout = 10_000

/**
 * How long the first chunk waits, once the shell is ready, for the parts below the fold. Those that
 * resolve by then are sent in place in the first chunk: the browser lays the page out once, with no
 * placeholders to paint and then swap, and a shopper without JavaScript reads them.
 */
const PARTS_WAIT_MS = 100

/**
 * React sends a part larger than this (12.8 KB by default) on its own even when it resolved in time:
 * its placeholder first, then the part and a script that swaps it in. The product page's rails are
 * 15-18 KB each; the parts that made it into the first chunk stay in place. React counts the page's
 * bytes from its start (the head, the framework's scripts: about 12 KB; the inlined stylesheet,
 * which the limit is this beyond).
 */
const PART_IN_PLACE_BYTES = 96 * 1024

/** A thrown error of the data layer (typed, tagged): the browser shows it in the part's own error state. */
const isTagged = (error: unknown) => typeof error === "object" && error !== null && "_tag" in error

/** The built stylesheets' text (one file: `cssCodeSplit` is off), read once. */
let stylesheet: Promise<string | undefined> | undefined

/** The stylesheets the build wrote, to inline (none when the server does not say where the browser's files are). */
const stylesheetOf = (context: EntryContext, clientFiles: string | undefined): Promise<string | undefined> => {
  if (clientFiles === undefined) return Promise.resolve(undefined)
  stylesheet ??= (async () => {
    const files = [...new Set(Object.values(context.manifest.routes).flatMap((route) => route?.css ?? []))]
    if (files.length === 0) return undefined
    const texts = await Promise.all(files.map((href) => readFile(join(clientFiles, href), "utf8")))
    return texts.join("\n")
  })()
  return stylesheet
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: AppLoadContext
): Promise<Response> {
  const shopper = await shopperOf(request, loadContext)
  sendCookies(shopper, headers)
  headers.set("content-type", "text/html; charset=utf-8")
  // The shopper's page: revalidated, never shared by caches, another for other cookies.
  headers.set("cache-control", "private, no-cache")
  headers.set("vary", "cookie")
  const css = await stylesheetOf(context, loadContext.clientFiles)
  const { store } = shopper
  // What the loaders fetched; the provider's store holds it and what the streamed parts fetch.
  const loaded = dehydrate(store)
  let provided: SlotStore | undefined
  const snapshot = () => {
    const held = new Set(loaded.entries.map((e) => e.id))
    const streamed = provided === undefined ? [] : dehydrate(provided).entries.filter((e) => !held.has(e.id))
    return dehydratedScript({ ...loaded, entries: [...loaded.entries, ...streamed] }, { id: SNAPSHOT_SCRIPT_ID })
  }
  return new Promise((resolve, reject) => {
    let sent = false
    let waiting: ReturnType<typeof setTimeout> | undefined
    const body = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => callback(null, chunk),
      flush(callback) {
        this.push(snapshot())
        callback()
      }
    })
    const dispose = () => {
      clearTimeout(timer)
      provided?.dispose()
      void closeShopper(loadContext)
    }
    body.on("close", dispose)
    // A hung part does not hold the response: it is left to the browser.
    let stop = (_reason: Error) => undefined as void
    const timer = setTimeout(() => stop(new Error("the page's parts took too long")), loadContext.abortAfterMs ?? streamTimeout)
    const send = () => {
      clearTimeout(waiting)
      if (sent) return
      sent = true
      pipe(body)
      resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers }))
    }
    const { pipe, abort } = renderToPipeableStream(
      <GivenProvider
        value={{ runtime: store.runtime, snapshot: loaded, tap: (slots) => (provided = slots), ...(css === undefined ? {} : { css }) }}
      >
        <ServerRouter context={context} url={request.url} />
      </GivenProvider>,
      {
        // A crawler's page has every part in place, however large.
        progressiveChunkSize: shopper.bot ? Number.POSITIVE_INFINITY : PART_IN_PLACE_BYTES + (css?.length ?? 0),
        onShellReady: () => {
          if (!shopper.bot) waiting = setTimeout(send, loadContext.partsWaitMs ?? PARTS_WAIT_MS)
        },
        onAllReady: send,
        onShellError: (error) => {
          dispose()
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError: (error) => {
          // A part's typed error is the browser's to show (it renders that part again, with its error
          // state; the digest tells it so); anything else is a bug to see in the server's output.
          if (isTagged(error)) return PART_FAILED
          if (!request.signal.aborted) console.error("storefront: a streamed part of the page failed:", error)
          return undefined
        }
      }
    )
    stop = abort
    request.signal.addEventListener("abort", () => abort(new Error("the browser left before the page was sent")))
  })
}

/** A route's data (none of the storefront's loaders runs for it today) ends the request's shopper too. */
export const handleDataRequest = async (response: Response, { context }: { readonly context: AppLoadContext }): Promise<Response> => {
  await closeShopper(context)
  return response
}
