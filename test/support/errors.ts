/** Reading the failures of atlas calls in tests. */

/** An error's HTTP status, 0 when it has none. */
export const statusOf = (e: { readonly _tag: string }) => ("status" in e && typeof e.status === "number" ? e.status : 0)

/**
 * The error's upstream code: a typed error's `code` (the first known code of its family), an
 * `UpstreamError`'s first error object's code, "" for any other error.
 */
export const codeOf = (e: { readonly _tag: string }) =>
  "code" in e && typeof e.code === "string"
    ? e.code
    : e._tag === "UpstreamError" && "errors" in e && Array.isArray(e.errors)
      ? String(e.errors[0]?.code)
      : ""
