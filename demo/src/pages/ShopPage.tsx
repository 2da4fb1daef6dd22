/**
 * Shop: search and browse. `SearchUseCases.searchProducts` (term, department, on sale, sort, a page
 * of 48) gives the products and the department facets; each tile then reads its item for the
 * shopper's store by gtin13 (`ItemsUseCases.lookupItem`), and the 48 lookups go out as one batched
 * items call.
 */
import { type ProductSort, SEARCH_TERM_MAX_LENGTH } from "atlas-client"
import { SearchUseCases, useRead } from "atlas-client/react"
import { type FormEvent, useEffect, useState } from "react"
import { CancelledNotice, ErrorNotice, Spinner } from "../components/States.js"
import { isFailed } from "../errors.js"
import { navigate, useLocation } from "../router.js"
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

/** The shop page. */
export const ShopPage = () => {
  const { query } = useLocation()
  const params = shopParamsOf(query)
  const { q, dept, sale, sort, page } = params
  const [term, setTerm] = useState(q.slice(0, SEARCH_TERM_MAX_LENGTH))
  useEffect(() => setTerm(q.slice(0, SEARCH_TERM_MAX_LENGTH)), [q])
  const [termError, setTermError] = useState<string | undefined>(undefined)
  const search = useRead(SearchUseCases.searchProducts, [searchQueryOf(params)])
  const { state } = search
  const failed = state.status === "response-error" || state.status === "client-error"
  // A failed search has no facets: the departments come from an unfiltered page of one product.
  const browse = useRead(SearchUseCases.searchProducts, failed ? [{ sort: "relevance", page: { size: 1, offset: 0 } }] : undefined, {
    key: "shop-departments"
  })
  const go = (params: Parameters<typeof hrefOf>[0]) => navigate(hrefOf({ q, dept, sale, sort, ...params }))
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
  const departments = value?.facets.departments ?? (browse.state.status === "success" ? browse.state.value.facets.departments : [])
  const deptName = departments.find((d) => d.id === dept)?.name
  const total = value?.page.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
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
                <button type="button" className="facet" onClick={() => go({ dept: "", page: 1 })}>
                  ← All departments
                </button>
              </li>
            )}
            {departments.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  className="facet"
                  aria-pressed={d.id === dept}
                  onClick={() => go({ dept: d.id === dept ? "" : d.id, page: 1 })}
                >
                  <span>{d.name}</span>
                  <span className="facet__count">{d.count}</span>
                </button>
              </li>
            ))}
          </ul>
          <label className="check">
            <input type="checkbox" checked={sale} onChange={(e) => go({ sale: e.target.checked, page: 1 })} /> On sale only
          </label>
        </aside>

        <section className="shop__results" aria-labelledby="results-title" aria-busy={state.status === "request"}>
          <div className="results__bar">
            <h2 id="results-title" className="results__title" aria-live="polite">
              {state.status === "success" ? (
                `${grouped(total)} ${total === 1 ? "product" : "products"}`
              ) : state.status === "request" || state.status === "idle" ? (
                <Spinner label="Loading products…" />
              ) : (
                "Products"
              )}
            </h2>
            <label className="sort">
              <span>Sort by</span>
              <select value={sort} onChange={(e) => go({ sort: sortOf(e.target.value), page: 1 })}>
                {sorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
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
                <button type="button" className="button button--secondary" onClick={() => navigate("/shop")}>
                  Clear search
                </button>
              )}
            </div>
          )}
          {value !== undefined && value.products.length > 0 && (
            <>
              <ul className="grid" aria-label="Products">
                {value.products.map((item, i) => (
                  <LookupTile key={item.gtin13} gtin13={item.gtin13} seed={item} eager={i < 4} />
                ))}
              </ul>
              {pages > 1 && (
                <nav className="pager" aria-label="Pages">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={page <= 1}
                    onClick={() => go({ page: page - 1 })}
                  >
                    ← Previous
                  </button>
                  <span>
                    Page {page} of {pages}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={page >= pages}
                    onClick={() => go({ page: page + 1 })}
                  >
                    Next →
                  </button>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  )
}
