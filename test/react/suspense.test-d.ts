// Type tests of Suspense reads, the boundary's error and the success schemas use cases declare.
// Checked by `npm run typecheck` (tsc); a wrong type here fails `npm test`.
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type * as Option from "effect/Option"
import { expectTypeOf } from "vitest"
import type { Cart, Store } from "atlas-client"
import { CartsUseCases, defineUseCase, StoresUseCases, type SuccessSchema, type UseCaseSuccess } from "atlas-client/react"
import { type ErrorFallbackProps, useSuspenseRead } from "atlas-client/react/suspense"

// The value is always there, typed by the use case.
declare const read: ReturnType<typeof useSuspenseRead<[string], Store, never, never>>
expectTypeOf(read.value).toEqualTypeOf<Store>()

// A declared schema is one of the use case's value.
expectTypeOf(StoresUseCases.getStoreDetails.success).toEqualTypeOf<SuccessSchema<Store> | undefined>()
expectTypeOf<UseCaseSuccess<typeof CartsUseCases.getCart>>().toEqualTypeOf<Option.Option<Cart>>()
defineUseCase({ name: "App.answer", mode: "read", success: Schema.Number, run: () => Effect.succeed(42) })
defineUseCase({
  name: "App.answer",
  mode: "read",
  success: Schema.String,
  // @ts-expect-error a schema of another type than the use case's value
  run: () => Effect.succeed(42)
})

// The fallback's error is the boundary's type.
expectTypeOf<ErrorFallbackProps<RangeError>["error"]>().toEqualTypeOf<RangeError>()
