/**
 * A product: the item for the shopper's store in the full projection
 * (`ItemsUseCases.lookupItem(g, { projection: "items.full" })`), add to cart and to a list, the
 * seller of a marketplace item (`SellersUseCases.getSellers`), reviews with their summary and a
 * review form (`ReviewsUseCases`), and recommendations: similar, goes well with, better for you.
 * The recommendations and the reviews are below the fold: each in its own `<Suspense>` boundary
 * (`useSuspenseRead`), which the server render sends in place when its read resolves within 0.1 s
 * of the shell and streams after it otherwise (entry.server.tsx), and its own error boundary
 * (`AtlasErrorBoundary`: the part's error and retry, the page stays).
 */
import { useParams } from "react-router"
import type { Item } from "atlas-client"
import { isFailed, ItemsUseCases, RecommendationsUseCases, ReviewsUseCases, SellersUseCases, useAction, useRead } from "atlas-client/react"
import { AtlasErrorBoundary, useSuspenseRead } from "atlas-client/react/suspense"
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react"
import { CancelledNotice, ErrorNotice, Spinner } from "../components/States.js"
import { messageOf, tagOf } from "../errors.js"
import { Link, useLocation } from "../router.js"
import { ServerForm, typedIn } from "../ServerForm.js"
import { isNotFound } from "../errors.js"
import { NotFound } from "./NotFoundPage.js"
import { AddToCart } from "../shop/AddToCart.js"
import { utcDay } from "../shop/format.js"
import { AddToList } from "../shop/AddToList.js"
import { ItemTile, Limits, Price, ProductArt, Rating, SkeletonTile, StockBadge } from "../shop/ProductTile.js"
import { FULL_ITEM, productKey } from "../shop/productReads.js"
import { useEarlyFields } from "atlas-client/react-router"

const modalityNames: Readonly<Record<string, string>> = { PICKUP: "Pickup", DELIVERY: "Delivery", SHIP: "Ship", IN_STORE: "In store" }

const Seller = ({ sellerId }: { readonly sellerId: string }) => {
  const { state } = useRead(SellersUseCases.getSellers, [[sellerId]], { key: sellerId })
  if (state.status !== "success") return null
  const seller = state.value[0]
  if (seller === undefined) return null
  return (
    <section className="card seller" aria-labelledby="seller-title">
      <h2 id="seller-title" className="card__title">
        Sold and shipped by {seller.name}
      </h2>
      <p className="muted">{seller.description}</p>
      <dl className="facts">
        <dt>Rating</dt>
        <dd>
          <Rating average={seller.rating.average} count={seller.rating.count} />
        </dd>
        <dt>Ships from</dt>
        <dd>{seller.shipsFrom}</dd>
        <dt>Returns</dt>
        <dd>{seller.returnPolicy}</dd>
      </dl>
    </section>
  )
}

type Recs =
  typeof RecommendationsUseCases.similar | typeof RecommendationsUseCases.complementary | typeof RecommendationsUseCases.betterForYou

interface RecsProps {
  readonly title: string
  readonly useCase: Recs
  readonly gtin13: string
}

const RecsSection = ({
  id,
  title,
  busy,
  children
}: {
  readonly id: string
  readonly title: string
  readonly busy?: boolean
  readonly children: ReactNode
}) => (
  <section className="recs" aria-labelledby={id} aria-busy={busy}>
    <h2 id={id} className="recs__title">
      {title}
    </h2>
    {children}
  </section>
)

// The rail once its read holds a value (suspends until then; a failure goes to the error boundary).
const RecsRail = ({ id, title, useCase, gtin13 }: RecsProps & { readonly id: string }) => {
  const { value } = useSuspenseRead(useCase as typeof RecommendationsUseCases.similar, [gtin13, { size: 8 }], { key: gtin13 })
  if (value.recommendations.length === 0) return null
  return (
    <RecsSection id={id} title={title}>
      <ul className="rail">
        {value.recommendations.map((r) => (
          <ItemTile key={r.item.gtin13} item={r.item} />
        ))}
      </ul>
    </RecsSection>
  )
}

/**
 * A rail of recommendations, below the fold: its own Suspense boundary (its skeleton rail while a
 * slow read is streamed by the server render) and error boundary (its error and retry).
 */
const Recommendations = (props: RecsProps) => {
  const id = useId()
  return (
    <AtlasErrorBoundary
      fallback={({ error, reset }) => (
        <RecsSection id={id} title={props.title}>
          <ErrorNotice error={error} onRetry={reset} />
        </RecsSection>
      )}
    >
      <Suspense
        fallback={
          <RecsSection id={id} title={props.title} busy>
            <p className="visually-hidden">{`Loading ${props.title.toLowerCase()}…`}</p>
            <ul className="rail" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <SkeletonTile key={i} />
              ))}
            </ul>
          </RecsSection>
        }
      >
        <RecsRail id={id} {...props} />
      </Suspense>
    </AtlasErrorBoundary>
  )
}

/** What a refused review says: the fields it needs asked for, else the error's own message. */
export const reviewRefusal = (tag: string, message: string): string =>
  tag === "RequestValidationError" ? "Please give your review a title, some words and a nickname." : message

/** The product page's query naming the review form's state: `write` (open) or `sent`. */
const REVIEW_QUERY = "review"

// A submitted review makes the reviews stale: they are fetched again.
const ReviewForm = ({ gtin13 }: { readonly gtin13: string }) => {
  const submit = useAction(ReviewsUseCases.submitReview, { key: gtin13 })
  const [rating, setRating] = useState(5)
  const [title, setTitle] = useState("")
  const [text, setText] = useState("")
  const [nickname, setNickname] = useState("")
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => {
    setRating(Number(typedIn(fields, "rating") ?? 5))
    setTitle(typedIn(fields, "title") ?? "")
    setText(typedIn(fields, "text") ?? "")
    setNickname(typedIn(fields, "nickname") ?? "")
  })
  const { state } = submit
  // What this form's own submit ended as (the shared slot may hold an older review's result).
  const [outcome, setOutcome] = useState<Awaited<ReturnType<typeof submit.runAsync>>>()
  const onSubmit = async () => {
    setOutcome(undefined)
    const ended = await submit.runAsync({ itemId: gtin13, rating, title, text, nickname })
    setOutcome(ended)
  }
  if (outcome?.status === "success") {
    return (
      <p className="notice notice--ok" role="status">
        Thanks! Your review {outcome.value.status === "PENDING" ? "will appear once it’s checked" : "is published"}.
      </p>
    )
  }
  return (
    <ServerForm
      ref={form}
      className="review-form"
      action={`/products/${gtin13}`}
      name="review"
      does="review"
      fields={{}}
      returnTo={`/products/${gtin13}?${REVIEW_QUERY}=sent#reviews-title`}
      onSubmit={() => {
        if (state.status !== "request") void onSubmit()
      }}
    >
      <fieldset className="review-form__stars">
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="star-choice">
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span>{n} ★</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="review-title">Title</label>
        <input id="review-title" name="title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
      </div>
      <div className="field">
        <label htmlFor="review-text">Review</label>
        <textarea id="review-text" name="text" value={text} onChange={(e) => setText(e.target.value)} rows={4} maxLength={5000} />
      </div>
      <div className="field">
        <label htmlFor="review-nickname">Nickname</label>
        <input
          id="review-nickname"
          name="nickname"
          type="text"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          maxLength={40}
        />
      </div>
      {isFailed(outcome) && (
        <p className="add__error" role="alert">
          {reviewRefusal(tagOf(outcome.error), messageOf(outcome.error))}
        </p>
      )}
      <button type="submit" className="button" disabled={state.status === "request"}>
        {state.status === "request" ? "Sending…" : "Submit review"}
      </button>
    </ServerForm>
  )
}

// The reviews once their read holds a value (suspends until then; a failure goes to the error boundary).
const ReviewList = ({ gtin13 }: { readonly gtin13: string }) => {
  const { value } = useSuspenseRead(ReviewsUseCases.getReviews, [gtin13, { "page.size": 5 }], { key: gtin13 })
  return (
    <>
      {value.summary.count === 0 ? (
        <p className="muted">No reviews yet. Be the first to review this product.</p>
      ) : (
        <div className="reviews__summary">
          <p className="reviews__average">
            <strong>{value.summary.average.toFixed(1)}</strong> out of 5
          </p>
          <Rating average={value.summary.average} count={value.summary.count} />
          <ul className="histogram" aria-label="Ratings">
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = value.summary.histogram[stars - 1] ?? 0
              const share = value.summary.count === 0 ? 0 : (n / value.summary.count) * 100
              return (
                <li key={stars}>
                  <span>{stars} ★</span>
                  <span className="histogram__bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                  <span className="histogram__n">{n}</span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      <ul className="review-list">
        {value.reviews.map((r) => (
          <li key={r.reviewId} className="review">
            <p className="review__head">
              <span className="rating__stars" aria-label={`${r.rating} out of 5`}>
                {"★".repeat(r.rating)}
                <span className="rating__off">{"★".repeat(5 - r.rating)}</span>
              </span>{" "}
              <strong>{r.title}</strong>
            </p>
            <p>{r.text}</p>
            <p className="review__meta">
              {r.nickname} · {utcDay(new Date(r.submittedAt))}
              {r.verifiedPurchase ? " · Verified purchase" : ""}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The reviews, below the fold: the heading and the review form at once, the list in its own
 * Suspense boundary (streamed by the server render as it resolves) and error boundary.
 */
const Reviews = ({ gtin13 }: { readonly gtin13: string }) => {
  const { pathname, query } = useLocation()
  // Without JavaScript, "Write a review" asks for the page with its form open; a review sent comes back with its thanks.
  const [writing, setWriting] = useState(query.get(REVIEW_QUERY) === "write")
  const sent = query.get(REVIEW_QUERY) === "sent"
  return (
    <section className="card reviews" aria-labelledby="reviews-title">
      <div className="section-head">
        <h2 id="reviews-title" className="card__title">
          Reviews
        </h2>
        <form
          method="get"
          action={`${pathname}#reviews-title`}
          onSubmit={(e) => {
            e.preventDefault()
            setWriting((w) => !w)
          }}
        >
          {!writing && <input type="hidden" name={REVIEW_QUERY} value="write" />}
          <button type="submit" className="button button--small button--secondary" aria-expanded={writing}>
            {writing ? "Close" : "Write a review"}
          </button>
        </form>
      </div>
      {sent && !writing && (
        <p className="notice notice--ok" role="status">
          Thanks! Your review is sent.
        </p>
      )}
      {writing && <ReviewForm gtin13={gtin13} />}
      <AtlasErrorBoundary fallback={({ error, reset }) => <ErrorNotice error={error} onRetry={reset} />}>
        <Suspense fallback={<Spinner label="Loading reviews…" />}>
          <ReviewList gtin13={gtin13} />
        </Suspense>
      </AtlasErrorBoundary>
    </section>
  )
}

const Details = ({ item }: { readonly item: Item }) => (
  <article className="product" aria-labelledby="product-title">
    <div className="product__art">
      <ProductArt item={item} size="page" eager />
    </div>
    <div className="product__info">
      <p className="tile__brand">{item.brand}</p>
      <h1 id="product-title" className="product__title">
        {item.description}
      </h1>
      <p className="product__size">
        {item.size}
        {item.department !== undefined && (
          <>
            {item.size !== undefined && " · "}
            <Link to={`/shop?dept=${item.department.id}`}>{item.department.name}</Link>
          </>
        )}
      </p>
      {item.rating !== undefined && (
        <a href="#reviews-title" className="product__rating">
          <Rating average={item.rating.average} count={item.rating.count} />
        </a>
      )}
      <Price item={item} size="page" />
      <p className="product__stock">
        <StockBadge item={item} />
        {item.inventory.effective.available > 0 && <span className="muted"> {item.inventory.effective.available} available</span>}
      </p>
      <Limits item={item} />
      <AddToCart item={item} size="page" />
      {item.inventorySummaries !== undefined && item.inventorySummaries.length > 0 && (
        <ul className="availability" aria-label="Availability">
          {item.inventorySummaries.map((s) => (
            <li key={s.modalityType}>
              {modalityNames[s.modalityType] ?? s.modalityType}: {s.availableToSell > 0 ? `${s.availableToSell} available` : "unavailable"}
            </li>
          ))}
        </ul>
      )}
      <AddToList item={item} />
    </div>
  </article>
)

const About = ({ item }: { readonly item: Item }) => (
  <section className="card" aria-labelledby="about-product">
    <h2 id="about-product" className="card__title">
      About this product
    </h2>
    {item.longDescription !== undefined && <p>{item.longDescription}</p>}
    {item.relatedTags !== undefined && item.relatedTags.length > 0 && (
      <ul className="chips" aria-label="Tags">
        {item.relatedTags.map((t) => (
          <li key={t.tag} className="chip">
            {t.tag}
          </li>
        ))}
      </ul>
    )}
    <dl className="facts">
      <dt>Department</dt>
      <dd>{item.department?.name ?? "—"}</dd>
      <dt>Sold by</dt>
      <dd>{item.unitOfMeasure === "Each" ? "Each" : item.unitOfMeasure === "Pounds" ? "The pound" : "Package (priced by weight)"}</dd>
      <dt>Delivery</dt>
      <dd>{item.homeDeliveryItem ? "Yes" : "No"}</dd>
      <dt>Pickup</dt>
      <dd>{item.clickListItem ? "Yes" : "No"}</dd>
      <dt>Shipping</dt>
      <dd>{item.ship.shippableItem ? "Ships" : (item.ship.reason?.description ?? "Doesn’t ship")}</dd>
      <dt>GTIN</dt>
      <dd>{item.gtin13}</dd>
    </dl>
  </section>
)

/** The product page. */
export const ProductPage = ({ gtin13 }: { readonly gtin13: string }) => {
  const lookup = useRead(ItemsUseCases.lookupItem, [gtin13, FULL_ITEM], { key: productKey(gtin13) })
  const { state } = lookup
  useEffect(() => {
    if (state.status === "success") document.title = `${state.value.description} · Atlas Market`
  }, [state])
  return (
    <div className="page product-page">
      <p className="crumbs">
        <Link to="/shop">← Shop</Link>
      </p>
      {(state.status === "idle" || state.status === "request") && (
        <div className="product product--loading" aria-busy="true">
          <span className="skeleton product__art-skeleton" />
          <div className="product__info">
            <Spinner label="Loading product…" />
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line short" />
          </div>
        </div>
      )}
      {isFailed(state) &&
        (isNotFound(state.error) ? (
          <NotFound
            title="We couldn’t find that product"
            detail="It may no longer be sold, or the link is wrong."
            to="/shop"
            action="Browse the shop"
          />
        ) : (
          <ErrorNotice error={state.error} onRetry={lookup.refetch} />
        ))}
      {(state.status === "cancelled" || state.status === "reset") && (
        <CancelledNotice what="Loading the product" onRetry={lookup.refetch} />
      )}
      {state.status === "success" && (
        <>
          <Details item={state.value} />
          <div className="product__more">
            <About item={state.value} />
            {state.value.sellerId !== undefined && <Seller sellerId={state.value.sellerId} />}
          </div>
          <Recommendations title="Similar products" useCase={RecommendationsUseCases.similar} gtin13={gtin13} />
          <Recommendations title="Goes well with" useCase={RecommendationsUseCases.complementary} gtin13={gtin13} />
          <Recommendations title="Better for you" useCase={RecommendationsUseCases.betterForYou} gtin13={gtin13} />
          <Reviews gtin13={gtin13} />
        </>
      )}
    </div>
  )
}

/** The product page of the `/products/:gtin13` route (a new page for each product). */
export const ProductRoute = () => {
  const gtin13 = useParams().gtin13 ?? ""
  return <ProductPage key={gtin13} gtin13={gtin13} />
}
