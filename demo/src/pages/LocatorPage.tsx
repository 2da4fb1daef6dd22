/**
 * The store locator: search by ZIP (the library validates it: a bad ZIP is a client error with the
 * shopper-facing message, and nothing is sent) or near the shopper (browser geolocation), for
 * pickup or in-store; results with distance, hours and departments. The search by ZIP is a read of the
 * URL's `zip` and `modality` (`/stores?zip=45202&modality=PICKUP`), so a shared link shows its results,
 * rendered by the server with the same arguments ({@link locatorSearchOf}).
 */
import { InvalidZip, type StoreMatch } from "atlas-client"
import { isValidZip, type StoreModality } from "atlas-client/rules"
import { type SlotState, StoresUseCases, useAction, useRead } from "atlas-client/react"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { AddressCheck } from "../components/AddressCheck.js"
import { CancelledNotice, ErrorNotice, SkeletonCards, Spinner } from "../components/States.js"
import { StoreCard } from "../components/StoreCard.js"
import { ZIP_LENGTH, ZipField } from "../components/ZipField.js"
import { messageOf, tagOf } from "../errors.js"
import { navigate, useLocation } from "../router.js"
import { locateShopper } from "../useCases.js"
import { useFirstCookies } from "../cookies.js"
import { locatedSearch } from "./located.js"
import { modalityOf } from "./locatorQuery.js"
import { typedIn } from "../ServerForm.js"
import { useEarlyFields } from "atlas-client/react-router"

const modalities: ReadonlyArray<{ readonly value: StoreModality; readonly label: string; readonly hint: string }> = [
  { value: "PICKUP", label: "Pickup", hint: "Order online, collect at the store" },
  { value: "IN_STORE", label: "In-store", hint: "Shop the aisles yourself" }
]

const queryOf = (params: Record<string, string>) => `/stores?${new URLSearchParams(params).toString()}`

interface Matches {
  readonly stores: ReadonlyArray<StoreMatch>
  readonly total: number
}

const Results = ({
  state,
  where,
  modality,
  onRetry,
  onCancel
}: {
  readonly state: SlotState<Matches, unknown>
  readonly where: string
  readonly modality: StoreModality
  readonly onRetry: () => void
  readonly onCancel: () => void
}) => {
  const how = modality === "PICKUP" ? "pickup" : "in-store shopping"
  switch (state.status) {
    case "idle":
    case "reset":
      return (
        <div className="empty">
          <p className="empty__title">Find your nearest Atlas Market</p>
          <p>Enter a ZIP code or use your location to see stores, opening hours and departments.</p>
        </div>
      )
    case "request":
      return (
        <div aria-busy="true">
          <div className="results__bar">
            <Spinner label="Searching stores…" />
            <button type="button" className="button button--small button--secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
          <SkeletonCards />
        </div>
      )
    case "cancelled":
      return <CancelledNotice what="Store search" onRetry={onRetry} />
    case "response-error":
      return <ErrorNotice error={state.error} onRetry={onRetry} />
    case "client-error":
      // A bad ZIP is shown at the field; nothing was sent.
      return tagOf(state.error) === "InvalidZip" ? null : <ErrorNotice error={state.error} onRetry={onRetry} />
    case "success": {
      const { stores } = state.value
      if (stores.length === 0) {
        return (
          <div className="empty">
            <p className="empty__title">
              No stores for {how} {where}
            </p>
            <p>Try another ZIP code, or switch between Pickup and In-store.</p>
          </div>
        )
      }
      return (
        <>
          <div className="results__bar">
            <h2 className="results__title" aria-live="polite">
              {stores.length} {stores.length === 1 ? "store" : "stores"} {where}
            </h2>
            <span className="results__hint">for {how} · nearest first</span>
          </div>
          <ul className="store-list">
            {stores.map((m) => (
              <StoreCard key={m.store.locationId} match={m} modality={modality} />
            ))}
          </ul>
        </>
      )
    }
  }
}

// The last search in this browser, so that coming back to "/stores" (navigation, "All stores")
// shows its results (never on the server: its module is every shopper's).
let lastQuery = ""

/** The store locator page. */
export const LocatorPage = () => {
  const location = useLocation()
  const first = useFirstCookies()
  const browser = typeof document !== "undefined"
  const bare = !location.query.has("zip") && !location.query.has("near")
  const remembered = browser ? lastQuery : ""
  // A first-time shopper the edge located starts from the stores near its zip (as the server rendered them).
  const query =
    bare && remembered !== ""
      ? new URLSearchParams(remembered)
      : ((bare ? locatedSearch(browser ? document.cookie : first) : undefined) ?? location.query)
  if (browser) lastQuery = query.toString()
  useEffect(() => {
    if (bare && lastQuery !== "") navigate(`/stores?${lastQuery}`, { replace: true })
  }, [bare])
  const searchedZip = query.get("zip") ?? ""
  const [zip, setZip] = useState(searchedZip.slice(0, ZIP_LENGTH))
  // A ZIP refused before it was searched (it stays in the field, out of the address bar).
  const [refused, setRefused] = useState<string | undefined>(undefined)
  const [modality, setModality] = useState<StoreModality>(modalityOf(query.get("modality")))
  const [mode, setMode] = useState<"zip" | "near">(query.get("near") === "1" ? "near" : "zip")
  const byZip = useRead(StoresUseCases.searchByZip, mode === "zip" && searchedZip !== "" ? [searchedZip, { modality }] : undefined)
  const near = useAction(StoresUseCases.nearbyStores)
  const locate = useAction(locateShopper)
  const wantsNearby = useRef(false)
  const zipError =
    refused ??
    (byZip.state.status === "client-error" && tagOf(byZip.state.error) === "InvalidZip" ? messageOf(byZip.state.error) : undefined)

  const searchZip = (value: string, how: StoreModality) => {
    // Only a ZIP that can be searched goes into the address bar (a refused one stays in the field).
    if (!isValidZip(value.trim())) {
      setRefused(messageOf(new InvalidZip({ zip: value })))
      return
    }
    setRefused(undefined)
    setMode("zip")
    setModality(how)
    // The read follows the URL; the same search again fetches again.
    if (mode === "zip" && value.trim() === searchedZip && how === modality) byZip.refetch()
    navigate(queryOf({ zip: value.trim(), modality: how }), { replace: true })
  }
  const searchNear = (how: StoreModality) => {
    if (locate.state.status === "success") near.run(locate.state.value, how)
  }

  useEffect(() => {
    if (wantsNearby.current && locate.state.status === "success") {
      wantsNearby.current = false
      near.run(locate.state.value, modality)
    }
  }, [locate.state]) // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    searchZip(zip, modality)
  }
  const findNearMe = () => {
    setMode("near")
    wantsNearby.current = true
    near.reset()
    locate.run()
    navigate(queryOf({ near: "1", modality }), { replace: true })
  }
  // Pickup or In-store chosen before hydration is the page's choice once hydrated.
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => {
    const chosen = typedIn(fields, "modality")
    if (chosen !== undefined && modalityOf(chosen) !== modality) changeModality(modalityOf(chosen))
  })
  // "Use my location" tapped before hydration is a GET of `?near=1`: the hydrated page asks for it.
  useEffect(() => {
    if (mode === "near" && locate.state.status === "idle") findNearMe()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const changeModality = (next: StoreModality) => {
    setModality(next)
    if (mode === "zip" && byZip.state.status === "success") searchZip(searchedZip, next)
    else if (mode === "near" && near.state.status === "success") {
      searchNear(next)
      navigate(queryOf({ near: "1", modality: next }), { replace: true })
    } else if (searchedZip !== "" || query.get("near") === "1") {
      navigate(queryOf(mode === "near" ? { near: "1", modality: next } : { zip: searchedZip, modality: next }), { replace: true })
    }
  }

  const results = mode === "zip" ? byZip : near
  const where = mode === "zip" ? `near ${searchedZip}` : "near you"
  const retry =
    mode === "zip"
      ? () => searchZip(searchedZip, modality)
      : () => (locate.state.status === "success" ? searchNear(modality) : findNearMe())

  return (
    <div className="page">
      <section className="hero" aria-labelledby="locator-title">
        <div className="hero__text">
          <p className="eyebrow">Store locator</p>
          <h1 id="locator-title">Find an Atlas Market near you</h1>
          <p className="hero__lead">
            Pick up your order curbside or shop the aisles: see opening hours, departments and how far each store is.
          </p>
        </div>
        <form ref={form} className="search card" onSubmit={onSubmit} noValidate role="search" aria-label="Find stores">
          <fieldset className="segmented">
            <legend>How do you want to shop?</legend>
            <div className="segmented__options">
              {modalities.map((m) => (
                <label key={m.value} className="segmented__option">
                  <input
                    type="radio"
                    name="modality"
                    value={m.value}
                    checked={modality === m.value}
                    onChange={() => changeModality(m.value)}
                  />
                  <span>
                    <strong>{m.label}</strong>
                    <small>{m.hint}</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <ZipField label="ZIP code" name="zip" value={zip} onChange={setZip} error={zipError} rowClassName="search__row" />
          <div className="search__or">
            <span>or</span>
          </div>
          <button
            type="submit"
            name="near"
            value="1"
            className="button button--ghost button--block"
            onClick={(event) => {
              event.preventDefault()
              findNearMe()
            }}
            disabled={locate.state.status === "request"}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2a1 1 0 0 1 1 1v1.06A8 8 0 0 1 19.94 11H21a1 1 0 1 1 0 2h-1.06A8 8 0 0 1 13 19.94V21a1 1 0 1 1-2 0v-1.06A8 8 0 0 1 4.06 13H3a1 1 0 1 1 0-2h1.06A8 8 0 0 1 11 4.06V3a1 1 0 0 1 1-1Zm0 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
              />
            </svg>
            {locate.state.status === "request" ? "Finding your location…" : "Use my location"}
          </button>
        </form>
      </section>

      <div className="locator">
        <section className="results" aria-label="Stores found">
          {mode === "near" && locate.state.status === "client-error" && <ErrorNotice error={locate.state.error} onRetry={findNearMe} />}
          {mode === "near" && locate.state.status === "cancelled" && <CancelledNotice what="Finding your location" onRetry={findNearMe} />}
          {mode === "near" && locate.state.status === "request" && <Spinner label="Finding your location…" />}
          {mode === "near" && locate.state.status === "idle" && (
            <noscript>
              <p className="empty">Finding your location needs JavaScript: enter a ZIP code instead.</p>
            </noscript>
          )}
          {(mode === "zip" || locate.state.status === "success") && (
            <Results state={results.state} where={where} modality={modality} onRetry={retry} onCancel={results.cancel} />
          )}
        </section>
        <aside className="aside">
          <AddressCheck />
          <div className="card promo">
            <p className="promo__title">Free pickup on your first order</p>
            <p>Order by 2 PM and collect the same day at any Atlas Market with Pickup.</p>
          </div>
        </aside>
      </div>
    </div>
  )
}
