/**
 * The storefront's server entry: the page the route loaders loaded, streamed by the library
 * (`streamDocument`): the shell, the parts below the fold (a product page's recommendations and
 * reviews, the ad slots: `useSuspenseRead` in `<Suspense>` boundaries, read with the request's
 * store) that resolved within `PARTS_WAIT_MS` of it in place, each part still pending as its reads
 * resolve, then the request store's snapshot the browser's entry hydrates from. A crawler gets the
 * page once every part resolved, each in place. The response carries the `Set-Cookie` lines of the
 * request's shopper (`shopper.server.ts`), whose store is disposed once the stream is over.
 */
import { streamDocument } from "atlas-client/react-router/server"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import type { AppLoadContext, EntryContext } from "react-router"
import { GivenProvider } from "./given.js"
import { closeShopper, sendCookies, shopperOf } from "./shopper.server.js"

/** The streamed parts (and the loaders' promises) still pending this long after the request are given up. */
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
  // The shopper's page: revalidated, never shared by caches, another for other cookies.
  headers.set("cache-control", "private, no-cache")
  headers.set("vary", "cookie")
  const css = await stylesheetOf(context, loadContext.clientFiles)
  const { store } = shopper
  return streamDocument(request, status, headers, context, {
    store,
    wrap: (router) => <GivenProvider value={{ runtime: store.runtime, ...(css === undefined ? {} : { css }) }}>{router}</GivenProvider>,
    allReady: shopper.bot,
    partsWaitMs: loadContext.partsWaitMs ?? PARTS_WAIT_MS,
    abortAfterMs: loadContext.abortAfterMs ?? streamTimeout,
    // A crawler's page has every part in place, however large.
    progressiveChunkSize: shopper.bot ? Number.POSITIVE_INFINITY : PART_IN_PLACE_BYTES + (css?.length ?? 0),
    onPartError: (error) => console.error("storefront: a streamed part of the page failed:", error),
    onClose: () => void closeShopper(loadContext)
  })
}

/** A route's data (none of the storefront's loaders runs for it today) ends the request's shopper too. */
export const handleDataRequest = async (response: Response, { context }: { readonly context: AppLoadContext }): Promise<Response> => {
  await closeShopper(context)
  return response
}
