/**
 * The key of a read's arguments in the cache: a total, stable, structural encoding.
 *
 * @since 0.2.0
 */
import * as Data from "effect/Data"

/**
 * A read's arguments hold a value that has no key: a function, a symbol, or a cycle. Thrown where
 * the key is made (the render of `useRead`, `store.read`), naming the use case and where the value
 * sits in its arguments; never replaced by a key of its own (a new key each render would fetch
 * forever).
 */
export class UnkeyableArgumentError extends Data.TaggedError("UnkeyableArgumentError")<{
  readonly useCase: string
  /** Where the value sits: `args[0].filters[2]`. */
  readonly path: string
  readonly reason: "function" | "symbol" | "cycle"
  readonly message: string
}> {}

const unkeyable = (useCase: string, path: string, reason: UnkeyableArgumentError["reason"]) =>
  new UnkeyableArgumentError({
    useCase,
    path,
    reason,
    message: `atlas-client/react: ${useCase}'s argument ${path} is ${reason === "cycle" ? "a cycle" : `a ${reason}`}: it has no cache key (pass data)`
  })

const identifier = /^[A-Za-z_$][\w$]*$/

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Encodes one value. JSON values come out as JSON (strings, finite numbers, booleans, `null`,
 * arrays, objects with sorted keys and `undefined` properties left out); everything else has a
 * token JSON never writes: `undefined`, `NaN`, `Infinity`, `-Infinity`, `12n`, `Date(ms)`,
 * `Map([[k,v],...])` and `Set([...])` with sorted members, and `Tag{...}` for an instance of a class
 * (its `_tag`, else its constructor's name) with its own properties.
 */
const encode = (value: unknown, path: string, ancestors: Set<object>, useCase: string): string => {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value)
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : String(value)
    case "bigint":
      return `${value}n`
    case "boolean":
      return value ? "true" : "false"
    case "undefined":
      return "undefined"
    case "function":
      throw unkeyable(useCase, path, "function")
    case "symbol":
      throw unkeyable(useCase, path, "symbol")
  }
  if (value === null) return "null"
  const object = value as object
  if (ancestors.has(object)) throw unkeyable(useCase, path, "cycle")
  ancestors.add(object)
  try {
    return encodeObject(object, path, ancestors, useCase)
  } finally {
    ancestors.delete(object)
  }
}

const encodeObject = (object: object, path: string, ancestors: Set<object>, useCase: string): string => {
  const inner = (v: unknown, at: string) => encode(v, at, ancestors, useCase)
  if (Array.isArray(object)) return `[${Array.from(object, (v: unknown, i) => inner(v, `${path}[${i}]`)).join(",")}]`
  if (object instanceof Date) return `Date(${object.getTime()})`
  if (object instanceof RegExp) return `RegExp(${JSON.stringify(String(object))})`
  if (object instanceof Map) {
    const entries = Array.from(
      object,
      ([k, v]: [unknown, unknown], i) => `[${inner(k, `${path}.keys[${i}]`)},${inner(v, `${path}.get(…)`)}]`
    )
    return `Map([${entries.sort(compare).join(",")}])`
  }
  if (object instanceof Set)
    return `Set([${Array.from(object, (v: unknown, i) => inner(v, `${path}[${i}]`))
      .sort(compare)
      .join(",")}])`
  const fields = Object.keys(object)
    .sort(compare)
    .flatMap((k) => {
      const v: unknown = (object as Record<string, unknown>)[k]
      return v === undefined ? [] : [`${JSON.stringify(k)}:${inner(v, `${path}.${k}`)}`]
    })
  const body = `{${fields.join(",")}}`
  const proto: unknown = Object.getPrototypeOf(object)
  if (proto === Object.prototype || proto === null) return body
  const tag: unknown = (object as { readonly _tag?: unknown })._tag
  const name = typeof tag === "string" ? tag : ((object.constructor as { readonly name?: string } | undefined)?.name ?? "?")
  return `${identifier.test(name) ? name : JSON.stringify(name)}${body}`
}

/**
 * A stable, structural key of a read's arguments: equal values give equal keys and different
 * values different keys. JSON arguments give their JSON (object keys sorted); a `bigint`, `Map`,
 * `Set`, `Date`, `NaN` or `undefined` inside an array have keys of their own (`NaN` is not `null`, a
 * `Date` not its ISO string, two `Map`s differ by their entries). Trailing `undefined` arguments and
 * `undefined` properties are left out, so `[id]` and `[id, undefined]`, or `{ a, b }` and
 * `{ b, a }`, are one entry. A function, a symbol or a cycle throws an
 * {@link UnkeyableArgumentError} naming `useCase`.
 *
 * @example
 * hashArgs([{ b: 1, a: 2 }]) === hashArgs([{ a: 2, b: 1 }, undefined]) // true
 * hashArgs([new Map([["a", 1]])]) // '[Map([["a",1]])]'
 */
export const hashArgs = (args: ReadonlyArray<unknown>, useCase = "a use case"): string => {
  let end = args.length
  while (end > 0 && args[end - 1] === undefined) end -= 1
  return encode(args.slice(0, end), "args", new Set(), useCase)
}
