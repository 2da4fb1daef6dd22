import { useEffect } from "react"
import { Link } from "../router.js"

/** A "not found" page: its heading, a line of help and a way on. */
export const NotFound = ({
  title,
  detail,
  to,
  action,
  page = false
}: {
  readonly title: string
  readonly detail: string
  readonly to: string
  readonly action: string
  /** Whether it is the whole page (else it sits inside one). */
  readonly page?: boolean
}) => {
  useEffect(() => {
    document.title = `${title} · Atlas Market`
  }, [title])
  return (
    <section className={page ? "page narrow not-found" : "narrow not-found"}>
      <h1>{title}</h1>
      <p>{detail}</p>
      <p>
        <Link className="button" to={to}>
          {action}
        </Link>
      </p>
    </section>
  )
}

/** An unknown path. */
export const NotFoundPage = () => (
  <NotFound
    title="We couldn’t find that page"
    detail="The page you asked for isn’t here. Try the store locator instead."
    to="/stores"
    action="Find a store"
    page
  />
)
