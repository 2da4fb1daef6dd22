/**
 * Use cases as the React adapter runs them: a name, a mode and an effect; for reads how long a
 * value stays fresh and which triggers revalidate it; for writes the reads they keep true (set from
 * their result, or invalidated).
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type { AnyOperation, RetryClass } from "../core/Operation.js"
import type * as Schema from "effect/Schema"

/**
 * How the adapter treats a use case: `read` calls are cached by key and arguments, deduplicated
 * and cancelled when their last reader unmounts; `mutation` calls reset their slot, then send, and
 * are never cancelled by an unmount (a submitted change is not lost); `never` calls (state-changing
 * GETs) are neither deduplicated nor cached.
 */
export type UseCaseMode = "read" | "mutation" | "never"

/**
 * The mode of a use case that sends an operation of a retry class: a `read` is a read, a `keyed`
 * write a mutation (one `Idempotency-Key` a run, never cancelled by an unmount), a `never` call
 * (a state-changing GET) `never`.
 *
 * @example
 * modeOf(CartsContract.writeCart.retry) // "mutation"
 */
export const modeOf = (retry: RetryClass): UseCaseMode => (retry === "read" ? "read" : retry === "keyed" ? "mutation" : "never")

/**
 * A read a write makes stale: a read use case (`CartsUseCases.getCart`), an operation's descriptor
 * (`CartsContract.getCarts`: every read that sends it, whatever its use case, so a domain's
 * descriptors name its reads without bringing its services into a bundle), or a domain's contract
 * (`LoyaltyContract`: every read sending one of its operations).
 */
export type ReadRef = { readonly name: string } | { readonly [operation: string]: AnyOperation }

/**
 * What `store.invalidate` takes: a {@link ReadRef}, or a string: a read's name (`"Loyalty.getSummary"`,
 * also every read sending the operation of that name) or an entry's id.
 */
export type ReadTarget = ReadRef | string

/** The names a target stands for: its own, or each of its contract's operations'. */
export const targetNames = (target: ReadTarget): ReadonlyArray<string> =>
  typeof target === "string" ? [target] : typeof target.name === "string" ? [target.name] : Object.values(target).map((op) => op.name)

/**
 * A change of read entries: one entry set to a value (`setEntry`), or every entry holding a value
 * patched (`patchEntries`). Writes return them from `updates`; optimistic runs pass them.
 */
export type EntryChange =
  | {
      readonly _tag: "set"
      readonly read: AnyUseCase
      readonly args: ReadonlyArray<unknown>
      readonly key: string | undefined
      readonly value: unknown
    }
  | {
      readonly _tag: "patch"
      readonly read: AnyUseCase
      readonly key: string | undefined
      /** The new value of an entry from its current value and arguments. */
      readonly update: (value: any, args: any) => unknown // eslint-disable-line @typescript-eslint/no-explicit-any
    }

/**
 * The schema of a read's value, as a use case declares it: any `Schema` of `A` with no
 * requirements (read covariantly, so that a use case stays assignable to one of a wider success
 * type).
 */
export type SuccessSchema<A> = Pick<Schema.Schema<A, unknown, never>, "Type" | "Encoded" | "Context" | "ast">

/** A named use case the adapter can run into a slot. */
export interface UseCase<Args extends ReadonlyArray<unknown>, A, E, R> {
  readonly name: string
  readonly mode: UseCaseMode
  /** Keyed by (and re-run on a change of) the active modality and location. */
  readonly contextDependent: boolean
  /** The Effect that does the work for these arguments: what `useRead` and `useAction` run into the slot. */
  readonly run: (...args: Args) => Effect.Effect<A, E, R>
  /** Reads: how long a value is fresh, in milliseconds (else the table of `staleTimes`). */
  readonly staleTimeMs?: number | undefined
  /**
   * Reads: the schema of the value, taken from the contract descriptor's success schema (the part
   * of it the service answers). A read that declares it can be prefetched on a server and sent to
   * the browser in a snapshot (`dehydrate`, Schema-encoded, so classes, Options and dates survive);
   * a read without it is never dehydrated.
   */
  readonly success?: SuccessSchema<A> | undefined
  /** Reads: revalidate a stale value when the page becomes visible again (default true). */
  readonly refetchOnWindowFocus?: boolean | undefined
  /** Reads: revalidate a stale value when the browser comes back online (default true). */
  readonly refetchOnReconnect?: boolean | undefined
  /**
   * Writes: the scope its runs queue in: writes of one scope (every cart write of the store's
   * shopper: `"Carts"`) are sent one after another, in the order they were run.
   */
  readonly scope?: string | undefined
  /**
   * Writes: once per intent (the contract's `oneShot` operations: purchase, checkout create, a card
   * added, cash back redeemed). A run with arguments equal to one in flight in the same store joins
   * it (one upstream effect, one key); a run again after one failed without an answer (network,
   * timeout) within 5 minutes reuses its `Idempotency-Key`s.
   */
  readonly oneShot?: boolean | undefined
  /** Writes: the reads a success makes stale (those on screen are fetched again). */
  readonly invalidates?: ReadonlyArray<ReadRef> | undefined
  /** The name of the operation it sends, when it sends one (a descriptor named in `invalidates` reaches it). */
  readonly sends?: string | undefined
  /**
   * Reads: the value of each argument left out or `undefined` (by position), so that `[id]` and
   * `[id, "ACTIVE"]` are the same entry when the second argument defaults to `"ACTIVE"`.
   */
  readonly defaults?: ReadonlyArray<unknown> | undefined
  /**
   * Writes: read entries a success sets or patches from its result (before `invalidates`; a set
   * entry is fresh). A method, so that a use case stays assignable to one of a wider success type.
   */
  updates?(value: A, args: Args): ReadonlyArray<EntryChange>
}

/** Any use case. */
export type AnyUseCase = UseCase<any, any, any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The success type of a use case. */
export type UseCaseSuccess<U> = U extends UseCase<infer _Args, infer A, infer _E, infer _R> ? A : never
/** The error union of a use case. */
export type UseCaseError<U> = U extends UseCase<infer _Args, infer _A, infer E, infer _R> ? E : never
/** The services a use case needs. */
export type UseCaseServices<U> = U extends UseCase<infer _Args, infer _A, infer _E, infer R> ? R : never

/**
 * What {@link defineUseCase} takes: a use case's name, mode and context flag written down, or the
 * operation it sends, which gives all three (`name` may still be given, for a use case named
 * otherwise than the one operation it sends).
 */
export type UseCaseDefinition<Args extends ReadonlyArray<unknown>, A, E, R> = Omit<
  UseCase<Args, A, E, R>,
  "name" | "mode" | "contextDependent" | "sends"
> &
  (
    | {
        readonly name: string
        readonly mode: UseCaseMode
        readonly contextDependent?: boolean
        readonly operation?: undefined
      }
    | {
        /** The one operation it sends: its name (unless `name` is given), mode from its retry class, its `contextDependent`. */
        readonly operation: AnyOperation
        readonly name?: string
        readonly mode?: undefined
        readonly contextDependent?: undefined
      }
  )

/**
 * Defines a use case. It has no side effects: the library's own tables mark each call with a
 * pure annotation for bundlers (not spelled out here: Rollup would read it in this comment), so a
 * table an app never reads is left out of its bundle with the services it names (the first
 * screen's data layer shrank by about 13 KB of minified code when they were marked).
 *
 * Given the `operation` it sends, a use case takes its name, mode ({@link modeOf} its retry class)
 * and context dependence from the descriptor. `fromOperation` also takes its `run` from the
 * service method and a read's `success` from the descriptor: the library's tables are made so.
 *
 * @example
 * const searchByZip = defineUseCase({
 *   name: "Stores.searchByZip", mode: "read",
 *   run: (zip: string) => Effect.flatMap(Stores, (s) => s.searchByZip(zip))
 * })
 * const getItems = defineUseCase({
 *   operation: ItemsContract.getItems, // "Items.getItems", "read", context-dependent
 *   run: (query: ItemsQuery) => Effect.flatMap(Items, (s) => s.getItems(query))
 * })
 * const addToCart = defineUseCase({
 *   name: "Carts.addToCart", mode: "mutation",
 *   run: (upc: string, quantity: number) => Effect.flatMap(Carts, (s) => s.addToCart(upc, quantity)),
 *   updates: (cart) => [setEntry(getCart, [cart.profileId], Option.some(cart))],
 *   invalidates: [getCartSavings]
 * })
 */
export const defineUseCase = <Args extends ReadonlyArray<unknown>, A, E, R>(
  definition: UseCaseDefinition<Args, A, E, R>
): UseCase<Args, A, E, R> => {
  const { operation, name, mode, contextDependent, ...rest } = definition
  return operation === undefined
    ? { ...rest, name, mode, contextDependent: contextDependent ?? false }
    : {
        ...rest,
        name: name ?? operation.name,
        mode: modeOf(operation.retry),
        contextDependent: operation.contextDependent,
        sends: operation.name,
        ...(operation.oneShot === true ? { oneShot: true } : {})
      }
}

/**
 * The arguments of a read entry as the store keys and runs them: each one left out or `undefined`
 * takes the use case's default at its position (trailing `undefined`s are no part of a key).
 */
export const entryArgs = (useCase: AnyUseCase, args: ReadonlyArray<unknown>): ReadonlyArray<unknown> => {
  const defaults = useCase.defaults
  if (defaults === undefined) return args
  const out = Array.from({ length: Math.max(args.length, defaults.length) }, (_, i) => (args[i] === undefined ? defaults[i] : args[i]))
  return out.length === args.length && out.every((a, i) => a === args[i]) ? args : out
}

/**
 * Sets one read entry (use case, arguments, key) to a value: a write's result that is what the
 * read would answer now. The entry is fresh afterwards, and a fetch of it in flight is dropped.
 *
 * @example
 * updates: (cart) => [setEntry(CartsUseCases.getCart, [cart.profileId], Option.some(cart))]
 */
export const setEntry = <Args extends ReadonlyArray<unknown>, A>(
  read: UseCase<Args, A, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  args: Args,
  value: A,
  key?: string
): EntryChange => ({ _tag: "set", read, args, key, value })

/**
 * Patches every entry of a read that holds a value (of one key when given): `update` receives the
 * value and the entry's arguments and returns the new value.
 *
 * @example
 * patchEntries(CouponsUseCases.getCoupons, (list) => ({ ...list, coupons: list.coupons.map((c) => (c.id === id ? clipped : c)) }))
 */
export const patchEntries = <Args extends ReadonlyArray<unknown>, A>(
  read: UseCase<Args, A, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  update: (value: A, args: Args) => A,
  key?: string
): EntryChange => ({ _tag: "patch", read, key, update })
