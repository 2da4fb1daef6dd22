/**
 * A fast path for decoding response bodies and encoding request parts, compiled once per schema
 * and direction from its AST: plain loops over structs, arrays, literal unions, refinements and
 * transformations (Schema classes among them), with no `Either` or issue allocated per node. It
 * only ever answers "this is the value", a value equal to what Effect's own decoder (or encoder)
 * returns for that input, or "not sure": then the caller runs Effect's, which gives the result and
 * the issues as before. Plain objects and arrays that parse to themselves are returned as they are
 * (never modified: anything that changes is a copy). Nodes it does not know (index signatures,
 * parse-option annotations, effectful transformations, ...) are handed to Effect's parser for that
 * node alone.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"

/** "Not sure": the caller decodes (or encodes) with Effect's parser. */
export const NotSure: unique symbol = Symbol.for("atlas-client/fastCodec/NotSure")

type Fast = (u: unknown) => unknown

/**
 * Parses a struct's fields: into `into` when given (a class instance), else the input itself when
 * nothing changes, or a copy; `NotSure` when not sure.
 */
type Fill = (u: unknown, into: Record<PropertyKey, unknown> | undefined) => unknown

const ofType =
  (type: string): Fast =>
  (u) =>
    typeof u === type ? u : NotSure

const hasOwn = Object.prototype.hasOwnProperty

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

/** A refinement's `from` without its own refinements (what Effect encodes once the type side has passed). */
const withoutRefinements = (ast: AST.AST): AST.AST => (AST.isRefinement(ast) ? withoutRefinements(ast.from) : ast)

const ANY = 0
const LITERALS = 4
/** The `typeof` of each leaf kind (1: string, 2: number, 3: boolean). */
const LEAF_TYPES = ["", "string", "number", "boolean"] as const

/** A struct field checked in the struct's own loop: it parses to itself when of this kind. */
interface Leaf {
  readonly kind: number
  readonly orUndefined: boolean
  readonly literals?: ReadonlySet<unknown>
}

const plain = (ast: AST.AST): boolean =>
  Option.isNone(AST.getParseOptionsAnnotation(ast)) && Option.isNone(AST.getDecodingFallbackAnnotation(ast))

/**
 * The leaf a field's type is, the same both ways: a string, number or boolean keyword, or literals,
 * maybe in a union with `undefined` (an optional field); `undefined` for anything else.
 */
const leafOf = (ast: AST.AST): Leaf | undefined => {
  if (!plain(ast)) return undefined
  const members = AST.isUnion(ast) ? ast.types : [ast]
  const defined = members.filter((m) => !AST.isUndefinedKeyword(m))
  const orUndefined = defined.length < members.length
  if (defined.length === 0 || !defined.every(plain)) return undefined
  if (defined.every(AST.isLiteral)) return { kind: LITERALS, orUndefined, literals: new Set(defined.map((m) => m.literal)) }
  if (defined.length !== 1) return undefined
  const only = defined[0]!
  const kind = AST.isStringKeyword(only) ? 1 : AST.isNumberKeyword(only) ? 2 : AST.isBooleanKeyword(only) ? 3 : ANY
  return kind === ANY ? undefined : { kind, orUndefined }
}

/** One direction's compiler: each node compiled once, as Effect's parser for that direction parses it. */
interface Compiler {
  readonly compile: (ast: AST.AST) => Fast
}

const makeCompiler = (decoding: boolean, decoder: () => Compiler): Compiler => {
  const compiled = new WeakMap<AST.AST, Fast>()
  const fills = new WeakMap<AST.TypeLiteral, Fill | undefined>()

  /** Effect's parser for one node, in this direction; `NotSure` when it fails or is not synchronous. */
  const viaEffect = (ast: AST.AST): Fast => {
    const parse = (decoding ? ParseResult.decodeUnknownEither : ParseResult.encodeUnknownEither)(Schema.make(ast))
    return (u) => Either.getOrElse(parse(u), () => NotSure)
  }

  /**
   * The field loop of a struct, compiled once (names, optionality and parsers in plain arrays);
   * `undefined` for structs that are not parsed here field by field.
   */
  const structFillOf = (ast: AST.TypeLiteral): Fill | undefined => {
    if (fills.has(ast)) return fills.get(ast)
    let fill: Fill | undefined
    if (
      ast.indexSignatures.length === 0 &&
      ast.propertySignatures.length > 0 &&
      // A field named like an `Object.prototype` member could be inherited rather than present.
      ast.propertySignatures.every((ps) => !(ps.name in Object.prototype)) &&
      Option.isNone(AST.getParseOptionsAnnotation(ast)) &&
      (!decoding || Option.isNone(AST.getDecodingFallbackAnnotation(ast)))
    ) {
      fills.set(ast, undefined)
      const n = ast.propertySignatures.length
      const names = ast.propertySignatures.map((ps) => ps.name)
      const optional = ast.propertySignatures.map((ps) => ps.isOptional)
      // Leaves (strings, numbers, booleans, literal sets, each maybe undefined) are checked in the
      // loop itself; other fields call their compiled parser.
      const leaves = ast.propertySignatures.map((ps) => leafOf(ps.type))
      const kinds = leaves.map((leaf) => leaf?.kind ?? ANY)
      const orUndefined = leaves.map((leaf) => leaf?.orUndefined ?? false)
      const literals = leaves.map((leaf) => leaf?.literals)
      const parsers = ast.propertySignatures.map((ps, i) => (kinds[i] === ANY ? compile(ps.type) : undefined))
      /** The fields before `upTo` present in `record` (those a plain struct's parse kept as they were). */
      const copyOf = (record: Record<PropertyKey, unknown>, upTo: number) => {
        const out: Record<PropertyKey, unknown> = {}
        for (let j = 0; j < upTo; j++) if (hasOwn.call(record, names[j]!)) out[names[j]!] = record[names[j]!]
        return out
      }
      fill = (u, into) => {
        if (typeof u !== "object" || u === null || Array.isArray(u)) return NotSure
        const record = u as Record<PropertyKey, unknown>
        // A class instance is always built (`into`). A plain struct is its input itself while every
        // field parses to itself, and a copy from the first field that does not.
        let out = into
        let present = 0
        // On a plain object a defined value is an own key (no field is named like a prototype member).
        const plainObject = Object.getPrototypeOf(record) === Object.prototype
        for (let i = 0; i < n; i++) {
          const name = names[i]!
          const raw = record[name]
          let v = raw
          if ((raw !== undefined && plainObject) || hasOwn.call(record, name)) present++
          else if (optional[i]) continue
          // Effect's parser (not exact) parses a missing required key as `undefined`, and keeps the key.
          else out ??= copyOf(record, i)
          const kind = kinds[i]!
          if (kind === ANY) {
            v = parsers[i]!(v)
            if (v === NotSure) return NotSure
          } else if (v === undefined) {
            if (!orUndefined[i]) return NotSure
          } else if (kind === LITERALS ? !literals[i]!.has(v) : typeof v !== LEAF_TYPES[kind]) {
            return NotSure
          }
          if (out === undefined && v !== raw) out = copyOf(record, i)
          if (out !== undefined) out[name] = v
        }
        if (out !== undefined) return out
        // Unchanged: the input itself when it is a plain object with no other keys (Effect's output
        // has only the struct's), else a copy of the struct's fields.
        if (!plainObject) return copyOf(record, n)
        let keys = 0
        for (const _ in record) keys++
        return keys === present ? record : copyOf(record, n)
      }
    }
    fills.set(ast, fill)
    return fill
  }

  const transformation = (ast: AST.Transformation): Fast => {
    const t = ast.transformation
    if (!AST.isFinalTransformation(t) && !AST.isComposeTransformation(t)) return viaEffect(ast)
    // Decoding goes from -> to; encoding parses the type side first, then back to the encoded side.
    const first = compile(decoding ? ast.from : ast.to)
    const then = compile(decoding ? ast.to : ast.from)
    if (AST.isComposeTransformation(t)) {
      return (u) => {
        const v = first(u)
        return v === NotSure ? NotSure : then(v)
      }
    }
    const step = decoding ? t.decode : t.encode
    // A Schema class (its fields to the class), decoded: once one instance has been built by the
    // class's own constructor and found to be its fields on the class's prototype, later ones are
    // built that way directly (what the constructor does, without copying the fields twice).
    const fill = decoding && AST.isTypeLiteral(ast.from) && AST.isDeclaration(ast.to) ? structFillOf(ast.from) : undefined
    let proto: object | null | undefined = fill === undefined ? null : undefined
    return (u) => {
      if (proto) return fill!(u, Object.create(proto) as Record<PropertyKey, unknown>)
      const v = first(u)
      if (v === NotSure) return NotSure
      const result = step(v, AST.defaultParseOption, ast, u)
      // Only a synchronous success (an Either); anything else goes to Effect's parser.
      if (!Either.isEither(result) || Either.isLeft(result)) return NotSure
      const out = then(result.right)
      if (proto === undefined && out !== NotSure) proto = classPrototype(ast, v, out)
      return out
    }
  }

  const compileNode = (ast: AST.AST): Fast => {
    switch (ast._tag) {
      case "TypeLiteral": {
        if (ast.indexSignatures.length > 0) return viaEffect(ast)
        // An empty struct is Effect's "not null or undefined", which returns the input itself.
        if (ast.propertySignatures.length === 0) return (u) => (u == null ? NotSure : u)
        const fill = structFillOf(ast)
        if (fill === undefined) return viaEffect(ast)
        return (u) => fill(u, undefined)
      }
      case "TupleType": {
        if (ast.elements.length > 0 || ast.rest.length !== 1) return viaEffect(ast)
        const item = compile(ast.rest[0]!.type)
        // The input itself while every element parses to itself; a copy from the first that does not.
        return (u) => {
          if (!Array.isArray(u)) return NotSure
          let out: Array<unknown> | undefined
          for (let i = 0; i < u.length; i++) {
            const v = item(u[i])
            if (v === NotSure) return NotSure
            if (out === undefined && v !== u[i]) out = u.slice(0, i)
            if (out !== undefined) out.push(v)
          }
          return out ?? u
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
        if (!decoding) {
          // Effect's encoder checks the value against the type side (every refinement), then
          // encodes what the refinements refine.
          const check = decoder().compile(AST.typeAST(ast))
          const encode = compile(withoutRefinements(ast.from))
          return (u) => {
            const v = check(u)
            return v === NotSure ? NotSure : encode(v)
          }
        }
        const from = compile(ast.from)
        return (u) => {
          const v = from(u)
          return v !== NotSure && Option.isNone(ast.filter(v, AST.defaultParseOption, ast)) ? v : NotSure
        }
      }
      case "Transformation":
        return transformation(ast)
      case "Declaration": {
        // What Effect's parser does for a declaration, without its wrapping; a synchronous success only.
        const parse = (decoding ? ast.decodeUnknown : ast.encodeUnknown)(...ast.typeParameters)
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

  /** A node's fast parser, compiled once; nodes with parse options (or, decoding, a fallback) go to Effect. */
  const compile = (ast: AST.AST): Fast => {
    let fast = compiled.get(ast)
    if (fast === undefined) {
      fast =
        Option.isSome(AST.getParseOptionsAnnotation(ast)) || (decoding && Option.isSome(AST.getDecodingFallbackAnnotation(ast)))
          ? viaEffect(ast)
          : compileNode(ast)
      compiled.set(ast, fast)
    }
    return fast
  }
  return { compile }
}

const decoding: Compiler = makeCompiler(true, () => decoding)
const encoding: Compiler = makeCompiler(false, () => decoding)

/**
 * The fast decoder of a schema: the decoded value, or {@link NotSure} (then decode with Effect).
 *
 * @example
 * const fast = fastDecoder(ProductSearchResponse)
 * const value = fast(JSON.parse(text)) // NotSure when the body does not match
 */
export const fastDecoder = (schema: Schema.Schema.AnyNoContext): ((u: unknown) => unknown) => decoding.compile(schema.ast)

/**
 * The fast encoder of a schema: the encoded value, or {@link NotSure} (then encode with Effect).
 *
 * @example
 * const fast = fastEncoder(ItemsParams)
 * const query = fast({ "filter.gtin13s": ["0001111041700"], "filter.modalityTypes": ["PICKUP"] }) // { "filter.gtin13s": "0001111041700", ... }
 */
export const fastEncoder = (schema: Schema.Schema.AnyNoContext): ((u: unknown) => unknown) => encoding.compile(schema.ast)
