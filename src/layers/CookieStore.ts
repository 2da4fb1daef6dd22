/**
 * A `KeyValueStore` kept in cookies, so that a server rendering for the shopper reads what the
 * browser wrote (the shopping context): in the browser over `document.cookie`
 * ({@link documentCookieStore}), on a server over the incoming request's `Cookie` header, its
 * writes handed back as `Set-Cookie` lines ({@link requestCookieStore}). The cookies are readable by
 * scripts (not `HttpOnly`): keep no secret in them.
 *
 * @since 0.2.0
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"

/** Options of the cookie stores. */
export interface CookieStoreOptions {
  /** The cookies' lifetime in seconds; a year by default. */
  readonly maxAgeSeconds?: number
  /** The cookies' path; `/` by default. */
  readonly path?: string
}

/** Where a cookie store reads and writes its cookies. */
export interface CookieJarAccess {
  /** The current cookies, as a `Cookie` header or `document.cookie` has them. */
  readonly read: () => string
  /** Writes one `Set-Cookie` line (or `document.cookie` assignment). */
  readonly write: (line: string) => void
}

/**
 * The cookie name a key is kept under: characters a cookie name may not hold become `_`.
 *
 * @example
 * cookieNameOf("atlas-client/shopping-context/v1") // "atlas-client_shopping-context_v1"
 */
export const cookieNameOf = (key: string): string => key.replace(/[^A-Za-z0-9!#$&'*+.^_`|~-]/g, "_")

/**
 * A cookie's value out of a `Cookie` header (decoded), if there.
 *
 * @example
 * readCookieValue("a=1; b=%7B%7D", "b") // Option.some("{}")
 */
export const readCookieValue = (header: string, name: string): Option.Option<string> => {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=")
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return Option.some(decodeURIComponent(part.slice(eq + 1).trim()))
      } catch {
        return Option.none()
      }
    }
  }
  return Option.none()
}

/** A `KeyValueStore` over a cookie jar (one cookie per key). */
export const cookieStore = (jar: CookieJarAccess, options: CookieStoreOptions = {}): KeyValueStore.KeyValueStore => {
  const path = options.path ?? "/"
  const maxAge = options.maxAgeSeconds ?? 365 * 24 * 60 * 60
  const line = (key: string, value: string, age: number) =>
    `${cookieNameOf(key)}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${age}; SameSite=Lax`
  return KeyValueStore.makeStringOnly({
    get: (key) => Effect.sync(() => readCookieValue(jar.read(), cookieNameOf(key))),
    set: (key, value) => Effect.sync(() => jar.write(line(key, value, maxAge))),
    remove: (key) => Effect.sync(() => jar.write(line(key, "", 0))),
    clear: Effect.void,
    size: Effect.sync(
      () =>
        jar
          .read()
          .split(";")
          .filter((part) => part.includes("=")).length
    )
  })
}

/**
 * The browser's cookies (`document.cookie`) as a `KeyValueStore`.
 *
 * @example
 * ```ts
 * export const inCookies = ShoppingContext.layer(documentCookieStore({ maxAgeSeconds: 60 * 60 * 24 * 30 }))
 * ```
 */
export const documentCookieStore = (options: CookieStoreOptions = {}): Layer.Layer<KeyValueStore.KeyValueStore> =>
  Layer.sync(KeyValueStore.KeyValueStore, () =>
    cookieStore(
      {
        read: () => document.cookie,
        write: (line) => {
          document.cookie = line
        }
      },
      options
    )
  )

/**
 * One incoming request's cookies as a `KeyValueStore` (a server rendering for the shopper): reads
 * its `Cookie` header, and what it writes, read back by later reads of the same render, is handed
 * to `onSetCookie` for the response.
 */
export const requestCookieStore = (
  cookie: string | null | undefined,
  onSetCookie: (line: string) => void = () => undefined,
  options: CookieStoreOptions = {}
): Layer.Layer<KeyValueStore.KeyValueStore> =>
  Layer.sync(KeyValueStore.KeyValueStore, () => {
    const jar = new Map<string, string>()
    for (const part of (cookie ?? "").split(";")) {
      const eq = part.indexOf("=")
      if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
    }
    return cookieStore(
      {
        read: () => Array.from(jar, ([name, value]) => `${name}=${value}`).join("; "),
        write: (line) => {
          const [pair = ""] = line.split(";")
          const eq = pair.indexOf("=")
          const name = pair.slice(0, eq)
          if (/Max-Age=0(;|$)/.test(line)) jar.delete(name)
          else jar.set(name, pair.slice(eq + 1))
          onSetCookie(line)
        }
      },
      options
    )
  })
