/**
 * What the contract's checks refuse, said in the document's JSON Schema: blank strings, and the
 * cross-field rules of payloads. A check written as
 * a predicate (`Schema.filter((s) => s.trim() !== "")`) carries no JSON Schema of its own, and a
 * check on a trimmed string (`Schema.Trim.pipe(Schema.nonEmptyString())`) is lost behind the
 * transformation (the document describes the encoded side: "a string that will be trimmed"). A
 * generated client or a fuzzer then sends `""` or `" "` the document allows and the server refuses.
 *
 * {@link documentedChecks} rewrites a schema for the document only (the server decodes with the
 * contract's own): a predicate on a string that refuses `""` says `minLength: 1`, and `pattern:
 * "\\S"` when it refuses `" "` too; a predicate on a list of strings that refuses `[" "]` but
 * takes `[" ", "x"]` says the list `contains` a line with something in it (an address's lines); a
 * check on a trimmed string is described on the trimmed string (`Trimmed`: no leading or trailing
 * white space), with its own bounds. What each check refuses is found by decoding samples with it:
 * derived, never restated.
 *
 * A cross-field rule (a cart line names an `id` or a `upc`) is a predicate JSON Schema cannot be
 * derived from: its JSON Schema is written here, beside the document, keyed by the schema that
 * checks it, rather than as an annotation every browser bundle would carry.
 */
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"
import { CartLineInput, CartSavingsRequest } from "../schema/carts.js"
import { ModalityOptionsRequest } from "../schema/modality.js"

/** One of two properties is required. */
const eitherOf = (a: string, b: string) => ({ allOf: [{ anyOf: [{ required: [a] }, { required: [b] }] }] })

/** The payloads' cross-field rules in JSON Schema, by the refinement that checks each. */
const crossFieldRules = new Map<AST.AST, object>([
  [CartLineInput.ast, eitherOf("id", "upc")],
  [CartSavingsRequest.ast, eitherOf("cartId", "lineItems")],
  [ModalityOptionsRequest.ast, eitherOf("postalCode", "location")]
])

const refuses = (ast: AST.AST, input: unknown): boolean => Either.isLeft(Schema.decodeUnknownEither(Schema.make(ast))(input))

/** The node a chain of refinements starts from. */
const bottomOf = (ast: AST.AST): AST.AST => (AST.isRefinement(ast) ? bottomOf(ast.from) : ast)

const isStringEncoded = (ast: AST.AST): boolean =>
  AST.isStringKeyword(ast) || ((AST.isRefinement(ast) || AST.isTransformation(ast)) && isStringEncoded(ast.from))

const isStringList = (ast: AST.AST): boolean =>
  AST.isRefinement(ast)
    ? isStringList(ast.from)
    : AST.isTupleType(ast) && ast.elements.length === 0 && ast.rest.length === 1 && isStringEncoded(ast.rest[0]!.type)

/** What a predicate without JSON Schema of its own refuses, in JSON Schema (none when it refuses no blank). */
const blanksRefused = (ast: AST.Refinement): object | undefined => {
  if (isStringEncoded(ast) && refuses(ast, ""))
    return refuses(ast, " ") && !hasPattern(ast.from) ? { minLength: 1, pattern: "\\S" } : { minLength: 1 }
  if (isStringList(ast) && refuses(ast, [" "]) && !refuses(ast, [" ", "x"])) return { contains: { type: "string", pattern: "\\S" } }
  return undefined
}

const hasPattern = (ast: AST.AST): boolean => {
  const own = AST.getJSONSchemaAnnotation(ast).pipe(Option.exists((j) => "pattern" in j))
  return own || (AST.isRefinement(ast) && hasPattern(ast.from))
}

/** A refinement chain with its bottom replaced. */
const rebase = (ast: AST.AST, bottom: AST.AST): AST.AST =>
  AST.isRefinement(ast) ? new AST.Refinement(rebase(ast.from, bottom), ast.filter, ast.annotations) : bottom

const refinement = (ast: AST.Refinement, rewrite: (ast: AST.AST) => AST.AST): AST.AST => {
  const bottom = bottomOf(ast)
  // A check on a trimmed (or otherwise rewritten) string: described on the string it checks.
  if (AST.isTransformation(bottom) && isStringEncoded(bottom.from) && isStringEncoded(bottom.to)) return rebase(ast, bottom.to)
  const from = rewrite(ast.from)
  const said = crossFieldRules.get(ast) ?? (Option.isSome(AST.getJSONSchemaAnnotation(ast)) ? undefined : blanksRefused(ast))
  if (said === undefined) return from === ast.from ? ast : new AST.Refinement(from, ast.filter, ast.annotations)
  return new AST.Refinement(from, ast.filter, { ...ast.annotations, [AST.JSONSchemaAnnotationId]: said })
}

/** The schema the document describes in place of `schema` (see the module's description). */
export const documentedChecks = <S extends Schema.Schema.AnyNoContext>(schema: S): Schema.Schema.AnyNoContext => {
  const seen = new Map<AST.AST, AST.AST>()
  const rewrite = (ast: AST.AST): AST.AST => {
    const known = seen.get(ast)
    if (known !== undefined) return known
    const made = rewriteNode(ast)
    seen.set(ast, made)
    return made
  }
  const same = <A>(before: ReadonlyArray<A>, after: ReadonlyArray<A>) => before.every((a, i) => a === after[i])
  const rewriteNode = (ast: AST.AST): AST.AST => {
    switch (ast._tag) {
      case "Refinement":
        return refinement(ast, rewrite)
      case "Transformation": {
        const from = rewrite(ast.from)
        return from === ast.from ? ast : new AST.Transformation(from, ast.to, ast.transformation, ast.annotations)
      }
      case "TypeLiteral": {
        const props = ast.propertySignatures.map((p) => {
          const type = rewrite(p.type)
          return type === p.type ? p : new AST.PropertySignature(p.name, type, p.isOptional, p.isReadonly, p.annotations)
        })
        return same(ast.propertySignatures, props) ? ast : new AST.TypeLiteral(props, ast.indexSignatures, ast.annotations)
      }
      case "Union": {
        const types = ast.types.map(rewrite)
        return same(ast.types, types) ? ast : AST.Union.make(types, ast.annotations)
      }
      case "TupleType": {
        const elements = ast.elements.map((e) => {
          const type = rewrite(e.type)
          return type === e.type ? e : new AST.OptionalType(type, e.isOptional, e.annotations)
        })
        const rest = ast.rest.map((r) => {
          const type = rewrite(r.type)
          return type === r.type ? r : new AST.Type(type, r.annotations)
        })
        return same(ast.elements, elements) && same(ast.rest, rest)
          ? ast
          : new AST.TupleType(elements, rest, ast.isReadonly, ast.annotations)
      }
      default:
        return ast
    }
  }
  const ast = rewrite(schema.ast)
  return ast === schema.ast ? schema : Schema.make(ast)
}
