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

const compileNode = (ast: AST.AST): Fast => {
  switch (ast._tag) {
    case "TypeLiteral": {
      if (ast.indexSignatures.length > 0) return viaEffect(ast)
      // An empty struct is Effect's "not null or undefined", which returns the input itself.
      if (ast.propertySignatures.length === 0) return (u) => (u == null ? NotSure : u)
      const fields = ast.propertySignatures.map((ps) => [ps.name, ps.isOptional, compile(ps.type)] as const)
      return (u) => {
        if (typeof u !== "object" || u === null || Array.isArray(u)) return NotSure
        const out: Record<PropertyKey, unknown> = {}
        for (const [name, isOptional, parse] of fields) {
          // Effect's decoder (not exact) parses a missing required key as `undefined`.
          if (isOptional && !Object.prototype.hasOwnProperty.call(u, name)) continue
          const v = parse((u as Record<PropertyKey, unknown>)[name])
          if (v === NotSure) return NotSure
          out[name] = v
        }
        return out
      }
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
      return (u) => {
        const v = from(u)
        if (v === NotSure) return NotSure
        if (AST.isComposeTransformation(t)) return to(v)
        const result = t.decode(v, AST.defaultParseOption, ast, u)
        // Only a synchronous success (an Either); anything else goes to Effect's decoder.
        return Either.isEither(result) && Either.isRight(result) ? to(result.right) : NotSure
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
