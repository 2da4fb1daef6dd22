/**
 * Shoppers of the reference upstream (DESIGN principle 8): a session cookie identifies the shopper,
 * a new visitor is an anonymous shopper, and a development-only sign-in picks a seeded shopper.
 * Every session has an XSRF token, set as the `XSRF-TOKEN` cookie and required back as
 * `X-XSRF-TOKEN` on state-changing atlas calls of that session.
 *
 * @since 0.1.0
 */

/** A seeded shopper. */
export interface Shopper {
  readonly shopperId: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
}

/** The seeded shoppers the development sign-in accepts. */
export const seededShoppers: ReadonlyArray<Shopper> = [
  { shopperId: "shopper-ava", email: "ava.johnson@example.com", firstName: "Ava", lastName: "Johnson" },
  { shopperId: "shopper-ben", email: "ben.okafor@example.com", firstName: "Ben", lastName: "Okafor" },
  { shopperId: "shopper-chloe", email: "chloe.nguyen@example.com", firstName: "Chloe", lastName: "Nguyen" }
]

/** One browser session. */
export interface Session {
  /** The `atlas_session` cookie (HttpOnly): 128 random bits, never in a response body. */
  readonly id: string
  /** The `XSRF-TOKEN` cookie, readable by script: random too, and independent of the id. */
  readonly xsrfToken: string
  /**
   * The profile of the session's anonymous shopper (`guest-` and 128 random bits): independent of
   * the id, so bodies (a cart's `profileId`) and the storage of the browser may hold it.
   */
  readonly profileId: string
  /** The signed-in shopper; anonymous when absent. */
  shopperId: string | undefined
}

/** Cookie names the upstream sets. */
export const SESSION_COOKIE = "atlas_session"
export const XSRF_COOKIE = "XSRF-TOKEN"

/**
 * Parses a `Cookie` header.
 *
 * @example
 * parseCookies("a=1; b=2").get("b") // "2"
 */
export const parseCookies = (header: string | null): Map<string, string> => {
  const out = new Map<string, string>()
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=")
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  return out
}

/** 128 random bits as 32 hex digits, from the Web Crypto API of Node and of browsers (msw). */
const randomHex = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")

/** The sessions of one upstream; ids, XSRF tokens and anonymous profile ids are random and unrelated. */
export class Sessions {
  private readonly byId = new Map<string, Session>()

  /** The session a request's cookies name, if it exists. */
  find(cookies: Map<string, string>): Session | undefined {
    const id = cookies.get(SESSION_COOKIE)
    return id === undefined ? undefined : this.byId.get(id)
  }

  /** How many sessions are open. */
  get size(): number {
    return this.byId.size
  }

  /** Opens a new anonymous session. */
  open(): Session {
    const session: Session = { id: randomHex(), xsrfToken: randomHex(), profileId: `guest-${randomHex()}`, shopperId: undefined }
    this.byId.set(session.id, session)
    return session
  }

  /** The cookies that establish a session in a browser. */
  static cookies(session: Session): ReadonlyArray<string> {
    return [`${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`, `${XSRF_COOKIE}=${session.xsrfToken}; Path=/; SameSite=Lax`]
  }

  /** Forgets every session. */
  clear(): void {
    this.byId.clear()
  }
}
