import { isbot } from "isbot"
import type { EntryContext } from "react-router"
import { atlas } from "./atlas.server.js"

// Loaders' promises and the page's parts still pending this long are given up (the browser renders them).
export const streamTimeout = 10_000

// The page streamed: the shell, each <Suspense> part read on the server as the shopper, then the
// snapshot of what the parts fetched. A crawler gets the whole page at once, every part in place.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return atlas.stream(request, status, headers, context, { allReady: isbot(request.headers.get("user-agent")) })
}
