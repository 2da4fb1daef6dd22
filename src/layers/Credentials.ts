/**
 * Where the request layer finds secrets: the `XSRF-TOKEN` cookie it echoes, and the tokens an app
 * supplies. Every secret is `Redacted`, so it prints as `<redacted>` wherever it ends up.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"

/** The secrets of one client. */
export interface CredentialsShape {
  /** The value of the `XSRF-TOKEN` cookie, echoed as `X-XSRF-TOKEN`. */
  readonly xsrfToken: Effect.Effect<Option.Option<Redacted.Redacted<string>>>
  /** Sent as `Authorization` to the atlas, payments and identity hosts. */
  readonly authorization: Effect.Effect<Option.Option<Redacted.Redacted<string>>>
  /** Sent as `x-application-authorization` to the atlas and payments hosts. */
  readonly applicationAuthorization: Effect.Effect<Option.Option<Redacted.Redacted<string>>>
  /**
   * Whether the shop's session lives in cookies the atlas host sets on first contact (the browser's
   * credentials, a test client's cookie jar). Until the `XSRF-TOKEN` cookie exists, such a client
   * sends its calls to the shop one at a time, so that a page's first concurrent calls share one
   * session instead of each opening its own (the last Set-Cookie winning, the others' state lost).
   */
  readonly cookieSession?: boolean
}

/**
 * Reads one cookie from a `document.cookie`-style string.
 *
 * @example
 * readCookie("a=1; XSRF-TOKEN=abc", "XSRF-TOKEN") // Option.some("abc")
 */
export const readCookie = (cookieHeader: string, name: string): Option.Option<string> => {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=")
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim()
      try {
        return Option.some(decodeURIComponent(raw))
      } catch {
        return Option.some(raw)
      }
    }
  }
  return Option.none()
}

const none = Effect.succeed(Option.none<Redacted.Redacted<string>>())

/** The credentials of the current client. */
export class Credentials extends Context.Tag("atlas-client/Credentials")<Credentials, CredentialsShape>() {
  /**
   * No secrets at all.
   *
   * @example
   * ```ts
   * export const anonymous = atlasClient(Environment.test(), Credentials.none)
   * ```
   */
  static readonly none: Layer.Layer<Credentials> = Layer.succeed(Credentials, {
    xsrfToken: none,
    authorization: none,
    applicationAuthorization: none
  })

  /**
   * The browser's: the XSRF token from `document.cookie`, read at call time (never at import), and
   * optional tokens the app supplies.
   *
   * @example
   * ```ts
   * export const signedIn = (accessToken: string) =>
   *   atlasClient(Environment.prod(), Credentials.browser({ authorization: Redacted.make(`Bearer ${accessToken}`) }))
   * ```
   */
  static readonly browser = (
    tokens: {
      readonly authorization?: Redacted.Redacted<string>
      readonly applicationAuthorization?: Redacted.Redacted<string>
    } = {}
  ): Layer.Layer<Credentials> =>
    Layer.succeed(Credentials, {
      xsrfToken: Effect.sync(() =>
        typeof document === "undefined" ? Option.none() : Option.map(readCookie(document.cookie, "XSRF-TOKEN"), Redacted.make)
      ),
      authorization: Effect.succeed(Option.fromNullable(tokens.authorization)),
      applicationAuthorization: Effect.succeed(Option.fromNullable(tokens.applicationAuthorization)),
      cookieSession: true
    })

  /**
   * Fixed values, for servers and tests.
   *
   * @example
   * ```ts
   * export const asShopper = atlasClient(Environment.test(), Credentials.fixed({ authorization: "Bearer shopper-token", xsrfToken: "xsrf-1" }))
   * ```
   */
  static readonly fixed = (values: {
    readonly xsrfToken?: string
    readonly authorization?: string
    readonly applicationAuthorization?: string
  }): Layer.Layer<Credentials> => {
    const of = (v: string | undefined) => Effect.succeed(Option.map(Option.fromNullable(v), Redacted.make))
    return Layer.succeed(Credentials, {
      xsrfToken: of(values.xsrfToken),
      authorization: of(values.authorization),
      applicationAuthorization: of(values.applicationAuthorization)
    })
  }
}
