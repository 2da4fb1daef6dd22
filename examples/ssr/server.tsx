import * as Layer from "effect/Layer"
import { renderToString } from "react-dom/server"
import { atlasServerClient, Environment, Stores } from "atlas-client"
import { AtlasProvider, StoresUseCases } from "atlas-client/react"
import { createAtlasStore, dehydrate, dehydratedScript } from "atlas-client/react/server"
import { StorePage } from "./StorePage.js"

/** How the server reaches the atlas API: the environment (absolute base URLs) and, in tests, a `fetch`. */
export interface ServerOptions {
  readonly environment: Layer.Layer<Environment>
  readonly fetch?: typeof globalThis.fetch
}

// One request, one shopper: a layer and a store of their own, disposed when the page is sent.
export const renderStorePage = async (request: Request, options: ServerOptions): Promise<Response> => {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" })
  const client = atlasServerClient(options.environment, {
    // The shopper's cookies go to the atlas host; what it sets (a new session) goes back to the browser.
    cookie: request.headers.get("cookie"),
    onSetCookie: (lines) => lines.forEach((line) => headers.append("set-cookie", line)),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch })
  })
  const store = createAtlasStore(Stores.Default.pipe(Layer.provideMerge(client)))
  try {
    const storeId = new URL(request.url).searchParams.get("store") ?? "01400943"
    await store.prefetch(StoresUseCases.getStoreDetails, storeId)
    const state = dehydrate(store)
    const app = renderToString(
      <AtlasProvider runtime={store.runtime} dehydratedState={state}>
        <StorePage storeId={storeId} />
      </AtlasProvider>
    )
    // The snapshot is inlined escaped: no value can end the script.
    const page = `<!doctype html><html><body><div id="root">${app}</div>${dehydratedScript(state)}<script type="module" src="/client.js"></script></body></html>`
    return new Response(page, { headers })
  } finally {
    await store.dispose()
  }
}
