/**
 * The `Set-Cookie` lines of a response. `Headers.getSetCookie()` gives one line per header, but a
 * proxy may fold several into one comma-joined header (Prism does); a comma followed by
 * `name=` starts a new cookie, while the comma of an `Expires` date (`Wed, 21 Oct 2026 ...`) does not.
 *
 * @since 0.2.0
 */

const FOLD = /,\s*(?=[^;,=\s]+=)/

/**
 * Every `Set-Cookie` line of `headers`, folded ones split.
 *
 * @example
 * setCookieLines(new Headers({ "set-cookie": "a=1; Path=/, b=2; Expires=Wed, 21 Oct 2026 07:28:00 GMT" }))
 * // ["a=1; Path=/", "b=2; Expires=Wed, 21 Oct 2026 07:28:00 GMT"]
 */
export const setCookieLines = (headers: Headers): Array<string> =>
  headers
    .getSetCookie()
    .flatMap((line) => line.split(FOLD))
    .map((line) => line.trim())
    .filter((line) => line !== "")
