/**
 * Idempotency records of the reference upstream: the first result for a key is replayed for every
 * repeat with the same body; a repeat while the first is still running is 409 (in flight); the same
 * key with another body is 422. Server errors (5xx) are not recorded, so the key can be retried.
 *
 * @since 0.1.0
 */

/** A stored response. */
export interface StoredResponse {
  readonly status: number
  readonly body: string
  readonly headers: Readonly<Record<string, string>>
}

type Entry = { readonly fingerprint: string; state: "in-flight" | StoredResponse }

/** What the store says of an incoming keyed request. */
export type Admission =
  | { readonly _tag: "Proceed" }
  | { readonly _tag: "Replay"; readonly response: StoredResponse }
  | { readonly _tag: "InFlight" }
  | { readonly _tag: "Reused" }

/** The idempotency records of one upstream. */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>()
  /** How many requests were answered from a record. */
  replays = 0

  /** Admits a request: proceed (and mark in flight), replay, or refuse. */
  admit(scope: string, key: string, fingerprint: string): Admission {
    const id = `${scope}\u0000${key}`
    const entry = this.entries.get(id)
    if (entry === undefined) {
      this.entries.set(id, { fingerprint, state: "in-flight" })
      return { _tag: "Proceed" }
    }
    if (entry.fingerprint !== fingerprint) return { _tag: "Reused" }
    if (entry.state === "in-flight") return { _tag: "InFlight" }
    this.replays += 1
    return { _tag: "Replay", response: entry.state }
  }

  /** Records the result of an admitted request (server errors release the key instead). */
  complete(scope: string, key: string, response: StoredResponse): void {
    const id = `${scope}\u0000${key}`
    const entry = this.entries.get(id)
    if (entry === undefined) return
    if (response.status >= 500) this.entries.delete(id)
    else entry.state = response
  }

  /** Releases a key whose request never finished. */
  release(scope: string, key: string): void {
    const id = `${scope}\u0000${key}`
    if (this.entries.get(id)?.state === "in-flight") this.entries.delete(id)
  }

  /** Forgets every record. */
  clear(): void {
    this.entries.clear()
    this.replays = 0
  }
}
