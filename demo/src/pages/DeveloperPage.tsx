/**
 * The developer panel: every use-case slot with its state (`useSlots`), the last requests with
 * their headers, secrets redacted (`useRequestLog`), the spans of the last calls (`useSpanLog`:
 * name, status, duration, method, route, status code, attempts), the reference upstream's chaos
 * switches and the analytics events (ad impressions, error records).
 */
import type { RequestLogEntry, SpanLogEntry } from "atlas-client"
import { type SlotState, useRequestLog, useSlots, useSpanLog } from "atlas-client/react"
import { AnalyticsPanel } from "../components/AnalyticsPanel.js"
import { ChaosPanel } from "../components/ChaosPanel.js"
import { messageOf, tagOf } from "../errors.js"
import "./developer.css"

const summary = (state: SlotState<unknown, unknown>): string => {
  switch (state.status) {
    case "success": {
      const value = state.value
      if (typeof value === "object" && value !== null) {
        if ("stores" in value && Array.isArray(value.stores)) return `${value.stores.length} stores`
        if ("name" in value && typeof value.name === "string") return value.name
        if ("valid" in value && typeof value.valid === "boolean") return value.valid ? "valid address" : "invalid address"
        if ("lat" in value && "lng" in value && typeof value.lat === "number" && typeof value.lng === "number")
          return `${value.lat.toFixed(3)}, ${value.lng.toFixed(3)}`
      }
      return value === undefined ? "done" : "ok"
    }
    case "response-error":
    case "client-error":
      return `${tagOf(state.error)}: ${messageOf(state.error)}`
    default:
      return ""
  }
}

const Slots = () => {
  const slots = useSlots()
  return (
    <section className="card dev-section" aria-labelledby="slots-title">
      <div className="section-head">
        <h2 id="slots-title">Use-case slots</h2>
        <span className="muted">
          {slots.length} {slots.length === 1 ? "slot" : "slots"}
        </span>
      </div>
      {slots.length === 0 ? (
        <p className="muted">No use case has run yet. Search for stores, then come back.</p>
      ) : (
        <div className="table-wrap">
          <table className="data slots">
            <thead>
              <tr>
                <th scope="col">Use case</th>
                <th scope="col">Key</th>
                <th scope="col">State</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {slots.map((slot) => (
                <tr key={slot.id} data-slot={`${slot.name}#${slot.key}`} data-kind={slot.kind} data-status={slot.state.status}>
                  <td>
                    <code>{slot.name}</code>
                  </td>
                  <td>
                    <code>{slot.key}</code>
                  </td>
                  <td>
                    <span className={`state state--${slot.state.status}`}>{slot.state.status}</span>
                  </td>
                  <td className="slots__detail">{summary(slot.state)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

const pathOf = (url: string) => {
  try {
    const u = new URL(url)
    return `${u.pathname}${u.search}`
  } catch {
    return url
  }
}

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" })

const Entry = ({ entry }: { readonly entry: RequestLogEntry }) => {
  const ok = entry.status !== undefined && entry.status >= 200 && entry.status < 300
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
            <caption>Request headers</caption>
            <tbody>
              {Object.entries(entry.headers).map(([name, value]) => (
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

const Requests = () => {
  const log = useRequestLog()
  const newestFirst = [...log].reverse()
  return (
    <section className="card dev-section dev-section--wide" aria-labelledby="requests-title">
      <div className="section-head">
        <h2 id="requests-title">Last requests</h2>
        <span className="muted">
          {log.length} of the last 50 · secrets show as <code>&lt;redacted&gt;</code>
        </span>
      </div>
      {log.length === 0 ? (
        <p className="muted">No request yet.</p>
      ) : (
        <ol className="requests">
          {newestFirst.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  )
}

const attr = (entry: SpanLogEntry, key: string): string | undefined => {
  const value = entry.attributes[key]
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : undefined
}

const Span = ({ entry }: { readonly entry: SpanLogEntry }) => {
  const method = attr(entry, "http.request.method")
  const route = attr(entry, "http.route")
  const code = attr(entry, "http.response.status_code")
  const attempts = attr(entry, "atlas.attempts")
  const operation = attr(entry, "atlas.operation")
  return (
    <li className={`span span--${entry.status}`} data-span={entry.name} data-status={entry.status}>
      <div className="span__top">
        <code className="span__name">{entry.name}</code>
        <span className={`state state--${entry.status === "ok" ? "success" : entry.status === "error" ? "response-error" : "cancelled"}`}>
          {entry.status}
        </span>
        <span className="span__duration">{entry.durationMs.toFixed(1)} ms</span>
      </div>
      {(method !== undefined || route !== undefined || code !== undefined || attempts !== undefined) && (
        <dl className="span__attrs">
          {method !== undefined && (
            <div>
              <dt>method</dt>
              <dd>{method}</dd>
            </div>
          )}
          {route !== undefined && (
            <div>
              <dt>route</dt>
              <dd>
                <code>{route}</code>
              </dd>
            </div>
          )}
          {code !== undefined && (
            <div>
              <dt>status code</dt>
              <dd>{code}</dd>
            </div>
          )}
          {attempts !== undefined && (
            <div>
              <dt>attempts</dt>
              <dd>{attempts}</dd>
            </div>
          )}
          {operation !== undefined && operation !== entry.name && (
            <div>
              <dt>operation</dt>
              <dd>
                <code>{operation}</code>
              </dd>
            </div>
          )}
        </dl>
      )}
    </li>
  )
}

const Spans = () => {
  const log = useSpanLog()
  const newestFirst = [...log].reverse()
  return (
    <section className="card dev-section dev-section--wide" aria-labelledby="spans-title">
      <div className="section-head">
        <h2 id="spans-title">Last spans</h2>
        <span className="muted">{log.length} of the last 50 · tracing on</span>
      </div>
      {log.length === 0 ? (
        <p className="muted">No span yet. Spans appear as use cases finish.</p>
      ) : (
        <ol className="spans">
          {newestFirst.map((entry) => (
            <Span key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  )
}

/** The developer panel page. */
export const DeveloperPage = () => (
  <div className="page">
    <div className="page-head">
      <p className="eyebrow">For developers</p>
      <h1>Developer panel</h1>
      <p className="muted">
        What the storefront’s data layer is doing: every use-case slot, every call it sent, the spans of the last calls, and the faults the
        reference upstream injects.
      </p>
    </div>
    <div className="dev-grid">
      <Slots />
      <section className="card dev-section">
        <ChaosPanel />
      </section>
      <Requests />
      <Spans />
      <AnalyticsPanel />
    </div>
  </div>
)
