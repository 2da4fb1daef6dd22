/**
 * Services loaded with their first call: an app's pages that use a domain's services load them
 * with the page, and the first screen's script does not carry them.
 *
 * @since 0.3.0
 */
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as SynchronizedRef from "effect/SynchronizedRef"

/** A use case: a method returning an effect (what a stand-in forwards). */
type UseCase = (...args: ReadonlyArray<never>) => Effect.Effect<unknown, unknown, unknown>

/** A service whose members are use cases (`_tag` aside, which its class sets). */
type UseCases<S> = { readonly [M in keyof S]: M extends "_tag" ? unknown : UseCase }

/** The library's service class named `Name`: its key says the name, its members are use cases. */
interface LazyServiceClass<Name extends string, S> {
  readonly key: `atlas-client/${Name}`
  readonly Default: Layer.Layer<never, never, unknown>
  new (_: never): UseCases<S>
}

/**
 * What {@link lazyServices} is given: by service name, a loader of a module that exports the
 * service class under that name (`Customer: () => import("./account.js")`, where `account.ts`
 * re-exports `Customer`).
 */
export type LazyServiceLoaders<L> = {
  readonly [Name in keyof L]: Name extends string
    ? () => Promise<{ readonly [N in Name]: LazyServiceClass<Name, InstanceType<ClassOf<L, Name>>> }>
    : never
}

type ClassOf<L, Name extends keyof L> = L[Name] extends () => Promise<infer M> ? M[Name & keyof M] : never

/** The services a {@link lazyServices} layer provides. */
type Provided<L> = { [Name in keyof L]: Context.Tag.Identifier<ClassOf<L, Name>> }[keyof L]

/** What those services' layers need (the client). */
type Needed<L> = { [Name in keyof L]: Layer.Layer.Context<ClassOf<L, Name>["Default"]> }[keyof L]

/**
 * One layer of services each loaded with its first call. For each name, it provides a stand-in
 * under the service's tag whose methods, on the first call of any, call the loader (a dynamic
 * `import()`, so a bundler splits the module off) and build the service's own layer once, in a
 * fiber of the runtime's scope, uninterruptibly (a caller interrupted meanwhile stops waiting; the
 * build goes on for the next; a module that failed to load is loaded again by the next call), then
 * forward each call; a call answers what the service answers,
 * its typed errors included. Names are checked against the classes' keys: a module that does not export the class
 * named, or a service with members other than use cases (`ShoppingContext`), does not compile.
 * One layer for all (rather than one layer each, merged: each costs a fiber and a scope as the
 * runtime is built).
 *
 * @example
 * ```ts
 * // account.ts holds `export { Customer, Passbook } from "atlas-client"`: only these loaders import it.
 * const account = () => import("./account.js")
 *
 * export const services = Layer.mergeAll(Stores.Default, lazyServices({ Customer: account, Passbook: account })).pipe(
 *   Layer.provideMerge(atlasClient(Environment.prod()))
 * )
 * ```
 */
export const lazyServices = <L extends LazyServiceLoaders<L>>(loaders: L): Layer.Layer<Provided<L>, never, Needed<L>> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const context = yield* Effect.context<never>()
      const scope = yield* Effect.scope
      let standIns = Context.empty()
      for (const [name, load] of Object.entries<() => Promise<Record<string, LazyServiceClass<string, unknown>>>>(loaders)) {
        const tag = Context.GenericTag<never, Record<string, UseCase>>(`atlas-client/${name}`)
        // Built once, in a fiber of the runtime's scope: a caller interrupted while it loads stops waiting, no more.
        // A build that failed (its module did not load) is forgotten, so the next call tries again.
        const build = Effect.flatMap(Effect.promise(load), ({ [name]: loaded }) =>
          Effect.map(Layer.buildWithScope(loaded!.Default, scope), Context.get(tag))
        )
        const current = yield* SynchronizedRef.make(Option.none<Deferred.Deferred<Record<string, UseCase>>>())
        const started = Effect.gen(function* () {
          const built = yield* Deferred.make<Record<string, UseCase>>()
          const run = Effect.flatMap(Effect.exit(Effect.uninterruptible(Effect.provide(build, context))), (exit) =>
            Effect.zipRight(Exit.isFailure(exit) ? SynchronizedRef.set(current, Option.none()) : Effect.void, Deferred.done(built, exit))
          )
          yield* Effect.forkIn(run, scope)
          return [built, Option.some(built)] as const
        })
        const service = Effect.flatMap(
          SynchronizedRef.modifyEffect(current, (held) =>
            Option.match(held, { onNone: () => started, onSome: (built) => Effect.succeed([built, held] as const) })
          ),
          Deferred.await
        )
        const standIn: Record<string, UseCase> = new Proxy(
          {},
          {
            // Symbols, `then` (no promise) and `Object`'s own members (`toString`…) are not forwarded.
            get: (target, member) =>
              typeof member !== "string" || member === "then" || member in target
                ? Reflect.get(target, member)
                : (...args: ReadonlyArray<never>) => Effect.flatMap(service, (s) => s[member]!(...args))
          }
        )
        standIns = Context.add(standIns, tag, standIn)
      }
      // Built name by name, which the types do not follow: the signature says what it provides and needs.
      return standIns
    })
  ) as never
