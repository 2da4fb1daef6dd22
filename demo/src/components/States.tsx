/** Loading, error and cancelled states shared by the pages. */
import { isFailed, type SlotState } from "atlas-client/react"
import type { ReactNode } from "react"
import { describeError, isInputError } from "../errors.js"

/** A small spinner with a label for assistive technology. */
export const Spinner = ({ label }: { readonly label: string }) => (
  <span className="spinner" role="status">
    <span className="spinner__dot" aria-hidden="true" />
    <span className="spinner__label">{label}</span>
  </span>
)

/** Placeholder cards while stores load. */
export const SkeletonCards = ({ count = 3 }: { readonly count?: number }) => (
  <ul className="store-list" aria-hidden="true">
    {Array.from({ length: count }, (_, i) => (
      <li key={i} className="card skeleton-card">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line short" />
        <span className="skeleton skeleton--chips" />
      </li>
    ))}
  </ul>
)

/** An error with a way to try again (none for the shopper's own input: the same again would fail again). */
export const ErrorNotice = ({
  error,
  onRetry,
  children
}: {
  readonly error: unknown
  readonly onRetry?: () => void
  readonly children?: ReactNode
}) => {
  const { title, detail } = describeError(error)
  return (
    <div className="notice notice--error" role="alert">
      <div>
        <p className="notice__title">{title}</p>
        {detail !== "" && <p className="notice__detail">{detail}</p>}
        {children}
      </div>
      {onRetry && !isInputError(error) && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}

/** A request the shopper (or a navigation) cancelled. */
export const CancelledNotice = ({ what, onRetry }: { readonly what: string; readonly onRetry?: () => void }) => (
  <div className="notice notice--muted" role="status">
    <div>
      <p className="notice__title">{what} cancelled</p>
      <p className="notice__detail">The request was stopped before it finished.</p>
    </div>
    {onRetry && (
      <button type="button" className="button button--small button--secondary" onClick={onRetry}>
        Try again
      </button>
    )}
  </div>
)

/** Loading, error and cancelled states of a read, else its content. */
export const Loaded = <A, E>({
  state,
  what,
  onRetry,
  children
}: {
  readonly state: SlotState<A, E>
  readonly what: string
  readonly onRetry: () => void
  readonly children: (value: A) => ReactNode
}) => {
  if (state.status === "success") return <>{children(state.value)}</>
  if (isFailed(state)) return <ErrorNotice error={state.error} onRetry={onRetry} />
  if (state.status === "cancelled") return <CancelledNotice what={what} onRetry={onRetry} />
  return <Spinner label={`Loading ${what.toLowerCase()}…`} />
}
