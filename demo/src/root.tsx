/**
 * The storefront's root route: the document (`Layout`: the head, the one provider of the data layer,
 * the framework's scripts), the shell around every page (`App.tsx`), and the root loader, which says
 * who the page is for: the signed-in shopper's first name (asked of the upstream when the request
 * has a session: the server's HTML never shows guest text to a signed-in shopper), the header's
 * cart count (`getCart [profileId]`, the entry `useCart` reads), and the cookies the first render
 * reads, so the browser's first render reads the same (a cookie written after the server answered
 * reaches the page after hydrating). It runs for the first page only: later pages keep its data.
 */
import { CartsUseCases, CrossTabSync } from "atlas-client/react"
import { AtlasRouterProvider } from "atlas-client/react-router"
import { intentKey } from "atlas-client/react-router/server"
import type { ReactNode } from "react"
import { Links, type LoaderFunctionArgs, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router"
import { Shell } from "./App.js"
import { CONFIG_SCRIPT_ID } from "./config.js"
import { cookieValue, FirstCookies, LABELS_COOKIE, PROFILE_COOKIE, SHOPPER_COOKIE, SHOPPING_COOKIE } from "./cookies.js"
import { cookieLine, withCookies, YEAR_SECONDS } from "./edge.js"
import { CSS_ID, useGiven } from "./given.js"
import { storefrontStaleTimes } from "./layer.js"
import { LOCATED_COOKIE } from "./pages/located.js"
import { loadAs } from "./shopper.server.js"
import { signedInShopper } from "./signedInShopper.js"
import "./styles.css"

export { RouteError as ErrorBoundary } from "./pages/RouteError.js"

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store, shopper) => {
    const { cookies } = shopper
    const profileId = cookieValue(cookies, PROFILE_COOKIE)
    const [name] = await Promise.all([
      shopper.bot ? undefined : signedInShopper(store.runtime, cookies),
      profileId === undefined ? undefined : store.prefetch(CartsUseCases.getCart, profileId)
    ])
    if (name !== cookieValue(cookies, SHOPPER_COOKIE))
      shopper.setCookie.push(name === undefined ? cookieLine(SHOPPER_COOKIE, "", 0) : cookieLine(SHOPPER_COOKIE, name, YEAR_SECONDS))
    // The cookies the pages read on their first render (none of them a secret).
    const firstCookies = withCookies("", [
      ...[SHOPPING_COOKIE, LABELS_COOKIE, PROFILE_COOKIE, LOCATED_COOKIE].flatMap((cookie) => {
        const value = cookieValue(cookies, cookie)
        return value === undefined ? [] : [[cookie, value] as const]
      }),
      ...(name === undefined ? [] : [[SHOPPER_COOKIE, name] as const])
    ])
    return {
      // The intent key of the page's server forms (`ServerForm.tsx`).
      intent: intentKey(),
      firstCookies,
      config: { payments: shopper.origins.payments, shoppable: shopper.origins.shoppable },
      modalitySource: shopper.crawler?.modality.source
    }
  })

/** The root's data is the first page's: later pages read for themselves. */
export const shouldRevalidate = () => false

/** A value the browser's entry reads, as a JSON script (`<` escaped, so no text in it ends the script). */
const JsonScript = ({ id, value }: { readonly id: string; readonly value: unknown }) => (
  <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, "\\u003c") }} />
)

export function Layout({ children }: { readonly children: ReactNode }) {
  const given = useGiven()
  const root = useRouteLoaderData<typeof loader>("root")
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Atlas Market: groceries for pickup, delivery and in-store. Find a store near you." />
        <meta name="theme-color" content="#1f6b3a" />
        {root?.modalitySource !== undefined && <meta name="atlas-modality-source" content={root.modalitySource} />}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        {given.css === undefined ? <Links /> : <style id={CSS_ID} dangerouslySetInnerHTML={{ __html: given.css }} />}
      </head>
      <body>
        <div id="root">
          <AtlasRouterProvider runtime={given.runtime} staleTimes={storefrontStaleTimes}>
            <FirstCookies cookie={root?.firstCookies ?? ""}>{children}</FirstCookies>
            <CrossTabSync channel="atlas-market" />
          </AtlasRouterProvider>
        </div>
        {root !== undefined && <JsonScript id={CONFIG_SCRIPT_ID} value={root.config} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Shell />
}
