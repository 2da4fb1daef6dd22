/**
 * The shopper's account: profile (`Customer.getProfile`), preferences (`Customer.getPreferences`),
 * friends and family (`FriendsAndFamily.fetch`, opt-in and opt-out) and the wallet pass
 * (`Passbook.getWalletPass`, downloaded from `/account/wallet-pass`, the file `walletPassFile` makes). A guest is asked to
 * sign in. Joining or leaving friends and family is a form the server handles (`POST /account`), so
 * it works before hydration and without JavaScript; once hydrated it runs in the browser.
 */
import type { CustomerProfile, WalletPass } from "atlas-client"
import {
  CustomerUseCases,
  FriendsAndFamilyUseCases,
  isFailed,
  MembershipUseCases,
  PassbookUseCases,
  useAction,
  useRead
} from "atlas-client/react"
import { clearOfflinePages } from "atlas-client/offline"
import { useEffect, useState } from "react"
import { ErrorNotice, Loaded } from "../components/States.js"
import { StoreName } from "../components/StoreName.js"
import { field, messageOf } from "../errors.js"
import { rememberSignedIn } from "../header/AccountLink.js"
import { Link } from "../router.js"
import { ServerForm } from "../ServerForm.js"
import { rememberCartProfile } from "../shop/cart.js"
import { SIGN_OUT, signOut } from "./devSession.js"
import { listAndCouponOutbox } from "../shop/listAndCouponOutbox.js"
import { outbox } from "../shop/outbox.js"
import "./account.css"

const label = (s: string | undefined) => (s === undefined ? "—" : s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, " "))

/**
 * The shopper's membership in words, from the membership enrollment (the source of truth, as on
 * the rewards page), not the profile's own premium flag.
 */
const MembershipState = () => {
  const { state } = useRead(MembershipUseCases.getMembership, [])
  if (state.status !== "success") return <>{isFailed(state) ? "—" : "…"}</>
  const enrollment = state.value.enrollment ?? undefined
  if (enrollment === undefined) return <>Not a member</>
  const plan = state.value.plans.find((p) => p.id === enrollment.planId)?.name ?? "Membership"
  return <>{enrollment.status === "ACTIVE" ? `Premium · ${plan}` : `${plan} (${enrollment.status.toLowerCase()})`}</>
}

const Profile = () => {
  const { state, refetch } = useRead(CustomerUseCases.getProfile, [{ detailLevel: "full", projection: "customerProfile.full" }])
  return (
    <section className="card account__profile" aria-labelledby="profile-title">
      <h2 id="profile-title" className="card__title">
        Profile
      </h2>
      <Loaded state={state} what="Profile" onRetry={refetch}>
        {(p: CustomerProfile) => (
          <>
            <p className="account__name" data-testid="profile-name">
              {[p.firstName, p.lastName].filter(Boolean).join(" ") || "Shopper"}
            </p>
            <dl className="fact-rows">
              <div>
                <dt>Email</dt>
                <dd>{p.emailAddress ?? "—"}</dd>
              </div>
              <div>
                <dt>Loyalty card</dt>
                <dd>{p.loyaltyCardNumber ?? "—"}</dd>
              </div>
              <div>
                <dt>Membership</dt>
                <dd data-testid="membership">
                  <MembershipState />
                </dd>
              </div>
              <div>
                <dt>Account</dt>
                <dd>{label(p.accountState)}</dd>
              </div>
              {p.preferredStoreId && (
                <div>
                  <dt>Preferred store</dt>
                  <dd>
                    <Link to={`/stores/${p.preferredStoreId}`}>
                      <StoreName locationId={p.preferredStoreId} />
                    </Link>
                  </dd>
                </div>
              )}
              {p.phones !== undefined && p.phones.length > 0 && (
                <div>
                  <dt>Phone</dt>
                  <dd>{p.phones.map((ph) => `${ph.number} (${label(ph.type)})`).join(", ")}</dd>
                </div>
              )}
              {p.addresses !== undefined && p.addresses.length > 0 && (
                <div>
                  <dt>Address</dt>
                  <dd>
                    {p.addresses.map((a, i) => (
                      <span key={i} className="account__address">
                        {[...(a.addressLines ?? []), a.cityTown, [a.stateProvince, a.postalCode].filter(Boolean).join(" ")]
                          .filter(Boolean)
                          .join(", ")}
                      </span>
                    ))}
                  </dd>
                </div>
              )}
              {p.createdDate && (
                <div>
                  <dt>Member since</dt>
                  <dd>{new Date(p.createdDate).toLocaleDateString([], { year: "numeric", month: "long" })}</dd>
                </div>
              )}
            </dl>
          </>
        )}
      </Loaded>
    </section>
  )
}

const Preferences = () => {
  const { state, refetch } = useRead(CustomerUseCases.getPreferences, [{}])
  return (
    <section className="card" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="card__title">
        Preferences
      </h2>
      <Loaded state={state} what="Preferences" onRetry={refetch}>
        {(prefs) =>
          prefs.length === 0 ? (
            <p className="muted">No preferences saved yet.</p>
          ) : (
            <ul className="prefs">
              {prefs.map((p) => (
                <li key={p.preferenceId}>
                  <span className="prefs__name">
                    {p.name}
                    {p.category && <span className="badge">{p.category}</span>}
                  </span>
                  <span className="prefs__value">{p.value}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  )
}

const FriendsAndFamily = () => {
  const fetch = useRead(FriendsAndFamilyUseCases.fetch, [])
  const optIn = useAction(FriendsAndFamilyUseCases.optIn)
  const optOut = useAction(FriendsAndFamilyUseCases.optOut)
  const [message, setMessage] = useState("")
  const { refetch } = fetch
  // After this page's own change lands, say so; the change makes the fetch stale, so it is read
  // again (opt-in and opt-out are never retried).
  const change = async (action: typeof optIn, done: string) => {
    setMessage("")
    if ((await action.runAsync()).status === "success") setMessage(done)
  }
  const busy = optIn.state.status === "request" || optOut.state.status === "request"
  const changeError = isFailed(optIn.state) ? optIn.state.error : isFailed(optOut.state) ? optOut.state.error : undefined
  return (
    <section className="card" aria-labelledby="ff-title">
      <h2 id="ff-title" className="card__title">
        Friends and family
      </h2>
      <Loaded state={fetch.state} what="Friends and family" onRetry={refetch}>
        {(ff) => (
          <div className="ff" data-opted-in={ff.optedIn}>
            <p className="ff__status">
              <span className={`status ${ff.optedIn ? "status--ok" : "status--muted"}`} data-testid="ff-status">
                {ff.optedIn ? "Member" : "Not a member"}
              </span>
              <span className="muted">
                Group: <strong>{ff.groupName}</strong>
              </span>
            </p>
            <p className="muted ff__lead">
              Members get early access to new programs{ff.snapEnabled ? " and can pay with SNAP/EBT" : ""}. You can leave at any time.
            </p>
            <ServerForm
              className="ff__form"
              action="/account"
              name="friends-and-family"
              does={ff.optedIn ? "leave" : "join"}
              fields={{}}
              onSubmit={() => {
                if (busy) return
                if (ff.optedIn) void change(optOut, "You’ve left friends and family.")
                else void change(optIn, "You’ve joined friends and family.")
              }}
            >
              {ff.optedIn ? (
                <button type="submit" className="button button--secondary" disabled={busy}>
                  {optOut.state.status === "request" ? "Leaving…" : "Leave friends and family"}
                </button>
              ) : (
                <button type="submit" className="button" disabled={busy}>
                  {optIn.state.status === "request" ? "Joining…" : "Join friends and family"}
                </button>
              )}
            </ServerForm>
          </div>
        )}
      </Loaded>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {changeError !== undefined && <ErrorNotice error={changeError} />}
    </section>
  )
}

const fieldValue = (pass: WalletPass, key: string) =>
  [...pass.storeCard.secondaryFields, ...pass.storeCard.auxiliaryFields].find((f) => f.key === key)?.value

const WalletPassCard = () => {
  const { state, refetch } = useRead(PassbookUseCases.getWalletPass, [])
  return (
    <section className="card" aria-labelledby="pass-title">
      <h2 id="pass-title" className="card__title">
        Wallet pass
      </h2>
      {state.status === "response-error" && field(state.error, "status") === 403 ? (
        <div className="notice notice--muted" role="status">
          <div>
            <p className="notice__title">No wallet pass for this account</p>
            <p className="notice__detail">{messageOf(state.error)}. Contact us to reopen your account.</p>
          </div>
        </div>
      ) : (
        <Loaded state={state} what="Wallet pass" onRetry={refetch}>
          {(pass) => (
            <div className="pass">
              <div className="pass__card" aria-label="Wallet pass preview">
                <p className="pass__org">{pass.logoText}</p>
                <p className="pass__desc">{pass.description}</p>
                <dl className="pass__fields">
                  {[...pass.storeCard.secondaryFields, ...pass.storeCard.auxiliaryFields].slice(0, 4).map((f) => (
                    <div key={f.key}>
                      <dt>{f.label ?? f.key}</dt>
                      <dd>{f.value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="pass__serial">No. {fieldValue(pass, "card") ?? pass.serialNumber}</p>
              </div>
              <a className="button" href="/account/wallet-pass" download>
                Download wallet pass
              </a>
              <p className="muted pass__note">
                The pass file (<code>pass.json</code>) for your phone’s wallet, with your nearby stores.
              </p>
            </div>
          )}
        </Loaded>
      )}
    </section>
  )
}

const Guest = () => (
  <section className="card account__guest">
    <h2 className="card__title">You’re shopping as a guest</h2>
    <p className="muted">Sign in to see your profile, preferences, friends and family membership and wallet pass.</p>
    <Link to="/sign-in" className="button">
      Sign in
    </Link>
  </section>
)

/** The account page. */
export const AccountPage = () => {
  const context = useRead(CustomerUseCases.getProfileContext, [])
  const [leaving, setLeaving] = useState(false)
  const [signOutError, setSignOutError] = useState<string | undefined>(undefined)
  const identity = context.state.status === "success" ? context.state.value.identity : undefined
  // The header follows what the upstream says (the server corrects it on every page it renders).
  useEffect(() => {
    if (identity !== undefined && !identity.isAuthenticated) rememberSignedIn(undefined)
  }, [identity])
  const leave = () => {
    setLeaving(true)
    signOut().then(
      async () => {
        await Promise.all([outbox.clear(), listAndCouponOutbox.clear()])
        // The pages the offline shell kept show the shopper's cart, name and address.
        await clearOfflinePages().catch(() => undefined)
        rememberSignedIn(undefined)
        rememberCartProfile(undefined)
        window.location.assign("/")
      },
      (e: unknown) => {
        setLeaving(false)
        setSignOutError(e instanceof Error ? e.message : String(e))
      }
    )
  }
  return (
    <div className="page account">
      <div className="page-head account__head">
        <div>
          <p className="eyebrow">Your account</p>
          <h1>Account</h1>
          {identity?.isAuthenticated === true && (
            <p className="muted">
              Signed in as <strong>{identity.emailAddress}</strong>
            </p>
          )}
        </div>
        {identity?.isAuthenticated === true && (
          <ServerForm action="/sign-in" name="sign-out" does={SIGN_OUT} onSubmit={leave}>
            <button type="submit" className="button button--secondary" disabled={leaving}>
              {leaving ? "Signing out…" : "Sign out"}
            </button>
          </ServerForm>
        )}
      </div>
      {signOutError && (
        <p className="picker__error" role="alert">
          {signOutError}
        </p>
      )}
      <Loaded state={context.state} what="Account" onRetry={context.refetch}>
        {(ctx) =>
          ctx.identity.isAuthenticated ? (
            <div className="account__grid">
              <Profile />
              <FriendsAndFamily />
              <Preferences />
              <WalletPassCard />
            </div>
          ) : (
            <Guest />
          )
        }
      </Loaded>
    </div>
  )
}
