/** Reading the failures of atlas calls in tests. */

/** An error's HTTP status, 0 when it has none. */
export const statusOf = (e: { readonly _tag: string }) => ("status" in e && typeof e.status === "number" ? e.status : 0)

/** The first upstream error code of an `UpstreamError`'s envelope, "" for any other error. */
export const codeOf = (e: { readonly _tag: string }) =>
  e._tag === "UpstreamError" && "errors" in e && Array.isArray(e.errors) ? String(e.errors[0]?.code) : ""
