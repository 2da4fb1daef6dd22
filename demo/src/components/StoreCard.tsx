/** One store in the locator's results: name, banner, type, status, address, distance, hours, departments. */
import type { Store, StoreMatch } from "atlas-client"
import type { StoreModality } from "atlas-client/rules"
import { addressLines, formatDistance, shortName, storeStatus, storeTypeLabel, todaysHours, zoneOf } from "../format.js"
import { useMyStore } from "../myStore.js"
import { Link } from "../router.js"
import { ServerForm } from "../ServerForm.js"
import { HoursTable } from "./HoursTable.js"

const VISIBLE_DEPARTMENTS = 6

/** Departments as chips, the rest behind a count. */
export const Departments = ({ store, limit }: { readonly store: Store; readonly limit?: number }) => {
  const shown = limit === undefined ? (store.departments ?? []) : (store.departments ?? []).slice(0, limit)
  const more = (store.departments ?? []).length - shown.length
  return (
    <ul className="chips" aria-label="Departments">
      {shown.map((d) => (
        <li key={d.code} className="chip">
          {d.name}
        </li>
      ))}
      {more > 0 && <li className="chip chip--more">+{more} more</li>}
    </ul>
  )
}

/**
 * A "make this my store" button, or a mark when it already is: a form the server handles (`POST
 * /stores`, the locator's action) before hydration and without JavaScript, the browser's own write
 * once hydrated.
 */
export const ChooseStore = ({ store, modality }: { readonly store: Store; readonly modality: StoreModality }) => {
  const mine = useMyStore()
  const chosen = mine.store?.locationId === store.locationId
  if (chosen)
    return (
      <span className="chosen" aria-live="polite">
        ✓ Your store
      </span>
    )
  const choice = { locationId: store.locationId, name: shortName(store), modality }
  return (
    <ServerForm
      className="choose-store"
      action="/stores"
      name={`choose-${store.locationId}`}
      does="choose"
      fields={choice}
      onSubmit={() => mine.choose(choice)}
    >
      <button type="submit" className="button button--small" disabled={mine.saving}>
        Make this my store
      </button>
    </ServerForm>
  )
}

/** A store found near the shopper (`data-store`: what the bench's load table waits for). */
export const StoreCard = ({ match, modality }: { readonly match: StoreMatch; readonly modality: StoreModality }) => {
  const { store } = match
  const status = storeStatus(store)
  const [street, city] = addressLines(store)
  const headingId = `store-${store.locationId}`
  return (
    <li className="card store-card" aria-labelledby={headingId} data-store data-location-id={store.locationId}>
      <div className="store-card__top">
        <div>
          <h3 id={headingId} className="store-card__name">
            <Link to={`/stores/${store.locationId}`}>{store.name}</Link>
          </h3>
          <p className="store-card__meta">
            <span className="badge">{store.banner}</span>
            <span>{storeTypeLabel(store.storeType)}</span>
            <span className={`status status--${status.tone}`}>{status.label}</span>
          </p>
        </div>
        <p className="distance" aria-label={`${formatDistance(match.distanceMiles)} away`}>
          {formatDistance(match.distanceMiles)}
        </p>
      </div>
      <address className="store-card__address">
        {street}
        <br />
        {city}
        {store.phone && (
          <>
            <br />
            <a href={`tel:${store.phone.replace(/[^\d+]/g, "")}`}>{store.phone}</a>
          </>
        )}
      </address>
      <p className="store-card__today">
        Today <strong>{todaysHours(store)}</strong>
      </p>
      <details className="store-card__hours">
        <summary>Hours this week</summary>
        <HoursTable hours={store.hours ?? []} timeZone={zoneOf(store)} />
      </details>
      <Departments store={store} limit={VISIBLE_DEPARTMENTS} />
      <div className="store-card__actions">
        <Link className="button button--small button--secondary" to={`/stores/${store.locationId}`}>
          Store details
        </Link>
        <ChooseStore store={store} modality={modality} />
      </div>
    </li>
  )
}
