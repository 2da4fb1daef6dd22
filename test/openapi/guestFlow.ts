/**
 * A guest's flow written as a team outside this repo would: a client generated from the OpenAPI
 * document alone (`openapi-typescript` types, `openapi-fetch`), sending what the document says:
 * the session cookie the first answer sets, the XSRF header on writes, an `Idempotency-Key` on
 * keyed writes.
 */
import createClient, { type Middleware } from "openapi-fetch"
import type { paths } from "./generated/atlas.js"

/** What the flow saw, step by step. */
export interface GuestFlow {
  readonly stores: number
  readonly itemIds: ReadonlyArray<string>
  readonly cartLines: number
  readonly cartsRead: number
  readonly checkoutId: string
}

/** Keeps the cookies the server sets (the session and its XSRF token), as a browser would. */
const cookieJar = () => {
  const jar = new Map<string, string>()
  const middleware: Middleware = {
    onRequest: ({ request }) => {
      if (jar.size > 0) request.headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "))
      return request
    },
    onResponse: ({ response }) => {
      // A proxy may fold several Set-Cookie headers into one, comma-joined (Prism does).
      for (const cookie of response.headers.getSetCookie().flatMap((h) => h.split(/,(?=\s*[\w-]+=)/))) {
        const [pair = ""] = cookie.split(";")
        const at = pair.indexOf("=")
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1))
      }
      return response
    }
  }
  return { middleware, get: (name: string) => jar.get(name) ?? "" }
}

const fail = (step: string, error: unknown): never => {
  throw new Error(`${step}: ${JSON.stringify(error)}`)
}

/** Locates stores, reads items, adds one to a new cart, reads the carts, starts a checkout. */
export const guestFlow = async (origin: string): Promise<GuestFlow> => {
  const client = createClient<paths>({ baseUrl: origin })
  const cookies = cookieJar()
  client.use(cookies.middleware)

  const located = await client.GET("/atlas/v1/stores/v2/locator", { params: { query: { "filter.latLong": "39.1031,-84.512" } } })
  if (located.data === undefined) return fail("locate stores", located.error)
  const store = located.data.data.stores[0]?.store
  if (store === undefined) return fail("locate stores", "no store")

  const found = await client.GET("/atlas/v1/search/v1/products-search", {
    params: { query: { "filter.term": "milk", "filter.locationId": store.locationId, "page.size": 2 } }
  })
  if (found.data === undefined) return fail("search", found.error)
  const gtin13s = found.data.data.products.map((p) => p.gtin13)
  const items = await client.GET("/atlas/v1/item/v2/items", {
    params: { query: { "filter.gtin13s": gtin13s, "filter.modalityTypes": ["PICKUP"], "filter.locationId": store.locationId } }
  })
  if (items.data === undefined) return fail("read items", items.error)
  const upc = items.data.data.items[0]?.upc
  if (upc === undefined) return fail("read items", "no item")

  const written = await client.POST("/atlas/v1/carts", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    headers: { "X-XSRF-TOKEN": cookies.get("XSRF-TOKEN") },
    body: { modality: "PICKUP", lineItems: [{ upc, quantity: 1 }] }
  })
  if (written.data === undefined) return fail("add to cart", written.error)
  const cart = written.data.data.cart

  const carts = await client.GET("/atlas/v1/carts", { params: { query: { "filter.profileId": cart.profileId } } })
  if (carts.data === undefined) return fail("read carts", carts.error)

  const checkout = await client.POST("/atlas/v1/checkout/v1/checkouts", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    headers: { "X-XSRF-TOKEN": cookies.get("XSRF-TOKEN") },
    body: { cartId: cart.id, modality: "PICKUP", locationId: store.locationId }
  })
  if (checkout.data === undefined) return fail("start checkout", checkout.error)
  return {
    stores: located.data.data.stores.length,
    itemIds: items.data.data.items.map((i) => i.upc),
    cartLines: cart.lineItems.length,
    cartsRead: carts.data.data.carts.length,
    checkoutId: checkout.data.data.checkout.checkoutId
  }
}
