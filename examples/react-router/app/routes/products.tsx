import * as Option from "effect/Option"
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, useFetcher, useLoaderData } from "react-router"
import { Suspense } from "react"
import { CartsUseCases, SearchUseCases, useRead } from "atlas-client/react"
import { useSuspenseRead } from "atlas-client/react/suspense"
import { IntentField } from "atlas-client/react-router"
import { intentKey, intentOf } from "atlas-client/react-router/server"
import { atlas, profileCookie, profileIdOf } from "../atlas.server.js"

const search = { term: "milk", page: { size: 12 } } as const

// The loader: prefetch what the page shows into a store of this request; its snapshot goes with
// the data (`atlas`), the atlas host's Set-Cookie (a new visitor's session) with the headers.
export const loader = ({ request }: LoaderFunctionArgs) =>
  atlas.load(request, async (store) => {
    const profileId = profileIdOf(request)
    await Promise.all([
      store.prefetch(SearchUseCases.searchProducts, search),
      profileId === undefined ? undefined : store.prefetch(CartsUseCases.getCart, profileId)
    ])
    return { profileId, intent: intentKey() }
  })

// The action: the write as this shopper, with the intent key the form carries as its
// Idempotency-Key (a form posted twice is one add); a refusal is the form's error.
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const result = await atlas.act(request, CartsUseCases.addToCart, String(form.get("upc")), 1, intentOf(form))
  const headers = new Headers(result.init?.headers)
  if (result.data.ok && profileIdOf(request) === undefined) headers.append("set-cookie", profileCookie(result.data.value.profileId))
  return data(result.data, { status: result.init?.status ?? 200, headers })
}

export const headers = atlas.headers

export const meta: MetaFunction = () => [
  { title: "Milk · Atlas Shop" },
  { name: "description", content: "Milk for pickup or delivery: add it to your cart." }
]

function CartCount({ profileId }: { readonly profileId: string }) {
  const { state } = useRead(CartsUseCases.getCart, [profileId])
  const count =
    state.status === "success"
      ? Option.match(state.value, { onNone: () => 0, onSome: (c) => c.lineItems.reduce((n, line) => n + line.quantity, 0) })
      : 0
  return <span aria-label="cart">{count}</span>
}

// One fetcher per product: two adds at once are two posts, neither cancels the other. Without
// JavaScript it is a plain form posting to the route's action. One key per form: a form posted
// twice is one add, two forms are two.
function AddToCart({ upc, intent }: { readonly upc: string; readonly intent: string }) {
  const fetcher = useFetcher<typeof action>()
  return (
    <fetcher.Form method="post">
      <IntentField value={`${intent}-${upc}`} />
      <button name="upc" value={upc} aria-busy={fetcher.state !== "idle"}>
        Add to cart
      </button>
      {fetcher.data?.ok === false && <span role="alert">{fetcher.data.error.message}</span>}
    </fetcher.Form>
  )
}

const alsoTry = { term: "bread", page: { size: 4 } } as const

// Below the fold, streamed: read on the server while the shell is on its way (the server entry's
// atlas.stream), its value in the snapshot written after the page, so hydrating does not fetch it.
function AlsoTry() {
  const { value } = useSuspenseRead(SearchUseCases.searchProducts, [alsoTry])
  return (
    <ul aria-label="Also try">
      {value.products.map((product) => (
        <li key={product.upc}>{product.description}</li>
      ))}
    </ul>
  )
}

export default function Products() {
  const { profileId, intent } = useLoaderData<typeof loader>()
  const { state } = useRead(SearchUseCases.searchProducts, [search])
  return (
    <main>
      <header>Cart: {profileId === undefined ? 0 : <CartCount profileId={profileId} />}</header>
      <h1>Milk</h1>
      <ul>
        {state.status === "success" &&
          state.value.products.map((product) => (
            <li key={product.upc}>
              {product.description} <AddToCart upc={product.upc} intent={intent} />
            </li>
          ))}
      </ul>
      <h2>Also try</h2>
      <Suspense fallback={<p>Loading…</p>}>
        <AlsoTry />
      </Suspense>
    </main>
  )
}
