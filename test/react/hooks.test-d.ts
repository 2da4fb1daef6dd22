// Type tests: hook results are typed from the service method (success type and error union).
// Checked by `npm run typecheck` (tsc); a wrong type here fails `npm test`.
import { expectTypeOf } from "vitest"
import type {
  ClientError,
  IdempotencyKeyReused,
  InvalidZip,
  RequestValidationError,
  ResponseDecodeError,
  Store,
  UpstreamError
} from "atlas-client"
import {
  type SlotState,
  StoresUseCases,
  type UnexpectedError,
  useAction,
  useRead,
  useReadView,
  type UseCaseError,
  type UseCaseSuccess
} from "atlas-client/react"

type AtlasErrors = UpstreamError | IdempotencyKeyReused | ClientError | RequestValidationError | ResponseDecodeError

expectTypeOf<UseCaseSuccess<typeof StoresUseCases.getStoreDetails>>().toEqualTypeOf<Store>()
expectTypeOf<UseCaseError<typeof StoresUseCases.getStoreDetails>>().toEqualTypeOf<AtlasErrors>()
expectTypeOf<UseCaseError<typeof StoresUseCases.searchByZip>>().toEqualTypeOf<AtlasErrors | InvalidZip>()

declare const details: ReturnType<typeof useRead<[string], Store, AtlasErrors, never>>
expectTypeOf(details.state).toEqualTypeOf<SlotState<Store, AtlasErrors>>()

// `select` types the state by the part it maps to; without it the state holds the use case's value.
export const useSelectedName = () =>
  useReadView(StoresUseCases.getStoreDetails, ["01400316"], { select: (store) => store.name, placeholder: "previous" })
expectTypeOf<ReturnType<typeof useSelectedName>["state"]>().toEqualTypeOf<SlotState<string, AtlasErrors>>()
export const useWholeStore = () => useReadView(StoresUseCases.getStoreDetails, ["01400316"], { placeholder: "previous" })
expectTypeOf<ReturnType<typeof useWholeStore>["state"]>().toEqualTypeOf<SlotState<Store, AtlasErrors>>()

const narrow = (state: SlotState<Store, AtlasErrors | InvalidZip>) => {
  if (state.status === "success") expectTypeOf(state.value).toEqualTypeOf<Store>()
  if (state.status === "client-error") expectTypeOf(state.error).toEqualTypeOf<AtlasErrors | InvalidZip | UnexpectedError>()
  if (state.status === "response-error") expectTypeOf(state.error).toEqualTypeOf<AtlasErrors | InvalidZip>()
}
void narrow

declare const search: ReturnType<typeof useAction<[string, { readonly modality?: "PICKUP" | "IN_STORE" }?], unknown, unknown, never>>
expectTypeOf(search.run).parameters.toEqualTypeOf<[string, { readonly modality?: "PICKUP" | "IN_STORE" }?]>()
export function WrongArguments() {
  // @ts-expect-error: a store details read takes a string id
  useRead(StoresUseCases.getStoreDetails, [42])
}
