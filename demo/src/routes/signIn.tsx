/**
 * Sign in (`/sign-in`): the reference upstream's seeded shoppers, listed by the server, and its
 * action, a sign-in sent before the page is hydrated or without JavaScript: the server signs the
 * shopper's session in (the upstream's development sign-in, with the request's cookies), passes the
 * session cookie on, remembers who is signed in and whose cart to read (as the browser would), and
 * brings the shopper to their account. A refused sign-in shows why on the page. The same action
 * signs a shopper out (the account page's "Sign out", `do=sign-out`): the upstream's development
 * sign-out, its cookies passed on, the storefront's own cookies cleared, and the shopper brought home.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useActionData, useLoaderData, useRevalidator } from "react-router"
import { PROFILE_COOKIE, SHOPPER_COOKIE, SIGNED_OUT_COOKIE } from "../cookies.js"
import { cookieLine, YEAR_SECONDS } from "../edge.js"
import { type RouteHandle, titled } from "../pageRoute.js"
import { isSeededShopper, type SeededShopper, shoppersIn, SIGN_OUT } from "../pages/devSession.js"
import { type ShopperList, SignInPage } from "../pages/SignInPage.js"
import { DO_FIELD } from "../ServerForm.js"

export const meta = titled("Sign in")
export const handle: RouteHandle = { section: "account" }

/** The upstream's development routes, called from the server with the shopper's cookies. */
const devCall = (context: ActionFunctionArgs["context"], request: Request, method: "GET" | "POST", path: string, body?: unknown) =>
  (context.fetch ?? fetch)(`${context.origins.atlas}${path}`, {
    method,
    headers: {
      accept: "application/json",
      cookie: request.headers.get("cookie") ?? "",
      ...(body === undefined ? {} : { "content-type": "application/json" })
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })

export const loader = async ({ request, context }: LoaderFunctionArgs): Promise<ShopperList> => {
  try {
    const answer = await devCall(context, request, "GET", "/__dev/shoppers")
    if (!answer.ok) return { status: "error", message: `The sign-in service answered ${answer.status}` }
    return { status: "ready", shoppers: shoppersIn(await answer.json()) }
  } catch (e) {
    return { status: "error", message: e instanceof Error ? e.message : String(e) }
  }
}

/** Why a sign-in the server sent was refused. */
interface SignInActionData {
  readonly error: string
}

/** The upstream's `Set-Cookie` lines on a response's headers. */
const passCookies = (answer: Response): Headers => {
  const headers = new Headers()
  for (const line of answer.headers.getSetCookie()) headers.append("set-cookie", line)
  return headers
}

const signOut = async (context: ActionFunctionArgs["context"], request: Request) => {
  const signedOut = await devCall(context, request, "POST", "/__dev/sign-out")
  if (!signedOut.ok)
    return data<SignInActionData>({ error: `We couldn’t sign you out: the sign-in service answered ${signedOut.status}` }, { status: 400 })
  const headers = passCookies(signedOut)
  headers.append("set-cookie", cookieLine(SHOPPER_COOKIE, "", 0))
  headers.append("set-cookie", cookieLine(PROFILE_COOKIE, "", 0))
  // What the device kept of the shopper (the outbox's writes, persisted reads, cached pages) goes too.
  headers.set("clear-site-data", '"cache", "storage"')
  headers.append("set-cookie", cookieLine(SIGNED_OUT_COOKIE, "1", 600))
  headers.set("location", "/")
  return new Response(null, { status: 303, headers })
}

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  if (form.get(DO_FIELD) === SIGN_OUT) return signOut(context, request)
  const shopperId = String(form.get("shopperId") ?? "")
  const signedIn = await devCall(context, request, "POST", "/__dev/sign-in", { shopperId })
  const body: unknown = await signedIn.json().catch(() => undefined)
  const shopper: SeededShopper | undefined =
    typeof body === "object" && body !== null && "shopper" in body && isSeededShopper(body.shopper) ? body.shopper : undefined
  if (!signedIn.ok || shopper === undefined)
    return data<SignInActionData>({ error: `We couldn’t sign you in: the sign-in service answered ${signedIn.status}` }, { status: 400 })
  const headers = passCookies(signedIn)
  headers.append("set-cookie", cookieLine(SHOPPER_COOKIE, shopper.firstName, YEAR_SECONDS))
  // A signed-in shopper's carts carry the shopper's id as their profile.
  headers.append("set-cookie", cookieLine(PROFILE_COOKIE, shopper.shopperId, YEAR_SECONDS))
  headers.set("location", "/account")
  return new Response(null, { status: 303, headers })
}

export default function SignInRoute() {
  const shoppers = useLoaderData<typeof loader>()
  const answered = useActionData<SignInActionData>()
  const { revalidate } = useRevalidator()
  return <SignInPage shoppers={shoppers} refused={answered?.error} onRetry={() => void revalidate()} />
}
