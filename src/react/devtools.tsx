/**
 * `atlas-client/react/devtools`: the developer panel of a provider, as one component. It lists the
 * read cache's entries (state, age, fresh or stale, `fetching`), the action slots, the last
 * invalidations (which write made which entries stale), the last requests with their headers,
 * secrets redacted, and the spans of the last use cases (the last two when the provider's layer
 * has a `RequestLog` and a `SpanLog`).
 *
 * An entry of its own, so that apps load it only where they show it, e.g. lazily in development:
 *
 * ```tsx
 * const AtlasDevtools = lazy(() => import("atlas-client/react/devtools"))
 * {import.meta.env.DEV && <Suspense><AtlasDevtools /></Suspense>}
 * ```
 *
 * Its markup is plain and labelled (every table named by its section's heading or caption,
 * headings at one level, `headingLevel`), with hooks for styles: `atlas-devtools` on the root,
 * `state state--<status>` on states, `request`, `span` on log items.
 *
 * @since 0.2.0
 */
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react"
import type { RequestLogEntry } from "../layers/RequestLog.js"
import type { SpanLogEntry } from "../layers/SpanLog.js"
import { redactHeaders } from "../layers/redact.js"
import { useSlotStore } from "./AtlasProvider.js"
import type { InvalidationInfo, SlotInfo } from "./Cells.js"
import { useRequestLog, useSlots, useSpanLog } from "./hooks.js"
import type { SlotState } from "./SlotState.js"

/** Props of {@link AtlasDevtools}. */
export interface AtlasDevtoolsProps {
  /** The level of the sections' headings: 2 (under the page's `h1`) by default. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6
  /** A prefix of the ids of its headings (`<prefix>entries-title`, ...): `atlas-devtools-` by default. */
  readonly idPrefix?: string
  /** Class names of every section (e.g. the app's card), besides `atlas-devtools__section`. */
  readonly sectionClassName?: string
  /** How often ages are brought up to date, in milliseconds (1 s by default). */
  readonly tickMs?: number
}

type Heading = "h2" | "h3" | "h4" | "h5" | "h6"

/** A short description of a value: `12 stores`, a name, `3 items`, `Some`, `None`. */
const describeValue = (value: unknown): string => {
  if (value === undefined || value === null) return "done"
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? "item" : "items"}`
  if (typeof value !== "object") return String(value).slice(0, 60)
  if ("_tag" in value && (value._tag === "Some" || value._tag === "None"))
    return "value" in value ? `Some: ${describeValue(value.value)}` : "None"
  const arrays = Object.entries(value).filter((field): field is [string, ReadonlyArray<unknown>] => Array.isArray(field[1]))
  const listed = arrays.find(([, items]) => items.length > 0) ?? (arrays.length === 1 ? arrays[0] : undefined)
  if (listed !== undefined) return `${listed[1].length} ${listed[0]}`
  if ("name" in value && typeof value.name === "string") return value.name
  return "ok"
}

const describeError = (error: unknown): string => {
  if (typeof error !== "object" || error === null) return String(error)
  const tag = "_tag" in error && typeof error._tag === "string" ? error._tag : "Error"
  const message = "message" in error && typeof error.message === "string" ? error.message : ""
  return message === "" ? tag : `${tag}: ${message}`
}

/** What a state holds, in a few words. */
export const describeState = (state: SlotState<unknown, unknown>): string => {
  switch (state.status) {
    case "success":
      return describeValue(state.value)
    case "response-error":
    case "client-error":
      return describeError(state.error)
    default:
      return ""
  }
}

/** An age in words: `now`, `12 s`, `3 min`, `2 h`. */
export const formatAge = (ms: number): string => {
  if (ms < 1000) return "now"
  if (ms < 60_000) return `${Math.floor(ms / 1000)} s`
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min`
  return `${Math.floor(ms / 3_600_000)} h`
}

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" })

const StateBadge = ({ status }: { readonly status: string }) => <span className={`state state--${status}`}>{status}</span>

const useNow = (tickMs: number): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs)
    return () => clearInterval(timer)
  }, [tickMs])
  return now
}

const freshness = (entry: SlotInfo, now: number): "fresh" | "stale" | "—" => {
  if (entry.updatedAt === undefined || entry.state.status !== "success") return "—"
  return entry.invalidated || now - entry.updatedAt >= (entry.staleTimeMs ?? 0) ? "stale" : "fresh"
}

interface SectionProps {
  readonly id: string
  readonly title: string
  readonly count: string
  readonly heading: Heading
  readonly className: string
  readonly children: ReactNode
}

const Section = ({ id, title, count, heading: H, className, children }: SectionProps) => (
  <section className={className} aria-labelledby={id}>
    <div className="section-head">
      <H id={id}>{title}</H>
      <span className="muted">{count}</span>
    </div>
    {children}
  </section>
)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** A table of the panel: its columns' headings, then its rows. */
const Table = ({
  className,
  labelledBy,
  columns,
  children
}: {
  readonly className: string
  readonly labelledBy: string
  readonly columns: ReadonlyArray<string>
  readonly children: ReactNode
}) => (
  <div className="table-wrap">
    <table className={`data ${className}`} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
)

const Entries = ({
  entries,
  now,
  labelledBy
}: {
  readonly entries: ReadonlyArray<SlotInfo>
  readonly now: number
  readonly labelledBy: string
}) => (
  <Table
    className="slots"
    labelledBy={labelledBy}
    columns={["Use case", "Key", "Arguments", "State", "Age", "Freshness", "Fetching", "Detail"]}
  >
    {entries.map((entry) => {
      const fresh = freshness(entry, now)
      return (
        <tr
          key={entry.id}
          data-slot={`${entry.name}#${entry.key}`}
          data-kind="read"
          data-status={entry.state.status}
          data-fetching={entry.fetching}
          data-freshness={fresh}
        >
          <td>
            <code>{entry.name}</code>
          </td>
          <td>
            <code>{entry.key}</code>
          </td>
          <td className="slots__args">
            <code>{entry.args}</code>
          </td>
          <td>
            <StateBadge status={entry.state.status} />
          </td>
          <td className="slots__age">{entry.updatedAt === undefined ? "—" : formatAge(now - entry.updatedAt)}</td>
          <td>{fresh}</td>
          <td>{entry.fetching ? "yes" : "no"}</td>
          <td className="slots__detail">{describeState(entry.state)}</td>
        </tr>
      )
    })}
  </Table>
)

const Actions = ({ actions, labelledBy }: { readonly actions: ReadonlyArray<SlotInfo>; readonly labelledBy: string }) => (
  <Table className="slots" labelledBy={labelledBy} columns={["Use case", "Key", "State", "Detail"]}>
    {actions.map((slot) => (
      <tr key={slot.id} data-slot={`${slot.name}#${slot.key}`} data-kind="action" data-status={slot.state.status}>
        <td>
          <code>{slot.name}</code>
        </td>
        <td>
          <code>{slot.key}</code>
        </td>
        <td>
          <StateBadge status={slot.state.status} />
        </td>
        <td className="slots__detail">{describeState(slot.state)}</td>
      </tr>
    ))}
  </Table>
)

const Invalidations = ({ log, labelledBy }: { readonly log: ReadonlyArray<InvalidationInfo>; readonly labelledBy: string }) => (
  <Table className="invalidations" labelledBy={labelledBy} columns={["Time", "By", "Reads named", "Entries made stale"]}>
    {[...log].reverse().map((info) => (
      <tr key={info.id} data-invalidation={info.by}>
        <td>{time(info.at)}</td>
        <td>
          <code>{info.by}</code>
        </td>
        <td>
          {info.targets.map((t, i) => (
            <code key={i} className="invalidations__target">
              {t}{" "}
            </code>
          ))}
        </td>
        <td data-count={info.entries.length}>
          {info.entries.length === 0 ? (
            "none held"
          ) : (
            <ul className="invalidations__entries">
              {info.entries.map((id) => (
                <li key={id}>
                  <code>{id}</code>
                </li>
              ))}
            </ul>
          )}
        </td>
      </tr>
    ))}
  </Table>
)

const pathOf = (url: string) => {
  try {
    const u = new URL(url)
    return `${u.pathname}${u.search}`
  } catch {
    return url
  }
}

const Request = ({ entry }: { readonly entry: RequestLogEntry }) => {
  const ok = entry.status !== undefined && entry.status >= 200 && entry.status < 300
  // The log holds its headers redacted already; redacted again here, so that no log reaches the page with a secret.
  const headers = redactHeaders(entry.headers)
  return (
    <li className="request" data-operation={entry.operation}>
      <details>
        <summary>
          <span className={`method method--${entry.method.toLowerCase()}`}>{entry.method}</span>
          <span className="request__op">{entry.operation}</span>
          <span className={`request__status ${ok ? "is-ok" : "is-bad"}`}>{entry.status ?? entry.outcome}</span>
          <span className="request__meta">
            {entry.durationMs} ms · attempt {entry.attempt} · {time(entry.at)}
          </span>
          <span className="request__path">{pathOf(entry.url)}</span>
        </summary>
        <div className="request__body">
          <p className="request__url">
            <code>{entry.url}</code>
          </p>
          {entry.status === undefined && <p className="muted">No response: {entry.outcome}</p>}
          <table className="data headers">
            <caption>Request headers of {entry.operation}</caption>
            <tbody>
              {Object.entries(headers).map(([name, value]) => (
                <tr key={name} data-header={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>
                    <code className={value === "<redacted>" ? "redacted" : undefined}>{value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  )
}

const attr = (entry: SpanLogEntry, key: string): string | undefined => {
  const value = entry.attributes[key]
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : undefined
}

const spanState = (status: SpanLogEntry["status"]) => (status === "ok" ? "success" : status === "error" ? "response-error" : "cancelled")

const Span = ({ entry }: { readonly entry: SpanLogEntry }) => {
  const operation = attr(entry, "atlas.operation")
  const attrs: ReadonlyArray<readonly [string, string | undefined, boolean]> = [
    ["method", attr(entry, "http.request.method"), false],
    ["route", attr(entry, "http.route"), true],
    ["status code", attr(entry, "http.response.status_code"), false],
    ["attempts", attr(entry, "atlas.attempts"), false],
    ["operation", operation !== entry.name ? operation : undefined, true]
  ]
  const shown = attrs.filter(([, value]) => value !== undefined)
  return (
    <li className={`span span--${entry.status}`} data-span={entry.name} data-status={entry.status}>
      <div className="span__top">
        <code className="span__name">{entry.name}</code>
        <span className={`state state--${spanState(entry.status)}`}>{entry.status}</span>
        <span className="span__duration">{entry.durationMs.toFixed(1)} ms</span>
      </div>
      {shown.length > 0 && (
        <dl className="span__attrs">
          {shown.map(([name, value, code]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{code ? <code>{value}</code> : value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  )
}

/**
 * The developer panel of the nearest `AtlasProvider`: cache entries, action slots, invalidations,
 * requests (headers redacted) and spans, each in a labelled section. The entry's default export,
 * for `lazy(() => import("atlas-client/react/devtools"))`.
 *
 * @example
 * const AtlasDevtools = lazy(() => import("atlas-client/react/devtools"))
 * <Suspense fallback={<p>Loading the devtools…</p>}>
 *   <AtlasDevtools headingLevel={2} />
 * </Suspense>
 */
export default function AtlasDevtools(props: AtlasDevtoolsProps): ReactNode {
  const { headingLevel = 2, idPrefix = "atlas-devtools-", sectionClassName, tickMs = 1000 } = props
  const heading = `h${headingLevel}` as Heading
  const className = sectionClassName === undefined ? "atlas-devtools__section" : `atlas-devtools__section ${sectionClassName}`
  const store = useSlotStore()
  const slots = useSlots()
  const invalidations = useSyncExternalStore(store.subscribeAll, store.getInvalidations, store.getInvalidations)
  const requests = useRequestLog()
  const spans = useSpanLog()
  const now = useNow(tickMs)
  const entries = slots.filter((s) => s.kind === "read")
  const actions = slots.filter((s) => s.kind === "action")
  const id = (name: string) => `${idPrefix}${name}-title`
  const section = { heading, className }
  return (
    <div className="atlas-devtools">
      <Section {...section} id={id("entries")} title="Cache entries" count={plural(entries.length, "entry", "entries")}>
        {entries.length === 0 ? <p className="muted">No read yet.</p> : <Entries entries={entries} now={now} labelledBy={id("entries")} />}
      </Section>
      <Section {...section} id={id("actions")} title="Actions" count={plural(actions.length, "slot", "slots")}>
        {actions.length === 0 ? <p className="muted">No action yet.</p> : <Actions actions={actions} labelledBy={id("actions")} />}
      </Section>
      <Section {...section} id={id("invalidations")} title="Invalidations" count={`${invalidations.length} of the last 50`}>
        {invalidations.length === 0 ? (
          <p className="muted">No write has made a read stale yet.</p>
        ) : (
          <Invalidations log={invalidations} labelledBy={id("invalidations")} />
        )}
      </Section>
      <Section
        {...section}
        id={id("requests")}
        title="Last requests"
        count={`${requests.length} of the last 50 · secrets show as <redacted>`}
      >
        {requests.length === 0 ? (
          <p className="muted">No request yet (or no RequestLog in the provider&apos;s layer).</p>
        ) : (
          <ol className="requests">
            {[...requests].reverse().map((entry) => (
              <Request key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Section>
      <Section {...section} id={id("spans")} title="Last spans" count={`${spans.length} of the last 50`}>
        {spans.length === 0 ? (
          <p className="muted">No span yet (or no SpanLog in the provider&apos;s layer). Spans appear as use cases finish.</p>
        ) : (
          <ol className="spans">
            {[...spans].reverse().map((entry) => (
              <Span key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Section>
    </div>
  )
}
