/**
 * Chaos switches of the reference upstream: seeded shares of faults applied to API calls, set per
 * test, at start (`--chaos`), or over HTTP (`POST /__dev/chaos`).
 *
 * @since 0.1.0
 */
import { seededRandom } from "./random.js"

/** Every switch; shares are between 0 and 1. */
export interface ChaosSettings {
  /** Share of calls answered 503 before the handler runs. */
  readonly unavailable: number
  /** Share of calls answered 429 with `Retry-After` before the handler runs. */
  readonly throttled: number
  /** Seconds of `Retry-After` on a throttled call. */
  readonly retryAfterSeconds: number
  /** Share of calls whose response is dropped after the handler committed its change. */
  readonly dropAfterCommit: number
  /** Share of calls delayed by `latencyMs`. */
  readonly slow: number
  readonly latencyMs: number
  /** Share of calls that never send headers (until the client gives up). */
  readonly stallHeaders: number
  /** Share of calls that send headers and part of the body, then stall. */
  readonly stallBody: number
  /** Share of successful calls whose body is cut short (malformed JSON). */
  readonly malformed: number
  /** Seed of the fault draws. */
  readonly seed: number
}

/** No chaos. */
export const calm: ChaosSettings = {
  unavailable: 0,
  throttled: 0,
  retryAfterSeconds: 1,
  dropAfterCommit: 0,
  slow: 0,
  latencyMs: 0,
  stallHeaders: 0,
  stallBody: 0,
  malformed: 0,
  seed: 1
}

/** The faults drawn for one call. */
export interface ChaosDraw {
  readonly unavailable: boolean
  readonly throttled: boolean
  readonly dropAfterCommit: boolean
  readonly latencyMs: number
  readonly stallHeaders: boolean
  readonly stallBody: boolean
  readonly malformed: boolean
}

/** The chaos switches of one upstream. */
export class Chaos {
  private settings: ChaosSettings = calm
  private random = seededRandom(calm.seed)

  /** The current switches. */
  get current(): ChaosSettings {
    return this.settings
  }

  /** Sets some switches (the rest stay); a new seed restarts the draws. */
  set(settings: Partial<ChaosSettings>): void {
    this.settings = { ...this.settings, ...settings }
    if (settings.seed !== undefined) this.random = seededRandom(settings.seed)
  }

  /** Back to no chaos, draws restarted. */
  reset(): void {
    this.settings = calm
    this.random = seededRandom(calm.seed)
  }

  /** Draws the faults of one call. */
  draw(): ChaosDraw {
    const s = this.settings
    const hit = (share: number) => share > 0 && this.random() < share
    return {
      stallHeaders: hit(s.stallHeaders),
      unavailable: hit(s.unavailable),
      throttled: hit(s.throttled),
      latencyMs: hit(s.slow) ? s.latencyMs : 0,
      dropAfterCommit: hit(s.dropAfterCommit),
      stallBody: hit(s.stallBody),
      malformed: hit(s.malformed)
    }
  }
}

/**
 * Parses `--chaos unavailable=0.1,throttled=0.05` style settings.
 *
 * @example
 * parseChaos("unavailable=0.1,seed=7") // { unavailable: 0.1, seed: 7 }
 */
export const parseChaos = (text: string): Partial<ChaosSettings> => {
  const out: Record<string, number> = {}
  for (const part of text.split(",")) {
    const [k, v] = part.split("=")
    if (k !== undefined && v !== undefined && k.trim() in calm && !Number.isNaN(Number(v))) out[k.trim()] = Number(v)
  }
  return out
}
