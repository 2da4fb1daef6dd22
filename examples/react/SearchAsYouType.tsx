import { useState } from "react"
import { SearchUseCases, StoresUseCases, useReadView } from "atlas-client/react"

// Search as you type: while the next term's results load, the previous term's stay on screen,
// dimmed (`placeholder: true`), instead of a spinner per keystroke; a failed search shows as such.
export function ProductSearchBox() {
  const [term, setTerm] = useState("")
  const { state } = useReadView(SearchUseCases.searchProducts, term.trim() === "" ? undefined : [{ term, page: { size: 24 } }], {
    placeholder: "previous"
  })
  return (
    <div role="search">
      <input type="search" aria-label="Search products" value={term} onChange={(e) => setTerm(e.target.value)} />
      {state.status === "success" && (
        <ul aria-busy={state.placeholder === true} style={{ opacity: state.placeholder === true ? 0.6 : 1 }}>
          {state.value.products.map((product) => (
            <li key={product.gtin13}>{product.description}</li>
          ))}
        </ul>
      )}
      {state.status === "request" && <p>Searching…</p>}
      {"error" in state && <p role="alert">The search failed: {state.error.message}</p>}
    </div>
  )
}

// `select`: this heading renders again only when the store's name changes (compared structurally),
// not when a revalidation or a write changes its hours or phone number.
export function StoreName({ storeId }: { readonly storeId: string }) {
  const { state } = useReadView(StoresUseCases.getStoreDetails, [storeId], { select: (store) => store.name })
  return <h1>{state.status === "success" ? state.value : "…"}</h1>
}
