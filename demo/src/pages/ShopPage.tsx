/**
 * Shop: search and browse. `SearchUseCases.searchProducts` (term, department, on sale, sort, a page
 * of 48) gives the products and the department facets; each tile then reads its item for the
 * shopper's store by gtin13 (`ItemsUseCases.lookupItem`), and the 48 lookups go out as one batched
 * items call.
 */
import { type ProductSort, SEARCH_TERM_MAX_LENGTH } from "atlas-client"
import { isFailed, SearchUseCases, useRead, useReadPages } from "atlas-client/react"
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react"
import { CancelledNotice, ErrorNotice, Spinner } from "../components/States.js"
import { Link, navigate, useLocation } from "../router.js"
import { LookupTile, SkeletonTile } from "../shop/ProductTile.js"
import { PAGE_SIZE, searchQueryOf, shopParamsOf, sortOf, sorts } from "../shop/query.js"
import { grouped } from "../shop/format.js"

const hrefOf = (params: { q?: string; dept?: string; sale?: boolean; sort?: ProductSort; page?: number }) => {
  const query = new URLSearchParams()
  if (params.q) query.set("q", params.q)
  if (params.dept) query.set("dept", params.dept)
  if (params.sale) query.set("sale", "1")
  if (params.sort && params.sort !== "relevance") query.set("sort", params.sort)
  if (params.page && params.page > 1) query.set("page", String(params.page))
  const s = query.toString()
  return s === "" ? "/shop" : `/shop?${s}`
}

/** The search's other parameters, kept by a filter's `GET` form. */
const Kept = ({ params }: { readonly params: { q?: string; dept?: string; sale?: boolean; sort?: ProductSort } }) => (
  <>
    {Array.from(new URLSearchParams(hrefOf(params).split("?")[1] ?? ""), ([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ))}
  </>
)

/** The shop page. */
export const ShopPage = () => {
  const { query } = useLocation()
  const params = shopParamsOf(query)
  const { q, dept, sale, sort, page } = params
  const [term, setTerm] = useState(q.slice(0, SEARCH_TERM_MAX_LENGTH))
  useEffect(() => setTerm(q.slice(0, SEARCH_TERM_MAX_LENGTH)), [q])
  const [termError, setTermError] = useState<string | undefined>(undefined)
  // The list (the search without its page) and the page it was opened at: "Load more" writes the last
  // page loaded into the URL (a reload shows it), which does not open the list again; any other page
  // the URL names (a link to the pages before, the browser's history) does.
  const list = hrefOf({ q, dept, sale, sort })
  const written = useRef<number | undefined>(undefined)
  const [opened, setOpened] = useState({ list, page })
  if (opened.list !== list || (opened.page !== page && written.current !== page)) {
    written.current = undefined
    setOpened({ list, page })
  }
  const results = useReadPages(SearchUseCases.searchProducts, (p) => [searchQueryOf({ ...params, page: p + 1 })], {
    firstPage: opened.page - 1,
    hasNext: (found, p) => (p + 1) * PAGE_SIZE < found.page.total,
    // Another sort or filter keeps the tiles shown until its own first page arrives.
    placeholder: "previous"
  })
  const state = results.pages[0] ?? { status: "idle" }
  const updating = state.status === "success" && state.placeholder === true
  const search = { refetch: results.refetch }
  const lastPage = results.lastPage + 1
  useEffect(() => {
    // The URL names the last page loaded.
    if (lastPage === opened.page || lastPage === written.current) return
    written.current = lastPage
    navigate(hrefOf({ q, dept, sale, sort, page: lastPage }), { replace: true, preventScrollReset: true })
  }, [lastPage]) // eslint-disable-line react-hooks/exhaustive-deps
  const loadMore = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    results.loadNext()
  }
  const failed = state.status === "response-error" || state.status === "client-error"
  // A failed search has no facets: the departments come from an unfiltered page of one product.
  const browse = useRead(SearchUseCases.searchProducts, failed ? [{ sort: "relevance", page: { size: 1, offset: 0 } }] : undefined, {
    key: "shop-departments"
  })
  const go = (params: Parameters<typeof hrefOf>[0]) => navigate(hrefOf({ q, dept, sale, sort, ...params }))
  // A filter changed before hydration is the one shown once hydrated.
  const saleBox = useRef<HTMLInputElement>(null)
  const sortList = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    const chosenSale = saleBox.current?.checked ?? sale
    const chosenSort = sortOf(sortList.current?.value ?? sort)
    if (chosenSale !== sale || chosenSort !== sort) go({ sale: chosenSale, sort: chosenSort, page: 1 })
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (term.trim().length > SEARCH_TERM_MAX_LENGTH) {
      setTermError(`Search for at most ${SEARCH_TERM_MAX_LENGTH} characters.`)
      return
    }
    setTermError(undefined)
    navigate(hrefOf({ q: term.trim(), sort }))
  }
  const value = state.status === "success" ? state.value : undefined
  const products = results.pages.flatMap((p) => (p.status === "success" ? p.value.products : []))
  const departments = value?.facets.departments ?? (browse.state.status === "success" ? browse.state.value.facets.departments : [])
  const deptName = departments.find((d) => d.id === dept)?.name
  const total = value?.page.total ?? 0
  const shown = q.length > SEARCH_TERM_MAX_LENGTH ? `${q.slice(0, SEARCH_TERM_MAX_LENGTH)}…` : q
  const title = q !== "" ? `Results for “${shown}”` : (deptName ?? (sale ? "On sale" : "Shop groceries"))

  return (
    <div className="page shop">
      <section className="shop-hero" aria-labelledby="shop-title">
        <div>
          <p className="eyebrow">Atlas Market</p>
          <h1 id="shop-title">{title}</h1>
        </div>
        <form className="shop-search" role="search" aria-label="Products" onSubmit={onSubmit}>
          <label htmlFor="shop-term" className="visually-hidden">
            Search products
          </label>
          <input
            id="shop-term"
            name="q"
            type="search"
            placeholder="Search milk, limes, cold medicine…"
            value={term}
            maxLength={SEARCH_TERM_MAX_LENGTH}
            onChange={(e) => {
              setTerm(e.target.value)
              setTermError(
                e.target.value.length >= SEARCH_TERM_MAX_LENGTH ? `Search for at most ${SEARCH_TERM_MAX_LENGTH} characters.` : undefined
              )
            }}
            autoComplete="off"
            aria-invalid={termError === undefined ? undefined : true}
            aria-describedby={termError === undefined ? undefined : "shop-term-error"}
          />
          <button type="submit" className="button">
            Search
          </button>
          {termError !== undefined && (
            <p id="shop-term-error" className="field__error shop-search__error" role="alert">
              {termError}
            </p>
          )}
        </form>
      </section>

      <div className="shop__layout">
        <aside className="shop__filters" aria-label="Filters">
          <h2 className="filters__title">Departments</h2>
          {departments.length === 0 && (state.status === "request" || state.status === "idle" || browse.state.status === "request") && (
            <p className="muted">Loading…</p>
          )}
          {departments.length === 0 && failed && isFailed(browse.state) && <p className="muted">Departments aren’t available right now.</p>}
          <ul className="facets">
            {dept !== "" && (
              <li>
                <Link className="facet" to={hrefOf({ q, sale, sort })}>
                  ← All departments
                </Link>
              </li>
            )}
            {departments.map((d) => (
              <li key={d.id}>
                <Link
                  className="facet"
                  to={hrefOf({ q, dept: d.id === dept ? "" : d.id, sale, sort })}
                  aria-current={d.id === dept ? "true" : undefined}
                >
                  <span>{d.name}</span>
                  <span className="facet__count">{d.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <form method="get" action="/shop">
            <Kept params={{ q, dept, sort }} />
            <label className="check">
              <input
                ref={saleBox}
                type="checkbox"
                name="sale"
                value="1"
                checked={sale}
                onChange={(e) => go({ sale: e.target.checked, page: 1 })}
              />{" "}
              On sale only
            </label>
            <noscript>
              <button type="submit" className="button button--small button--secondary">
                Show
              </button>
            </noscript>
          </form>
        </aside>

        <section className="shop__results" aria-labelledby="results-title" aria-busy={state.status === "request" || updating}>
          <div className="results__bar">
            <h2 id="results-title" className="results__title" aria-live="polite">
              {updating ? (
                <Spinner label="Updating…" />
              ) : state.status === "success" ? (
                `${grouped(total)} ${total === 1 ? "product" : "products"}`
              ) : state.status === "request" || state.status === "idle" ? (
                <Spinner label="Loading products…" />
              ) : (
                "Products"
              )}
            </h2>
            <form className="sort" method="get" action="/shop">
              <Kept params={{ q, dept, sale }} />
              <label htmlFor="shop-sort">Sort by</label>
              <select
                id="shop-sort"
                ref={sortList}
                name="sort"
                value={sort}
                onChange={(e) => go({ sort: sortOf(e.target.value), page: 1 })}
              >
                {sorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className="button button--small button--secondary">
                  Sort
                </button>
              </noscript>
            </form>
          </div>

          {(state.status === "idle" || state.status === "request") && (
            <ul className="grid" aria-hidden="true">
              {Array.from({ length: 12 }, (_, i) => (
                <SkeletonTile key={i} />
              ))}
            </ul>
          )}
          {(state.status === "response-error" || state.status === "client-error") && (
            <ErrorNotice error={state.error} onRetry={search.refetch} />
          )}
          {(state.status === "cancelled" || state.status === "reset") && (
            <CancelledNotice what="Loading products" onRetry={search.refetch} />
          )}
          {value !== undefined && value.products.length === 0 && (
            <div className="empty">
              <p className="empty__title">No products match{q !== "" ? ` “${q}”` : ""}</p>
              <p>Check the spelling, try a more general word, or browse a department.</p>
              {(q !== "" || dept !== "" || sale) && (
                <Link className="button button--secondary" to="/shop">
                  Clear search
                </Link>
              )}
            </div>
          )}
          {value !== undefined && value.products.length > 0 && (
            <>
              {opened.page > 1 && (
                <p className="pager pager--before">
                  <Link to={hrefOf({ q, dept, sale, sort, page: opened.page - 1 })}>← Show the products before these</Link>
                </p>
              )}
              <ul className={`grid${updating ? " grid--updating" : ""}`} aria-label="Products">
                {products.map((item, i) => (
                  <LookupTile key={item.gtin13} gtin13={item.gtin13} seed={item} eager={i < 4} />
                ))}
              </ul>
              <nav className="pager" aria-label="More products">
                <span aria-live="polite">
                  {grouped((opened.page - 1) * PAGE_SIZE + 1)}–{grouped((opened.page - 1) * PAGE_SIZE + products.length)} of{" "}
                  {grouped(total)}
                </span>
                {results.fetchingNext && <Spinner label="Loading more products…" />}
                {results.pages.at(-1)?.status === "response-error" || results.pages.at(-1)?.status === "client-error" ? (
                  <button type="button" className="button button--secondary button--small" onClick={results.refetch}>
                    Try again
                  </button>
                ) : (
                  results.hasNext &&
                  !results.fetchingNext && (
                    <Link
                      to={hrefOf({ q, dept, sale, sort, page: lastPage + 1 })}
                      className="button button--secondary button--small"
                      onClick={loadMore}
                      preventScrollReset
                    >
                      Load more
                    </Link>
                  )
                )}
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  )
}
