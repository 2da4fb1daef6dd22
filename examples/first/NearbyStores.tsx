import { StoresUseCases } from "atlas-client/react"
import { useRead } from "./atlas.js"

// Pickup stores near a ZIP code: the read starts when the component mounts, and its state drives the UI.
export function NearbyStores({ zip }: { readonly zip: string }) {
  const { state } = useRead(StoresUseCases.searchByZip, [zip, { modality: "PICKUP", maxResults: 5 }])
  switch (state.status) {
    case "success":
      return (
        <ul>
          {state.value.stores.map(({ store, distanceMiles }) => (
            <li key={store.locationId}>
              {store.name} · {distanceMiles} mi
            </li>
          ))}
        </ul>
      )
    case "client-error":
    case "response-error":
      return <p role="alert">{state.error.message}</p>
    default:
      return <p role="status">Finding stores…</p>
  }
}
