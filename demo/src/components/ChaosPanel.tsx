/**
 * The reference upstream's chaos switches (`GET|POST /__dev/chaos`) as a form, with presets, and
 * its reset (`POST /__dev/reset`). Development routes sit outside the atlas contract, so this talks
 * to them with plain `fetch`.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react"

type Settings = Record<string, number>

const fields: ReadonlyArray<{ readonly name: string; readonly label: string; readonly hint: string; readonly share: boolean }> = [
  { name: "unavailable", label: "Unavailable (503)", hint: "share of calls", share: true },
  { name: "throttled", label: "Throttled (429)", hint: "share of calls", share: true },
  { name: "retryAfterSeconds", label: "Retry-After", hint: "seconds", share: false },
  { name: "slow", label: "Slow", hint: "share of calls", share: true },
  { name: "latencyMs", label: "Latency", hint: "milliseconds", share: false },
  { name: "stallHeaders", label: "Stall before headers", hint: "share of calls", share: true },
  { name: "stallBody", label: "Stall mid-body", hint: "share of calls", share: true },
  { name: "dropAfterCommit", label: "Drop after commit", hint: "share of calls", share: true },
  { name: "malformed", label: "Malformed JSON", hint: "share of calls", share: true },
  { name: "seed", label: "Seed", hint: "of the draws", share: false }
]

const calm: Settings = {
  unavailable: 0,
  throttled: 0,
  slow: 0,
  latencyMs: 0,
  stallHeaders: 0,
  stallBody: 0,
  dropAfterCommit: 0,
  malformed: 0
}

const presets: ReadonlyArray<{ readonly label: string; readonly settings: Settings }> = [
  { label: "Calm", settings: calm },
  { label: "Slow (3 s)", settings: { ...calm, slow: 1, latencyMs: 3000 } },
  { label: "Flaky", settings: { ...calm, unavailable: 0.3, throttled: 0.1 } },
  { label: "Down", settings: { ...calm, unavailable: 1 } },
  { label: "Stalled", settings: { ...calm, stallHeaders: 1 } },
  { label: "Broken JSON", settings: { ...calm, malformed: 1 } }
]

const asSettings = (value: unknown): Settings => {
  const out: Settings = {}
  if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) if (typeof v === "number") out[k] = v
  }
  return out
}

const call = async (method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(path, {
    method,
    headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  if (!response.ok) throw new Error(`${method} ${path}: status ${response.status}`)
  return response.json()
}

/** The chaos form. */
export const ChaosPanel = () => {
  const [settings, setSettings] = useState<Settings | undefined>()
  const [draft, setDraft] = useState<Record<string, string>>({})
  const [message, setMessage] = useState("")
  const id = useId()
  // Each call takes a turn; an answer shows only if no later call was made (the first load must not
  // wipe out a preset clicked while it was on the wire).
  const turn = useRef(0)

  const show = (value: Settings, note: string) => {
    setSettings(value)
    setDraft(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])))
    setMessage(note)
  }
  const latest = <A,>(request: Promise<A>, onValue: (value: A) => void): Promise<void> => {
    const mine = ++turn.current
    return request.then(
      (v) => {
        if (mine === turn.current) onValue(v)
      },
      (e: unknown) => {
        if (mine === turn.current) setMessage(String(e))
      }
    )
  }
  const load = useCallback(() => latest(call("GET", "/__dev/chaos"), (v) => show(asSettings(v), "")), [])
  useEffect(() => {
    void load()
  }, [load])

  const apply = (value: Settings, note: string) => latest(call("POST", "/__dev/chaos", value), (v) => show(asSettings(v), note))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next: Settings = {}
    for (const [k, v] of Object.entries(draft)) if (v.trim() !== "" && !Number.isNaN(Number(v))) next[k] = Number(v)
    void apply(next, "Chaos switches saved.")
  }
  const reset = () =>
    call("POST", "/__dev/reset")
      .then(() => load())
      .then(
        () => setMessage("Upstream reset: seeded state, no sessions, no chaos."),
        (e: unknown) => setMessage(String(e))
      )

  const active = settings === undefined ? [] : fields.filter((f) => f.share && (settings[f.name] ?? 0) > 0)
  return (
    <form className="chaos" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="section-head">
        <h2 id={`${id}-title`}>Chaos switches</h2>
        <span className={`pill ${active.length > 0 ? "pill--warn" : "pill--ok"}`} data-testid="chaos-state">
          {active.length > 0 ? `Active: ${active.map((f) => f.label).join(", ")}` : "Calm"}
        </span>
      </div>
      <p className="muted">
        Faults the reference upstream injects into API calls (seeded, so runs repeat). Shares go from 0 (never) to 1 (always).
      </p>
      <div className="presets" role="group" aria-label="Presets">
        {presets.map((p) => (
          <button
            key={p.label}
            type="button"
            className="button button--small button--secondary"
            onClick={() => void apply(p.settings, `Preset “${p.label}” applied.`)}
          >
            {p.label}
          </button>
        ))}
      </div>
      {settings === undefined ? (
        <p className="muted">Loading switches…</p>
      ) : (
        <div className="chaos__grid">
          {fields
            .filter((f) => f.name in settings)
            .map((f) => (
              <div className="field" key={f.name}>
                <label htmlFor={`${id}-${f.name}`}>
                  {f.label} <small>{f.hint}</small>
                </label>
                <input
                  id={`${id}-${f.name}`}
                  name={f.name}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  {...(f.share ? { max: 1, step: 0.05 } : { step: f.name === "latencyMs" ? 100 : 1 })}
                  value={draft[f.name] ?? ""}
                  onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
                />
              </div>
            ))}
        </div>
      )}
      <div className="chaos__actions">
        <button type="submit" className="button button--small">
          Apply
        </button>
        <button type="button" className="button button--small button--danger" onClick={() => void reset()}>
          Reset upstream
        </button>
        <span className="muted" role="status">
          {message}
        </span>
      </div>
    </form>
  )
}
