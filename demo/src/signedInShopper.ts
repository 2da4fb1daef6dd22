/**
 * Who the server renders a page for: with a session cookie, the upstream says whether it is signed in
 * (`Customer.getIdentity`) and the shopper's first name (`getProfile`), so the server's HTML never
 * shows guest text to a signed-in shopper, nor a name to a signed-out one. Without a session, a guest
 * (nothing is asked). If the upstream cannot say, the browser's own hint (`SHOPPER_COOKIE`) stands.
 */
import { Customer } from "atlas-client"
import * as Effect from "effect/Effect"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import { cookieValue, SHOPPER_COOKIE } from "./cookies.js"

/** The upstream's session cookie (HttpOnly: the browser's scripts never see it). */
const SESSION_COOKIE = "atlas_session"

/** The signed-in shopper's first name, or `undefined` for a guest. */
export const signedInShopper = async (
  runtime: ManagedRuntime.ManagedRuntime<Customer, unknown>,
  cookies: string
): Promise<string | undefined> => {
  const hint = cookieValue(cookies, SHOPPER_COOKIE)
  if (cookieValue(cookies, SESSION_COOKIE) === undefined) return undefined
  const asked = Effect.gen(function* () {
    const customer = yield* Customer
    const identity = yield* customer.getIdentity()
    if (!identity.isAuthenticated) return undefined
    const profile = yield* customer.getProfile({ detailLevel: "basic" })
    return profile.firstName ?? identity.emailAddress ?? "Shopper"
  })
  return runtime.runPromise(Effect.orElseSucceed(asked, () => hint))
}
