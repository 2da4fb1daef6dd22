/**
 * Projection strings (spec §5, §7): `domain[a,b]` nesting, fields separated by commas, at most
 * 10 levels of brackets, e.g. `items.compact`, `cards[krogerPay]`, `a[b[c],d]`.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"

/**
 * What is wrong with a projection string: the three errors of spec §5 ("early termination,
 * unexpected [, unexpected ]"). A `[` opening an eleventh level is an `unexpected [`.
 *
 * @example
 * const detail: ProjectionErrorDetail = "unexpected ["
 */
export type ProjectionErrorDetail = "early termination" | "unexpected [" | "unexpected ]"

/**
 * An invalid projection string: HTTP status 400, title `invalid projections` (spec §5), with the
 * detail and the zero-based character position where the problem was found.
 *
 * @example
 * const error = new InvalidProjections({ detail: "unexpected ]", input: "a]", position: 1 })
 * error.status // 400
 * error.title // "invalid projections"
 * error.message // "invalid projections: unexpected ] at position 1"
 */
export class InvalidProjections extends Data.TaggedError("InvalidProjections")<{
  readonly detail: ProjectionErrorDetail
  readonly input: string
  readonly position: number
  readonly message: string
}> {
  /** Always 400: the server answers an invalid projection with a bad request. */
  readonly status = 400 as const
  /** Always `invalid projections`. */
  readonly title = "invalid projections" as const

  constructor(args: { readonly detail: ProjectionErrorDetail; readonly input: string; readonly position: number }) {
    super({ ...args, message: `invalid projections: ${args.detail} at position ${args.position}` })
  }
}

import * as Data from "effect/Data"

/**
 * One projected field: its name and the fields projected inside it (empty for a leaf).
 *
 * @example
 * const cards: ProjectionField = { name: "cards", children: [{ name: "krogerPay", children: [] }] }
 */
export interface ProjectionField {
  readonly name: string
  readonly children: ReadonlyArray<ProjectionField>
}

/**
 * A parsed projection string: its top-level fields, in order (never empty once parsed).
 *
 * @example
 * const compact: Projection = [{ name: "items.compact", children: [] }]
 */
export type Projection = ReadonlyArray<ProjectionField>

/**
 * The deepest bracket nesting allowed: `a[b]` has depth 1 (spec §5).
 *
 * @example
 * Either.map(parseProjection(text), (p) => projectionDepth(p) <= MAX_PROJECTION_DEPTH) // always right(true)
 */
export const MAX_PROJECTION_DEPTH = 10

interface Parsed {
  readonly fields: Projection
  readonly next: number
}

const fail = (input: string, detail: ProjectionErrorDetail, position: number) =>
  Either.left(new InvalidProjections({ detail, input, position }))

const parseFields = (input: string, start: number, depth: number): Either.Either<Parsed, InvalidProjections> => {
  const fields: Array<ProjectionField> = []
  let name = ""
  let closed = -1
  const flush = () => {
    const trimmed = name.trim()
    if (trimmed !== "") fields.push({ name: trimmed, children: [] })
    name = ""
  }
  for (let i = start; i < input.length; i++) {
    const ch = input.charAt(i)
    if (closed >= 0 && ch !== "," && ch !== "]" && ch.trim() !== "") {
      return ch === "[" ? fail(input, "unexpected [", i) : fail(input, "unexpected ]", closed)
    }
    if (ch === ",") {
      flush()
      closed = -1
    } else if (ch === "[") {
      const trimmed = name.trim()
      if (trimmed === "") return fail(input, "unexpected [", i)
      // Past the maximum depth a `[` is unexpected: the spec names no fourth error.
      if (depth + 1 > MAX_PROJECTION_DEPTH) return fail(input, "unexpected [", i)
      const inner = parseFields(input, i + 1, depth + 1)
      if (Either.isLeft(inner)) return inner
      fields.push({ name: trimmed, children: inner.right.fields })
      name = ""
      closed = inner.right.next - 1
      i = closed
    } else if (ch === "]") {
      if (depth === 0) return fail(input, "unexpected ]", i)
      flush()
      if (fields.length === 0) return fail(input, "unexpected ]", i)
      return Either.right({ fields, next: i + 1 })
    } else {
      name += ch
    }
  }
  if (depth > 0) return fail(input, "early termination", input.length)
  flush()
  if (fields.length === 0) return fail(input, "early termination", input.length)
  return Either.right({ fields, next: input.length })
}

/**
 * Parses a projection string. Field names are trimmed; empty fields between commas are skipped.
 * Errors ({@link InvalidProjections}, status 400, title `invalid projections`):
 * - `early termination`: the text ends inside brackets, or holds no field at all;
 * - `unexpected [`: a `[` with no field name before it (`[a]`, `a[[b]]`, `a[b][c]`), or one that
 *   would open an eleventh level of brackets (the maximum depth is 10);
 * - `unexpected ]`: a `]` with no open bracket (`a]`, `a[b]]`), closing an empty group (`a[]`),
 *   or followed by a name instead of `,` / `]` / the end (`a[b]c`).
 *
 * @example
 * ```ts
 * const parsed = parseProjection("items.compact,cards[krogerPay]")
 * expect(Either.map(parsed, (p) => p.map((node) => node.name))).toStrictEqual(Either.right(["items.compact", "cards"]))
 * expect(Either.isLeft(parseProjection("items]"))).toBe(true)
 * ```
 */
export const parseProjection = (text: string): Either.Either<Projection, InvalidProjections> =>
  Either.map(parseFields(text, 0, 0), (parsed) => parsed.fields)

/**
 * Writes a projection back as a string; `parseProjection(formatProjection(p))` gives `p` back
 * for any projection whose names hold no `[`, `]`, `,` or surrounding whitespace.
 *
 * @example
 * ```ts
 * const projection = [
 *   {
 *     name: "a",
 *     children: [
 *       { name: "b", children: [] },
 *       { name: "d", children: [] }
 *     ]
 *   }
 * ]
 * expect(formatProjection(projection)).toBe("a[b,d]")
 * ```
 */
export const formatProjection = (projection: Projection): string =>
  projection.map((field) => (field.children.length === 0 ? field.name : `${field.name}[${formatProjection(field.children)}]`)).join(",")

/**
 * The bracket depth of a projection: 0 for plain fields, 1 for `a[b]`, 2 for `a[b[c]]`.
 *
 * @example
 * ```ts
 * expect(Either.map(parseProjection("a[b[c],d]"), projectionDepth)).toStrictEqual(Either.right(2))
 * ```
 */
export const projectionDepth = (projection: Projection): number =>
  projection.reduce((max, field) => (field.children.length === 0 ? max : Math.max(max, 1 + projectionDepth(field.children))), 0)

/**
 * The `projections` query parameter of a request: validates each projection string and joins
 * their normalised forms with commas; the first invalid one is the error. No projections give
 * `""` (the caller then sends no parameter).
 *
 * @example
 * ```ts
 * expect(projectionQuery(["items.compact", "cards[krogerPay]"])).toStrictEqual(Either.right("items.compact,cards[krogerPay]"))
 * expect(Either.isLeft(projectionQuery(["items]"]))).toBe(true)
 * ```
 */
export const projectionQuery = (texts: ReadonlyArray<string>): Either.Either<string, InvalidProjections> => {
  const parts: Array<string> = []
  for (const text of texts) {
    const parsed = parseProjection(text)
    if (Either.isLeft(parsed)) return Either.left(parsed.left)
    parts.push(formatProjection(parsed.right))
  }
  return Either.right(parts.join(","))
}
