/**
 * Secret-free views of requests for logs and the developer panel: sensitive header values become
 * `<redacted>` (spec §7: authorization, cookie, xsrf token, application authorization token).
 *
 * @since 0.1.0
 */

/** Header names whose values never leave the request layer. */
export const sensitiveHeaders: ReadonlyArray<string> = [
  "authorization",
  "cookie",
  "set-cookie",
  "x-xsrf-token",
  "x-application-authorization",
  "proxy-authorization",
  "x-api-key"
]

/**
 * A copy of the headers with sensitive values replaced by `<redacted>`.
 *
 * @example
 * redactHeaders({ authorization: "Bearer x", accept: "application/json" }) // { authorization: "<redacted>", accept: "application/json" }
 */
export const redactHeaders = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, sensitiveHeaders.includes(k.toLowerCase()) ? "<redacted>" : v]))
