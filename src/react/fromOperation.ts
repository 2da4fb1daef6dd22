/**
 * Use cases made from the operation they send: the descriptor gives the name, the mode, the
 * context flag, `oneShot` and (for reads) the value's schema; the service gives `run`. A use case
 * then states only what the contract does not know: the reads a write keeps true, its queue scope,
 * a read's defaults and freshness.
 *
 * @since 0.3.0
 */
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import type { AnyOperation } from "../core/Operation.js"
import { type EntryChange, modeOf, type ReadRef, type SuccessSchema, type UseCase } from "./UseCase.js"

/** A service's methods that answer an Effect. */
type Methods<Svc> = {
  readonly [K in keyof Svc & string]: Svc[K] extends (...args: ReadonlyArray<never>) => Effect.Effect<unknown, unknown, unknown> ? K : never
}[keyof Svc & string]

/** The method part of an operation's name: `"Carts.getCarts"` → `"getCarts"`. */
type MethodOf<N> = N extends `${string}.${infer M}` ? M : never

/** The use case that runs a service's method (the service itself among what it needs). */
type UseCaseOf<I, F> = F extends (...args: infer Args) => Effect.Effect<infer A, infer E, infer R> ? UseCase<Args, A, E, R | I> : never

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never
/** A struct's one field, else the struct. */
type Only<S> = S extends { readonly fields: infer F }
  ? [keyof F] extends [never]
    ? S
    : IsUnion<keyof F> extends false
      ? F[keyof F]
      : S
  : S
/** The part of an answer's schema a service returns by rule: its `data` (else itself), or that struct's one field. */
type Unwrapped<S> = S extends { readonly fields: { readonly data: infer D } } ? Only<D> : Only<S>
/** Whether the schema's type is exactly the service's answer. */
type Answers<S, A> =
  S extends Schema.Schema<infer T, infer _I, never> ? ([A] extends [T] ? ([T] extends [A] ? true : false) : false) : false

/**
 * A read's `success`: derived (left out here) when the part of the answer the rule picks is
 * exactly what the service returns; else given (a schema its answer encodes with), or `false` for
 * a read never dehydrated.
 */
type SuccessOption<Op extends AnyOperation, A> = Op["retry"] extends "read"
  ? Answers<Unwrapped<Op["success"]>, A> extends true
    ? { readonly success?: SuccessSchema<unknown> | false }
    : { readonly success: SuccessSchema<unknown> | false }
  : {}

/** What a use case made by {@link fromOperation} states itself: what the contract does not know. */
export type Stated<Op extends AnyOperation, U> =
  U extends UseCase<infer Args, infer A, infer _E, infer _R>
    ? SuccessOption<Op, A> & {
        /** Its name, when it is not the operation's (or `Domain.method` given a method). */
        readonly name?: string
        readonly staleTimeMs?: number
        readonly refetchOnWindowFocus?: boolean
        readonly refetchOnReconnect?: boolean
        readonly defaults?: { readonly [K in keyof Args]?: Args[K] | undefined }
        readonly scope?: string
        readonly invalidates?: ReadonlyArray<ReadRef>
        /** Writes: the read entries a success sets or patches from its result. */
        updates?(value: A, args: Args): ReadonlyArray<EntryChange>
      }
    : never

/** The part of the answer a service returns by rule (see {@link Unwrapped}). */
const unwrapped = (schema: { readonly fields?: Readonly<Record<string, unknown>> }): unknown => {
  let fields = schema.fields
  if (fields?.data !== undefined) fields = (schema = fields.data as typeof schema).fields
  const keys = fields === undefined ? [] : Object.keys(fields)
  return keys.length === 1 ? fields![keys[0]!] : schema
}

/**
 * Makes the use case of the service method named by an operation (`"Carts.getCarts"` runs
 * `Carts.getCarts`): its name, mode ({@link modeOf} the retry class), `contextDependent` and
 * `oneShot` are the descriptor's; a read's `success` is the part of the descriptor's answer the
 * service returns (its `data`, or that struct's one field), checked against the method's answer
 * type: where they differ the read states its schema, or `false`. Give `method` for a use case over
 * a method named otherwise (it is then named `Domain.method`).
 *
 * @example
 * const getStoreDetails = fromOperation(Stores, StoresContract.getStoreDetails)
 * const addToCart = fromOperation(Carts, CartsContract.writeCart, {
 *   method: "addToCart",
 *   updates: (cart) => [setEntry(getCart, [cart.profileId], Option.some(cart))],
 *   invalidates: [CartsContract.getCartSavings]
 * })
 */
export function fromOperation<I, Svc, Op extends AnyOperation & { readonly name: `${string}.${Methods<Svc>}` }>(
  service: Context.Tag<I, Svc>,
  operation: Op,
  ...stated: {} extends Stated<Op, UseCaseOf<I, Svc[MethodOf<Op["name"]> & keyof Svc]>>
    ? [Stated<Op, UseCaseOf<I, Svc[MethodOf<Op["name"]> & keyof Svc]>>?]
    : [Stated<Op, UseCaseOf<I, Svc[MethodOf<Op["name"]> & keyof Svc]>>]
): UseCaseOf<I, Svc[MethodOf<Op["name"]> & keyof Svc]>
export function fromOperation<I, Svc, Op extends AnyOperation, M extends Methods<Svc>>(
  service: Context.Tag<I, Svc>,
  operation: Op,
  stated: { readonly method: M } & Stated<Op, UseCaseOf<I, Svc[M]>>
): UseCaseOf<I, Svc[M]>
export function fromOperation(
  service: Context.Tag<unknown, Readonly<Record<string, (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>>>>,
  operation: AnyOperation,
  stated: { readonly method?: string; readonly name?: string; readonly success?: unknown } = {}
): UseCase<ReadonlyArray<unknown>, unknown, unknown, unknown> {
  const { method, name, success, ...rest } = stated
  const [domain, own] = operation.name.split(".")
  const mode = modeOf(operation.retry)
  return {
    ...rest,
    name: name ?? (method === undefined ? operation.name : `${domain}.${method}`),
    mode,
    contextDependent: operation.contextDependent,
    sends: operation.name,
    oneShot: operation.oneShot,
    // The descriptor's schema, typed `AnySchema`, is the service's answer type by the check above.
    success:
      mode === "read" && success !== false ? ((success ?? unwrapped(operation.success as object)) as SuccessSchema<unknown>) : undefined,
    run: (...args) => Effect.flatMap(service, (s) => s[method ?? own!]!(...args))
  }
}
