/**
 * The friends-and-family use cases: fetch is a read; opt-in and opt-out change state and run in
 * `never` mode (neither deduplicated nor shared, like their retry class).
 *
 * @since 0.1.0
 */
import { FriendsAndFamilyContract } from "../../contract/friends-and-family.js"
import { FriendsAndFamily } from "../../services/FriendsAndFamily.js"
import { fromOperation } from "../fromOperation.js"

const fetch = /* @__PURE__ */ fromOperation(FriendsAndFamily, FriendsAndFamilyContract.fetchFriendsAndFamily)

/** Friends-and-family use cases; opting in or out makes the fetch stale. */
export const FriendsAndFamilyUseCases = {
  fetch,
  optIn: /* @__PURE__ */ fromOperation(FriendsAndFamily, FriendsAndFamilyContract.optIn, { invalidates: [fetch] }),
  optOut: /* @__PURE__ */ fromOperation(FriendsAndFamily, FriendsAndFamilyContract.optOut, { invalidates: [fetch] })
} as const
