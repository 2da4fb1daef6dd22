/**
 * Digital coupons: `CouponsUseCases.getCoupons` filtered (search, type, status) and sorted by the
 * spec's orders (relevance, recent, expiration, value); clip and unclip (`clipCoupon`,
 * `unclipCoupon`, one slot per coupon) change the coupon in the lists at once (the bindings'
 * optimistic update) and roll back with a message when the call fails. Each clip or unclip the shopper asks for has its own `Idempotency-Key`, reused
 * when they try it again, so a retried clip is never applied twice. Clips and unclips go through
 * the lists' and coupons' outbox (`listAndCouponOutbox`): one made offline, or whose answers were
 * all lost, is kept on the device with its key and sent when the connection is back; meanwhile the
 * coupon shows the status it will have, with "Saved on this device: …", after a reload too; one the
 * upstream refuses when it is sent shows why. A sponsored placement sits on top (its impressions
 * go through `Analytics`).
 * A flash-sale coupon is claimed (`OffersUseCases.claimFlashSales`: its offer found by listing the
 * flash sales, an empty claim, then claimed with a key of its own); a refusal (the shopper's limit,
 * sold out) is said in the shopper's words (`describeError`).
 */
import {
  type Coupon,
  type CouponFilters,
  CouponSortOrder,
  type CouponStatus,
  CouponType,
  clickListPrefixOf,
  type Tolerant
} from "atlas-client"
import { CouponsUseCases, type EntryChange, isFailed, OffersUseCases, patchEntries, useAction, useReadView } from "atlas-client/react"
import { useOutbox, WriteQueued } from "atlas-client/offline"
import { useEffect, useRef, useState } from "react"
import { AdSlot } from "../components/AdSlot.js"
import { CancelledNotice, ErrorNotice, SkeletonCards } from "../components/States.js"
import { describeError, reasonOf } from "../errors.js"
import { navigate, useLocation } from "../router.js"
import { ServerForm } from "../ServerForm.js"
import { money } from "../shop/format.js"
import { keptCouponWrite, ListAndCouponSync, listAndCouponOutbox, refusedCouponWrite, waitingNote } from "../shop/listAndCouponOutbox.js"
import "./savings.css"

const sortLabels: Record<CouponSortOrder, string> = {
  relevance: "Most relevant",
  recent: "Newest",
  expiration: "Expiring soon",
  value: "Highest value"
}
const typeLabels: Readonly<Record<string, string | undefined>> = {
  standard: "Standard",
  cash_back: "Cash back",
  DIGITAL: "Digital",
  PROMO: "Promotion",
  FLASH_SALE: "Flash sale",
  PAPER_MFG: "Paper (manufacturer)",
  PAPER_KROGER: "Paper (store)",
  STATIC: "In-store"
} satisfies Record<CouponType, string>
const statusLabels: Readonly<Record<string, string | undefined>> = {
  unclipped: "Not clipped",
  active: "Clipped",
  redeemed: "Redeemed"
} satisfies Record<CouponStatus, string>

const expires = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" })

/** What the shopper asked for last on a coupon: the action and the key its call (and any retry of it) sends. */
interface Intent {
  readonly action: "clip" | "unclip"
  readonly key: string
}

const newKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`

/** A coupon's status in every coupon list held: what a clip or unclip (of these arguments) shows at once. */
const shownAs = (status: CouponStatus, [id]: Parameters<typeof CouponsUseCases.clipCoupon.run>): ReadonlyArray<EntryChange> => [
  patchEntries(CouponsUseCases.getCoupons, (list) => ({
    ...list,
    coupons: list.coupons.map((c) => (c.id === id ? { ...c, status } : c))
  }))
]

/** A flash-sale coupon with one unit fewer left, in every coupon list held. */
const oneClaimed = (id: string): ReadonlyArray<EntryChange> => [
  patchEntries(CouponsUseCases.getCoupons, (list) => ({
    ...list,
    coupons: list.coupons.map((c) =>
      c.id === id && c.maxQuantity !== undefined ? { ...c, maxQuantity: Math.max(0, c.maxQuantity - 1) } : c
    )
  }))
]

/** What a flash-sale claim left to say: the units still allowed, or why it was refused. */
type ClaimOutcome = { readonly kind: "claimed"; readonly left: number | undefined } | { readonly kind: "refused"; readonly message: string }

/** Claims a flash-sale coupon's offer: says how many the shopper may still claim, or why not. */
const FlashSaleClaim = ({ coupon }: { readonly coupon: Coupon }) => {
  // A claim shows one unit fewer left at once (the lists are fetched again when it ends); listing claims nothing.
  const claim = useAction(OffersUseCases.claimFlashSales, {
    key: `flash-sale-${coupon.id}`,
    optimistic: (...[offerIds]: Parameters<typeof OffersUseCases.claimFlashSales.run>) =>
      offerIds.length === 0 ? [] : oneClaimed(coupon.id)
  })
  const [offerId, setOfferId] = useState<string | undefined>(undefined)
  const [outcome, setOutcome] = useState<ClaimOutcome | undefined>(undefined)
  const busy = claim.state.status === "request"

  const refused = (error: unknown) => {
    // A catalogue code is its sentence alone (`detail` empty); anything else, title and detail.
    const { title, detail } = describeError(error)
    setOutcome({ kind: "refused", message: detail === "" ? title : `${title}. ${detail}` })
  }
  const send = async () => {
    setOutcome(undefined)
    let id = offerId
    if (id === undefined) {
      // An empty claim lists the flash sales (spec: flash sales offers), each naming its coupon.
      const listed = await claim.runAsync([])
      if (listed.status === "cancelled") return
      if (listed.status !== "success") return refused(listed.error)
      id = listed.value.find((o) => o.couponId === coupon.id)?.id
      if (id === undefined) return setOutcome({ kind: "refused", message: "This flash sale has ended." })
      setOfferId(id)
    }
    const settled = await claim.runAsync([id], { idempotencyKey: newKey() })
    if (settled.status === "success") {
      const offer = settled.value.find((o) => o.id === id)
      // A server may leave the claimed count out: then only "Claimed." is said.
      const left = offer === undefined ? 0 : offer.claimed === undefined ? undefined : Math.max(0, offer.maxQuantity - offer.claimed)
      setOutcome({ kind: "claimed", left })
    } else if (settled.status !== "cancelled") refused(settled.error)
  }

  return (
    <>
      <ServerForm
        className="coupon__form"
        action="/coupons"
        name={`claim-${coupon.id}`}
        does="claim"
        fields={{ couponId: coupon.id }}
        onSubmit={() => {
          if (!busy) void send()
        }}
      >
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? "Claiming…" : "Claim"}
        </button>
      </ServerForm>
      <p className="coupon__claim" role="status">
        {outcome?.kind === "claimed" &&
          `Claimed.${outcome.left === undefined ? "" : outcome.left === 0 ? " That was your last one of this sale." : ` You can claim ${outcome.left} more.`}`}
      </p>
      {outcome?.kind === "refused" && (
        <div className="coupon__error" role="alert">
          <p>{outcome.message}</p>
        </div>
      )}
    </>
  )
}

const CouponCard = ({ coupon }: { readonly coupon: Coupon }) => {
  // Optimistic: the lists show the new status as the call starts; a failure puts them back (and the
  // lists are fetched again when the call ends, either way).
  const clip = useAction(listAndCouponOutbox.writes.clipCoupon, { key: coupon.id, optimistic: (...args) => shownAs("active", args) })
  const unclip = useAction(listAndCouponOutbox.writes.unclipCoupon, {
    key: coupon.id,
    optimistic: (...args) => shownAs("unclipped", args)
  })
  const { pending, refused } = useOutbox(listAndCouponOutbox)
  // A clip or unclip kept on the device: the coupon shows the status it will have once it is sent.
  const kept = keptCouponWrite(pending, coupon.id)
  const refusedLater = refusedCouponWrite(refused, coupon.id)
  const [intent, setIntent] = useState<Intent | undefined>(undefined)
  // Why the last call failed, and the status it left shown (a later status of the coupon clears it).
  const [failure, setFailure] = useState<{ readonly message: string; readonly status: Tolerant<CouponStatus> } | undefined>(undefined)
  const status = kept?.status ?? coupon.status
  const busy = clip.state.status === "request" || unclip.state.status === "request"
  const clippable = clickListPrefixOf(coupon.id) !== undefined && coupon.status !== "redeemed"
  const next = status === "active" ? "unclip" : "clip"
  const shownAsNow = (action: Intent["action"]) => (action === "clip" ? "not clipped" : "clipped")

  const send = async (next: Intent) => {
    setIntent(next)
    setFailure(undefined)
    if (refusedLater !== undefined) listAndCouponOutbox.dismiss(refusedLater.entry)
    const before = status
    const action = next.action === "clip" ? clip : unclip
    const settled = await action.runAsync(coupon.id, { idempotencyKey: next.key })
    // Sent, or kept to be sent with its key: nothing left to try again by hand.
    if (settled.status === "success" || (isFailed(settled) && settled.error instanceof WriteQueued)) setIntent(undefined)
    else if (settled.status !== "cancelled") {
      setFailure({
        message: `We couldn’t ${next.action} this coupon, so it is shown as ${shownAsNow(next.action)}. ${reasonOf(settled.error)}`,
        status: before
      })
    }
  }
  const refusedAction = refusedLater?.entry.useCase === listAndCouponOutbox.writes.clipCoupon.name ? "clip" : "unclip"

  return (
    <li className="coupon" data-coupon-id={coupon.id} data-status={status} aria-label={coupon.description}>
      <div className="coupon__value">{money(coupon.value)}</div>
      <div className="coupon__body">
        <p className="coupon__brand">{coupon.brand}</p>
        <h2 className="coupon__title">{coupon.description}</h2>
        <p className="coupon__meta">
          {coupon.type !== undefined && <span className="coupon__type">{typeLabels[coupon.type] ?? coupon.type}</span>}
          {coupon.type !== undefined && " · "}Expires {expires(coupon.expiresAt)}
          {coupon.maxQuantity !== undefined && <> · {coupon.maxQuantity} left</>}
        </p>
      </div>
      <div className="coupon__actions">
        {coupon.type === "FLASH_SALE" ? (
          <FlashSaleClaim coupon={coupon} />
        ) : (
          <span className={`coupon__status coupon__status--${status}`}>{statusLabels[status] ?? status}</span>
        )}
        {clippable && (
          <ServerForm
            className="coupon__form"
            action="/coupons"
            name={`${next}-${coupon.id}`}
            does={next}
            fields={{ couponId: coupon.id }}
            onSubmit={() => {
              if (!busy) void send({ action: next, key: newKey() })
            }}
          >
            <button type="submit" className={`button button--small${next === "unclip" ? " button--secondary" : ""}`} disabled={busy}>
              {next === "unclip" ? "Unclip" : "Clip"}
            </button>
          </ServerForm>
        )}
      </div>
      {kept !== undefined && (
        <p className="add__note coupon__kept" role="status">
          {waitingNote(kept.entry)}
        </p>
      )}
      {refusedLater !== undefined && isFailed(refusedLater.state) && (
        <div className="coupon__error" role="alert">
          <p>
            We couldn’t {refusedAction} this coupon, so it is shown as {shownAsNow(refusedAction)}. {reasonOf(refusedLater.state.error)}
          </p>
        </div>
      )}
      {failure !== undefined && failure.status === status && (
        <div className="coupon__error" role="alert">
          <p>{failure.message}</p>
          {intent !== undefined && (
            <button type="button" className="button button--small button--ghost" disabled={busy} onClick={() => void send(intent)}>
              Try again
            </button>
          )}
        </div>
      )}
    </li>
  )
}

const FILTER_FIELDS = ["q", "type", "status", "sort"] as const
const statuses = ["unclipped", "active", "redeemed"] as const

/** The list a URL's query asks for (`/coupons?q=milk&type=standard&status=active&sort=value`): what the server prefetches. */
export const couponFiltersOf = (query: URLSearchParams): CouponFilters => {
  const term = (query.get("q") ?? "").trim()
  const type = CouponType.literals.find((t) => t === query.get("type"))
  const status = statuses.find((t) => t === query.get("status"))
  return {
    ...(term === "" ? {} : { query: term }),
    ...(type === undefined ? {} : { types: [type] }),
    ...(status === undefined ? {} : { status }),
    sort: CouponSortOrder.literals.find((t) => t === query.get("sort")) ?? "relevance"
  }
}

/** The page's address for a filter form's fields, or a query's (the defaults left out). */
const hrefOf = (fields: { readonly get: (name: string) => FormDataEntryValue | null }): string => {
  const query = new URLSearchParams()
  for (const name of FILTER_FIELDS) {
    const value = String(fields.get(name) ?? "").trim()
    if (value !== "" && !(name === "sort" && value === "relevance")) query.set(name, value)
  }
  return query.size === 0 ? "/coupons" : `/coupons?${query.toString()}`
}

/** The coupons page: its list is the URL's (a `GET` form; hydrated, a filter's change shows at once). */
export const CouponsPage = () => {
  const { query } = useLocation()
  const filters = couponFiltersOf(query)
  // Another filter keeps the list shown until its own list arrives (no skeleton between two lists).
  const { state, refetch } = useReadView(CouponsUseCases.getCoupons, [filters], { placeholder: "previous" })
  const updating = state.status === "success" && state.placeholder === true
  const coupons = state.status === "success" ? state.value.coupons : []
  const form = useRef<HTMLFormElement>(null)
  const show = () => {
    if (form.current !== null) navigate(hrefOf(new FormData(form.current)), { replace: true })
  }
  // Filters chosen before hydration are the ones shown once hydrated.
  useEffect(() => {
    if (form.current !== null && hrefOf(new FormData(form.current)) !== hrefOf(query)) show()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  // The fields follow the address (the browser's back and forward buttons).
  const fieldsOf = (): Record<(typeof FILTER_FIELDS)[number], string> => ({
    q: filters.query ?? "",
    type: filters.types?.[0] ?? "",
    status: filters.status ?? "",
    sort: filters.sort ?? "relevance"
  })
  useEffect(() => {
    const fields = fieldsOf()
    for (const name of FILTER_FIELDS) {
      const field = form.current?.elements.namedItem(name)
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== fields[name])
        field.value = fields[name]
    }
  }, [query.toString()]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="page coupons-page">
      <ListAndCouponSync />
      <div className="page-head">
        <p className="eyebrow">Savings</p>
        <h1>Digital coupons</h1>
        <p className="muted">Clip coupons to your card; they come off at checkout.</p>
      </div>
      <AdSlot target="COUPONS" location="TOP" />
      <form
        ref={form}
        className="card coupon-filters"
        role="search"
        aria-label="Coupons"
        method="get"
        action="/coupons"
        onSubmit={(e) => {
          e.preventDefault()
          show()
        }}
        onChange={(e) => {
          if (e.target instanceof HTMLSelectElement) show()
        }}
      >
        <label>
          <span>Search coupons</span>
          <input type="search" name="q" defaultValue={filters.query ?? ""} placeholder="Brand or product" />
        </label>
        <label>
          <span>Coupon type</span>
          <select name="type" defaultValue={filters.types?.[0] ?? ""}>
            <option value="">All types</option>
            {CouponType.literals.map((t) => (
              <option key={t} value={t}>
                {typeLabels[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Status</span>
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any status</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Sort by</span>
          <select name="sort" defaultValue={filters.sort}>
            {CouponSortOrder.literals.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {(state.status === "idle" || state.status === "request") && coupons.length === 0 && <SkeletonCards count={3} />}
      {isFailed(state) && <ErrorNotice error={state.error} onRetry={refetch} />}
      {state.status === "cancelled" && <CancelledNotice what="Coupons" onRetry={refetch} />}
      {state.status === "success" && (
        <>
          <p className="muted coupons__count" aria-live="polite">
            {updating ? "Updating…" : `${state.value.total} ${state.value.total === 1 ? "coupon" : "coupons"}`}
          </p>
          {coupons.length === 0 ? (
            <p className="empty">No coupons match. Try another search or filter.</p>
          ) : (
            <ul className={`coupon-list${updating ? " coupon-list--updating" : ""}`} aria-label="Coupons" aria-busy={updating}>
              {coupons.map((c) => (
                <CouponCard key={c.id} coupon={c} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
