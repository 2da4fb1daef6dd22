import { Link } from "../router.js"

/** An unknown path. */
export const NotFoundPage = () => (
  <section className="page narrow">
    <h1>We couldn’t find that page</h1>
    <p>The page you asked for isn’t here. Try the store locator instead.</p>
    <p>
      <Link className="button" to="/stores">
        Find a store
      </Link>
    </p>
  </section>
)
