import { isRouteErrorResponse, useRouteError } from "react-router"
import { Link } from "../router.js"

/** What a route's loader says it did not find (its 404's data). */
export interface NotFoundData {
  readonly what: "store" | "product" | "order"
}

const whatOf = (data: unknown): string =>
  typeof data === "object" && data !== null && "what" in data && typeof data.what === "string" ? data.what : "page"

/**
 * A route's error boundary: a page that failed to load (e.g. its script could not be fetched on a
 * bad connection) or threw while rendering, or a store, product or order its loader did not find. Offers a reload; never shows the error's internals.
 */
export const RouteError = () => {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const what = isRouteErrorResponse(error) ? whatOf(error.data) : "page"
  return (
    <section className="page narrow" role="alert">
      <h1>{notFound ? `We couldn’t find that ${what}` : "This page didn’t load"}</h1>
      <p>{notFound ? `The ${what} you asked for isn’t here: the link may be old or wrong.` : "Check your connection, then try again."}</p>
      <p>
        {!notFound && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        )}{" "}
        <Link className="button button--secondary" to="/shop">
          Go to the shop
        </Link>
      </p>
    </section>
  )
}
