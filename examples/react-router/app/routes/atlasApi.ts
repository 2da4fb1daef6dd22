import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router"
import { ATLAS_ORIGIN } from "../atlas.server.js"

// The atlas API on the app's own origin, as the shop serves it in production: the browser's reads
// after hydration (a revalidation, a write run in the page) go to `/atlas/v1/...` here, with the
// shopper's cookies, and this resource route forwards them to the atlas host. In development the
// `atlasUpstream()` Vite plugin answers these paths before the app does.
const forward = async ({ request }: LoaderFunctionArgs | ActionFunctionArgs) => {
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  headers.delete("host")
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer()
  const answer = await fetch(new URL(url.pathname + url.search, ATLAS_ORIGIN), {
    method: request.method,
    headers,
    body,
    redirect: "manual"
  })
  const forwarded = new Headers(answer.headers)
  // fetch has decoded the body: its encoding and length are not this response's.
  forwarded.delete("content-encoding")
  forwarded.delete("content-length")
  return new Response(answer.body, { status: answer.status, headers: forwarded })
}

export const loader = forward
export const action = forward
