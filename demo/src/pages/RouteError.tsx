import { isRouteErrorResponse, useRouteError } from "react-router"
import { Link } from "../router.js"

/**
 * A route's error boundary: a page that failed to load (e.g. its script could not be fetched on a
 * bad connection) or threw while rendering. Offers a reload; never shows the error's internals.
 */
export const RouteError = () => {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="page narrow" role="alert">
      <h1>{notFound ? "We couldn’t find that page" : "This page didn’t load"}</h1>
      <p>{notFound ? "The page you asked for isn’t here." : "Check your connection, then try again."}</p>
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
