/**
 * The cookies of a server that renders pages for shoppers (`atlasServerClient`): its calls are the shopper's. The
 * incoming request's cookies (the session, `XSRF-TOKEN`) go with every call to the atlas host
 * (absolute base URLs, from the environment), the XSRF token is echoed from them, and the
 * `Set-Cookie` lines the atlas host answers are kept for the next calls and handed to the app to
 * pass on in its response: an anonymous session opened while rendering is the one the browser
 * keeps. One layer build per incoming request, so two shoppers' renders never share a cookie.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { type CredentialsShape, readCookie } from "./Credentials.js"
import { setCookieLines } from "./setCookie.js"

/** Options of `atlasServerClient`. */
export interface ServerClientOptions {
  /** The incoming request's `Cookie` header (absent for a new visitor). */
  readonly cookie?: string | null | undefined
  /**
   * Called with the `Set-Cookie` lines of each atlas answer that has some, to append to the
   * response the server sends the browser (e.g. `res.append("set-cookie", lines)`).
   */
  readonly onSetCookie?: (setCookie: ReadonlyArray<string>) => void
  /** The `fetch` to send with (`globalThis.fetch` by default, looked up at each call). */
  readonly fetch?: typeof globalThis.fetch
  /** Sent as `Authorization` to the atlas, payments and identity hosts. */
  readonly authorization?: Redacted.Redacted<string>
  /** Sent as `x-application-authorization` to the atlas and payments hosts. */
  readonly applicationAuthorization?: Redacted.Redacted<string>
}

/** The cookies of one shopper's request: name to (encoded) value, as the `Cookie` header has them. */
const parseCookieHeader = (header: string): Map<string, string> => {
  const jar = new Map<string, string>()
  for (const part of header.split(";")) {
    const eq = part.indexOf("=")
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  return jar
}

/** Applies one `Set-Cookie` line: sets the cookie, or removes it when it has expired. */
const applySetCookie = (jar: Map<string, string>, line: string): void => {
  const [pair = "", ...attributes] = line.split(";")
  const eq = pair.indexOf("=")
  if (eq <= 0) return
  const name = pair.slice(0, eq).trim()
  const expired = attributes.some((attribute) => {
    const at = attribute.indexOf("=")
    const key = attribute
      .slice(0, at < 0 ? undefined : at)
      .trim()
      .toLowerCase()
    const value = at < 0 ? "" : attribute.slice(at + 1).trim()
    return (key === "max-age" && Number(value) <= 0) || (key === "expires" && Date.parse(value) <= Date.now())
  })
  if (expired) jar.delete(name)
  else jar.set(name, pair.slice(eq + 1).trim())
}

const cookieHeaderOf = (jar: ReadonlyMap<string, string>): string => Array.from(jar, ([name, value]) => `${name}=${value}`).join("; ")

/**
 * A request's `Cookie` header as it is once `Set-Cookie` lines answered for it are applied (a
 * cookie set, or removed when expired), e.g. the session a page's loader opened, for the render's
 * later calls.
 *
 * @example
 * cookieHeaderWith("a=1", ["atlas_session=s1; Path=/; HttpOnly"]) // "a=1; atlas_session=s1"
 */
export const cookieHeaderWith = (header: string | null, lines: ReadonlyArray<string>): string => {
  const jar = parseCookieHeader(header ?? "")
  for (const line of lines) applySetCookie(jar, line)
  return cookieHeaderOf(jar)
}

/**
 * One shopper's cookies on a server (one per layer build of `atlasServerClient`): a `fetch` that
 * sends them to the atlas host and keeps what it sets, and the credentials that echo its XSRF token.
 */
export const forwardedCookies = (
  atlasBaseUrl: string,
  options: ServerClientOptions
): { readonly fetch: typeof globalThis.fetch; readonly credentials: CredentialsShape } => {
  // The incoming request's cookies, then what the atlas host sets.
  const jar = parseCookieHeader(options.cookie ?? "")
  const atlasOrigin = new URL(atlasBaseUrl).origin
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const forwarding: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input)
    if (url.origin !== atlasOrigin) return send(input, init)
    const headers = new Headers(init?.headers)
    const cookie = cookieHeaderOf(jar)
    if (cookie !== "" && init?.credentials !== "omit") headers.set("cookie", cookie)
    const response = await send(input, { ...init, headers })
    const lines = setCookieLines(response.headers)
    if (lines.length > 0) {
      for (const line of lines) applySetCookie(jar, line)
      options.onSetCookie?.(lines)
    }
    return response
  }
  return {
    fetch: forwarding,
    credentials: {
      xsrfToken: Effect.sync(() => Option.map(readCookie(cookieHeaderOf(jar), "XSRF-TOKEN"), Redacted.make)),
      authorization: Effect.succeed(Option.fromNullable(options.authorization)),
      applicationAuthorization: Effect.succeed(Option.fromNullable(options.applicationAuthorization)),
      cookieSession: true
    }
  }
}
