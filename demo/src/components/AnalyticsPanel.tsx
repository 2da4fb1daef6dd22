/**
 * The developer panel's analytics section: what the storefront's `Analytics` received, newest
 * first: impression events of ad placements (both versions, with view status and duration) and
 * the error records of failed calls.
 */
import { type AnalyticsEntry, useAnalyticsLog } from "../analytics.js"

const time = (at: number) => new Date(at).toLocaleTimeString("en-US", { hour12: false })

const Row = ({ entry }: { readonly entry: AnalyticsEntry }) => {
  if (entry.kind === "error")
    return (
      <tr data-kind="error">
        <td>{time(entry.at)}</td>
        <td>error</td>
        <td>{entry.record.category}</td>
        <td>{entry.record.description}</td>
      </tr>
    )
  const { event } = entry
  const data = event.data
  return (
    <tr data-kind="impression" data-schema={event.schemaVersion} data-view-status={data.viewStatus} data-espot-id={data.espot_id}>
      <td>{time(entry.at)}</td>
      <td>{"type" in event ? event.type : `impression v1 (${event.dataClassification})`}</td>
      <td>
        <code>{event.schemaVersion}</code> {event.scenario}
      </td>
      <td>
        {data.espotName} · {data.viewStatus}
        {data.viewDuration !== undefined && ` after ${data.viewDuration} ms`}
        {data.monetized && " · monetized"}
      </td>
    </tr>
  )
}

/** The analytics events so far. */
export const AnalyticsPanel = () => {
  const entries = useAnalyticsLog()
  return (
    <section className="card dev-section" aria-labelledby="analytics-title">
      <div className="section-head">
        <h2 id="analytics-title">Analytics events</h2>
        <span className="muted">
          {entries.length} {entries.length === 1 ? "event" : "events"}
        </span>
      </div>
      {entries.length === 0 ? (
        <p className="muted">No event yet. Ad impressions and failed calls appear here.</p>
      ) : (
        <div className="table-wrap">
          <table className="data" aria-label="Analytics events">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Event</th>
                <th scope="col">Schema</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {[...entries].reverse().map((entry, i) => (
                <Row key={entries.length - i} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
