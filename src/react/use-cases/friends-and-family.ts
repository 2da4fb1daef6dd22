/**
 * The friends-and-family use cases: fetch is a read; opt-in and opt-out change state and run in
 * `never` mode (neither deduplicated nor shared, like their retry class).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { FriendsAndFamilyContract } from "../../contract/friends-and-family.js"
import { FriendsAndFamily } from "../../services/FriendsAndFamily.js"
import { defineUseCase } from "../UseCase.js"

const fetch = /* @__PURE__ */ defineUseCase({
  name: "FriendsAndFamily.fetch",
  mode: "read",
  // The programme's state as the service answers it, so a server's snapshot carries it.
  success: FriendsAndFamilyContract.fetchFriendsAndFamily.success.fields.data,
  run: () => Effect.flatMap(FriendsAndFamily, (f) => f.fetch())
})

/** Friends-and-family use cases; opting in or out makes the fetch stale. */
export const FriendsAndFamilyUseCases = {
  fetch,
  optIn: /* @__PURE__ */ defineUseCase({
    name: "FriendsAndFamily.optIn",
    mode: "never",
    run: () => Effect.flatMap(FriendsAndFamily, (f) => f.optIn()),
    invalidates: [fetch]
  }),
  optOut: /* @__PURE__ */ defineUseCase({
    name: "FriendsAndFamily.optOut",
    mode: "never",
    run: () => Effect.flatMap(FriendsAndFamily, (f) => f.optOut()),
    invalidates: [fetch]
  })
} as const
