/**
 * Types to the provider: the provider and hooks of an app whose runtime supplies the services
 * `R`. A hook whose use case needs a service outside `R`, or a provider whose runtime (or layer)
 * lacks one of `R`, is a compile error instead of the shopper's "Service not found".
 *
 * @since 0.2.0
 */
import type * as ManagedRuntime from "effect/ManagedRuntime"
import type { ReactNode } from "react"
import { AtlasProvider, type AtlasProviderProps, useAtlasRuntime } from "./AtlasProvider.js"
import { type ActionOptions, type ActionResult, type ReadOptions, type ReadResult, useAction, useRead } from "./hooks.js"
import type { UseCase } from "./UseCase.js"
import { type ReadViewOptions, useReadView } from "./useReadView.js"

/** The provider and hooks of an app whose runtime supplies `R`. */
export interface AtlasReact<R> {
  /** Takes a runtime (or layer) that supplies every service of `R`. */
  readonly AtlasProvider: (props: AtlasProviderProps<R>) => ReactNode
  /** `useRead` for use cases whose services are all in `R`. */
  readonly useRead: <Args extends ReadonlyArray<unknown>, A, E, RU extends R>(
    useCase: UseCase<Args, A, E, RU>,
    args: Args | undefined,
    options?: ReadOptions
  ) => ReadResult<A, E>
  /** `useReadView` for use cases whose services are all in `R`. */
  readonly useReadView: <Args extends ReadonlyArray<unknown>, A, E, RU extends R, S = A>(
    useCase: UseCase<Args, A, E, RU>,
    args: Args | undefined,
    options?: ReadViewOptions<A, S>
  ) => ReadResult<S, E>
  /** `useAction` for use cases whose services are all in `R`. */
  readonly useAction: <Args extends ReadonlyArray<unknown>, A, E, RU extends R>(
    useCase: UseCase<Args, A, E, RU>,
    options?: ActionOptions<Args>
  ) => ActionResult<Args, A, E>
  /** The provider's runtime, typed. */
  readonly useAtlasRuntime: () => ManagedRuntime.ManagedRuntime<R, unknown>
}

/**
 * The app's provider and hooks, typed by the services of its runtime. Call it once in a module of
 * the app and import the hooks from there; the functions are the ones `atlas-client/react` exports
 * (which accept any use case), so both can be mixed under one provider.
 *
 * @example
 * // atlas.ts
 * export const runtime = ManagedRuntime.make(Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod()))))
 * export const { AtlasProvider, useRead, useAction } = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()
 * // useRead(CartsUseCases.getCart, [profileId]) // compile error: Carts is not in the runtime
 */
export const createAtlasReact = <R>(): AtlasReact<R> => ({ AtlasProvider, useRead, useReadView, useAction, useAtlasRuntime })
