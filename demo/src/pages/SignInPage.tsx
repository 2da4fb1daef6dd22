/**
 * Sign in as one of the reference upstream's seeded shoppers (its development sign-in), or keep
 * shopping as a guest. The server lists the shoppers (the route's loader); each "Sign in" is a form
 * the server handles (the route's action) before the page is hydrated and without JavaScript; once
 * hydrated the browser signs in itself. Signing in reloads the app, so every read runs again as the
 * new shopper.
 */
import { CustomerUseCases, useRead } from "atlas-client/react"
import { type FormEvent, useState } from "react"
import { rememberSignedIn } from "../header/AccountLink.js"
import { Link } from "../router.js"
import { rememberCartProfile } from "../shop/cart.js"
import { type SeededShopper, signIn } from "./devSession.js"
import "./account.css"

/** The shoppers one can sign in as, as the route's loader found them. */
export type ShopperList =
  { readonly status: "error"; readonly message: string } | { readonly status: "ready"; readonly shoppers: ReadonlyArray<SeededShopper> }

const initials = (s: SeededShopper) => `${s.firstName.slice(0, 1)}${s.lastName.slice(0, 1)}`

/** The sign-in page: the shoppers (`refused`: why the server's sign-in failed; `onRetry`: list them again). */
export const SignInPage = ({
  shoppers: load,
  refused,
  onRetry
}: {
  readonly shoppers: ShopperList
  readonly refused: string | undefined
  readonly onRetry: () => void
}) => {
  const [signing, setSigning] = useState<string | undefined>(undefined)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const error = failed ?? refused
  const context = useRead(CustomerUseCases.getProfileContext, [])
  const identity = context.state.status === "success" ? context.state.value.identity : undefined

  const choose = (e: FormEvent<HTMLFormElement>, shopper: SeededShopper) => {
    e.preventDefault()
    setSigning(shopper.shopperId)
    setFailed(undefined)
    signIn(shopper.shopperId).then(
      () => {
        rememberSignedIn(shopper.firstName)
        // A signed-in shopper's carts carry the shopper's id as their profile.
        rememberCartProfile(shopper.shopperId)
        window.location.assign("/account")
      },
      (e: unknown) => {
        setSigning(undefined)
        setFailed(`We couldn’t sign you in as ${shopper.firstName}: ${e instanceof Error ? e.message : String(e)}`)
      }
    )
  }

  return (
    <div className="page narrow signin">
      <div className="page-head">
        <p className="eyebrow">Your account</p>
        <h1>Sign in</h1>
        <p className="muted">
          Pick a sample shopper to see their profile, preferences, friends and family membership and wallet pass, or keep shopping as a
          guest.
        </p>
      </div>
      {identity?.isAuthenticated === true && (
        <div className="notice notice--muted" role="status">
          <div>
            <p className="notice__title">You’re signed in{identity.emailAddress ? ` as ${identity.emailAddress}` : ""}.</p>
            <p className="notice__detail">
              <Link to="/account">Go to your account</Link>, or pick another shopper below.
            </p>
          </div>
        </div>
      )}
      <section className="card" aria-labelledby="shoppers-title">
        <h2 id="shoppers-title" className="card__title">
          Sample shoppers
        </h2>
        {load.status === "error" && (
          <div className="notice notice--error" role="alert">
            <div>
              <p className="notice__title">We couldn’t load the sample shoppers</p>
              <p className="notice__detail">{load.message}</p>
            </div>
            <button type="button" className="button button--small" onClick={onRetry}>
              Try again
            </button>
          </div>
        )}
        {load.status === "ready" && (
          <ul className="shoppers">
            {load.shoppers.map((s) => (
              <li key={s.shopperId} className="shopper" data-shopper-id={s.shopperId}>
                <span className="shopper__avatar" aria-hidden="true">
                  {initials(s)}
                </span>
                <span className="shopper__who">
                  <strong>
                    {s.firstName} {s.lastName}
                  </strong>
                  <span className="muted">{s.email}</span>
                </span>
                <form method="post" action="/sign-in" onSubmit={(e) => choose(e, s)}>
                  <input type="hidden" name="shopperId" value={s.shopperId} />
                  <button
                    type="submit"
                    className="button button--small"
                    aria-label={`Sign in as ${s.firstName} ${s.lastName}`}
                    disabled={signing !== undefined}
                  >
                    {signing === s.shopperId ? "Signing in…" : "Sign in"}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="picker__error" role="alert">
            {error}
          </p>
        )}
      </section>
      <p className="signin__guest">
        <Link to="/stores" className="button button--secondary">
          Continue as guest
        </Link>
      </p>
    </div>
  )
}
