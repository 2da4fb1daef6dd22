/**
 * Internal helpers of the services' url params: drop the ones left undefined and blank text, so
 * empty values are never sent.
 *
 * @since 0.1.0
 */

/**
 * A copy of `a` without its undefined values.
 *
 * @example
 * defined({ a: 1, b: undefined }) // { a: 1 }
 */
export const defined = <A extends Record<string, unknown>>(a: A): { [K in keyof A]: Exclude<A[K], undefined> } => {
  // A loop rather than entries/filter/fromEntries: services call this on every call.
  const out: Record<string, unknown> = {}
  for (const k in a) if (a[k] !== undefined) out[k] = a[k]
  return out as { [K in keyof A]: Exclude<A[K], undefined> }
}

/** A trimmed string, or undefined when blank. */
export const nonBlank = (s: string | undefined): string | undefined => (s === undefined || isBlank(s) ? undefined : s.trim())

/** Whether a string has content once trimmed. */
export const isBlank = (s: string): boolean => s.trim() === ""
