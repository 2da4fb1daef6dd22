import { useState } from "react"
import { StoresUseCases } from "atlas-client/react"
import { useAction } from "./atlas.js"

// A component triggering a use case: the action slot's state drives the UI.
export function StoreFinder() {
  const [zip, setZip] = useState("")
  const search = useAction(StoresUseCases.searchByZip)
  const { state } = search
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        search.run(zip, { modality: "PICKUP" })
      }}
    >
      <label>
        ZIP code <input value={zip} onChange={(e) => setZip(e.target.value)} />
      </label>
      <button type="submit">Find stores</button>
      {state.status === "request" && <p role="status">Searching…</p>}
      {state.status === "client-error" && <p role="alert">{state.error.message}</p>}
      {state.status === "response-error" && <p role="alert">The store search is unavailable ({state.error.message}).</p>}
      {state.status === "success" && (
        <ul>
          {state.value.stores.map((m) => (
            <li key={m.store.locationId}>
              {m.store.name} · {m.distanceMiles} mi
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
