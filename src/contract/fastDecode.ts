/**
 * A fast path for decoding response bodies, compiled once per schema from its AST: plain loops
 * over structs, arrays, literal unions, refinements and transformations (Schema classes among
 * them), with no `Either` or issue allocated per node. It only ever answers "this is the decoded
 * value", the value Effect's own decoder returns for that input, or "not sure": then the caller
 * runs Effect's decoder, which gives the result and the issues as before. Nodes it does not know
 * (index signatures, parse-option annotations, effectful transformations, ...) are handed to
 * Effect's parser for that node alone.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"

/** "Not sure": the caller decodes with Effect's decoder. */
export const NotSure: unique symbol = Symbol.for("atlas-client/fastDecode/NotSure")

type Fast = (u: unknown) => unknown

const compiled = new WeakMap<AST.AST, Fast>()

/** Effect's parser for one node (decoding); `NotSure` when it fails or is not synchronous. */
const viaEffect = (ast: AST.AST): Fast => {
  const decode = ParseResult.decodeUnknownEither(Schema.make(ast))
  return (u) => Either.getOrElse(decode(u), () => NotSure)
}

const ofType =
  (type: string): Fast =>
  (u) =>
    typeof u === type ? u : NotSure

const hasOwn = Object.prototype.hasOwnProperty

/** Decodes a struct's fields into `out`: `out`, or `NotSure`. */
type Fill = (u: unknown, out: Record<PropertyKey, unknown>) => unknown

const fills = new WeakMap<AST.TypeLiteral, Fill | undefined>()

/**
 * The field loop of a struct, compiled once (names, optionality and decoders in plain arrays);
 * `undefined` for structs that are not decoded here field by field.
 */
const structFillOf = (ast: AST.TypeLiteral): Fill | undefined => {
  if (fills.has(ast)) return fills.get(ast)
  let fill: Fill | undefined
  if (
    ast.indexSignatures.length === 0 &&
    ast.propertySignatures.length > 0 &&
    Option.isNone(AST.getParseOptionsAnnotation(ast)) &&
    Option.isNone(AST.getDecodingFallbackAnnotation(ast))
  ) {
    fills.set(ast, undefined)
    const n = ast.propertySignatures.length
    const names = ast.propertySignatures.map((ps) => ps.name)
    const optional = ast.propertySignatures.map((ps) => ps.isOptional)
    const parsers = ast.propertySignatures.map((ps) => compile(ps.type))
    fill = (u, out) => {
      if (typeof u !== "object" || u === null || Array.isArray(u)) return NotSure
      const record = u as Record<PropertyKey, unknown>
      for (let i = 0; i < n; i++) {
        const name = names[i]!
        // Effect's decoder (not exact) parses a missing required key as `undefined`.
        if (optional[i] && !hasOwn.call(record, name)) continue
        const v = parsers[i]!(record[name])
        if (v === NotSure) return NotSure
        out[name] = v
      }
      return out
    }
  }
  fills.set(ast, fill)
  return fill
}

const hasConstructorDefault = (field: unknown): boolean =>
  Schema.isPropertySignature(field) &&
  (field.ast._tag === "PropertySignatureDeclaration" ? field.ast.defaultValue : field.ast.to.defaultValue) !== undefined

/**
 * The prototype of a Schema class whose decoding `ast` is, when the instance its constructor built
 * from `fields` is exactly those fields, in order, on that prototype (as `Data.Class` builds it),
 * and no field has a constructor default; `null` otherwise (the constructor keeps building them).
 */
const classPrototype = (ast: AST.Transformation, fields: unknown, instance: unknown): object | null => {
  if (typeof instance !== "object" || instance === null || typeof fields !== "object" || fields === null) return null
  const proto = Object.getPrototypeOf(instance) as { readonly constructor?: unknown } | null
  const ctor = proto?.constructor as { readonly ast?: unknown; readonly fields?: unknown } | undefined
  if (proto == null || ctor === undefined || ctor.ast !== ast) return null
  if (typeof ctor.fields !== "object" || ctor.fields === null || Object.values(ctor.fields).some(hasConstructorDefault)) return null
  const made = Reflect.ownKeys(instance)
  const given = Reflect.ownKeys(fields)
  const a = instance as Record<PropertyKey, unknown>
  const b = fields as Record<PropertyKey, unknown>
  if (made.length !== given.length || made.some((k, i) => k !== given[i] || a[k] !== b[k])) return null
  return proto
}

const compileNode = (ast: AST.AST): Fast => {
  switch (ast._tag) {
    case "TypeLiteral": {
      if (ast.indexSignatures.length > 0) return viaEffect(ast)
      // An empty struct is Effect's "not null or undefined", which returns the input itself.
      if (ast.propertySignatures.length === 0) return (u) => (u == null ? NotSure : u)
      const fill = structFillOf(ast)
      if (fill === undefined) return viaEffect(ast)
      return (u) => fill(u, {})
    }
    case "TupleType": {
      if (ast.elements.length > 0 || ast.rest.length !== 1) return viaEffect(ast)
      const item = compile(ast.rest[0]!.type)
      return (u) => {
        if (!Array.isArray(u)) return NotSure
        const out = new Array<unknown>(u.length)
        for (let i = 0; i < u.length; i++) if ((out[i] = item(u[i])) === NotSure) return NotSure
        return out
      }
    }
    case "Union": {
      // Members in declaration order, as Effect tries them when all but one are literals (its
      // keyed search only reorders structs with literal fields).
      if (ast.types.filter((t) => !AST.isLiteral(t) && !AST.isUndefinedKeyword(t)).length > 1) return viaEffect(ast)
      const members = ast.types.map(compile)
      return (u) => {
        for (const member of members) {
          const v = member(u)
          if (v !== NotSure) return v
        }
        return NotSure
      }
    }
    case "Refinement": {
      const from = compile(ast.from)
      return (u) => {
        const v = from(u)
        return v !== NotSure && Option.isNone(ast.filter(v, AST.defaultParseOption, ast)) ? v : NotSure
      }
    }
    case "Transformation": {
      const t = ast.transformation
      if (!AST.isFinalTransformation(t) && !AST.isComposeTransformation(t)) return viaEffect(ast)
      const from = compile(ast.from)
      const to = compile(ast.to)
      if (AST.isComposeTransformation(t)) {
        return (u) => {
          const v = from(u)
          return v === NotSure ? NotSure : to(v)
        }
      }
      // A Schema class (its fields to the class): once one instance has been built by the class's
      // own constructor and found to be its fields on the class's prototype, later ones are built
      // that way directly (what the constructor does, without copying the fields twice).
      const fill = AST.isTypeLiteral(ast.from) && AST.isDeclaration(ast.to) ? structFillOf(ast.from) : undefined
      let proto: object | null | undefined = fill === undefined ? null : undefined
      return (u) => {
        if (proto) return fill!(u, Object.create(proto) as Record<PropertyKey, unknown>)
        const v = from(u)
        if (v === NotSure) return NotSure
        const result = t.decode(v, AST.defaultParseOption, ast, u)
        // Only a synchronous success (an Either); anything else goes to Effect's decoder.
        if (!Either.isEither(result) || Either.isLeft(result)) return NotSure
        const out = to(result.right)
        if (proto === undefined && out !== NotSure) proto = classPrototype(ast, v, out)
        return out
      }
    }
    case "Declaration": {
      // What Effect's parser does for a declaration, without its wrapping; a synchronous success only.
      const parse = ast.decodeUnknown(...ast.typeParameters)
      return (u) => {
        const r = parse(u, AST.defaultParseOption, ast)
        return Either.isEither(r) && Either.isRight(r) ? r.right : NotSure
      }
    }
    case "Literal":
      return (u) => (u === ast.literal ? u : NotSure)
    case "StringKeyword":
      return ofType("string")
    case "NumberKeyword":
      return ofType("number")
    case "BooleanKeyword":
      return ofType("boolean")
    case "UndefinedKeyword":
      return ofType("undefined")
    case "UnknownKeyword":
    case "AnyKeyword":
      return (u) => u
    case "Suspend": {
      let inner: Fast | undefined
      return (u) => (inner ??= compile(ast.f()))(u)
    }
    default:
      return viaEffect(ast)
  }
}

/** The fast decoder of a node, compiled once; nodes with parse options or a decoding fallback go to Effect. */
const compile = (ast: AST.AST): Fast => {
  let fast = compiled.get(ast)
  if (fast === undefined) {
    fast =
      Option.isSome(AST.getParseOptionsAnnotation(ast)) || Option.isSome(AST.getDecodingFallbackAnnotation(ast))
        ? viaEffect(ast)
        : compileNode(ast)
    compiled.set(ast, fast)
  }
  return fast
}

/**
 * The fast decoder of a schema: the decoded value, or {@link NotSure} (then decode with Effect).
 *
 * @example
 * const fast = fastDecoder(ProductSearchResponse)
 * const value = fast(JSON.parse(text)) // NotSure when the body does not match
 */
export const fastDecoder = (schema: Schema.Schema.AnyNoContext): ((u: unknown) => unknown) => compile(schema.ast)
