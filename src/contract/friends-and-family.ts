/**
 * The `friends-and-family` operations of operations.tsv: fetch, opt-in and opt-out, three GETs.
 * Opt-in and opt-out change state: retry class `never` (not retried, not deduplicated).
 *
 * @since 0.1.0
 */
import { FriendsAndFamilyResponse } from "../schema/friends-and-family.js"
import { make } from "../core/Operation.js"

/** GET /friends-and-family/: the shopper's programme state. */
export const fetchFriendsAndFamily = make({
  domain: "friends-and-family",
  name: "FriendsAndFamily.fetch",
  requestKind: "friends and family",
  summary: "The shopper's friends-and-family state",
  method: "GET",
  path: "/friends-and-family/",
  retry: "read",
  success: FriendsAndFamilyResponse,
  errors: [401, 500]
})

/** GET /friends-and-family/opt-in: join the programme (changes state). */
export const optIn = make({
  domain: "friends-and-family",
  name: "FriendsAndFamily.optIn",
  requestKind: "friends and family opt-in",
  summary: "Opt in to friends and family",
  method: "GET",
  path: "/friends-and-family/opt-in",
  retry: "never",
  success: FriendsAndFamilyResponse,
  errors: [401, 403, 500]
})

/** GET /friends-and-family/opt-out: leave the programme (changes state). */
export const optOut = make({
  domain: "friends-and-family",
  name: "FriendsAndFamily.optOut",
  requestKind: "friends and family opt-out",
  summary: "Opt out of friends and family",
  method: "GET",
  path: "/friends-and-family/opt-out",
  retry: "never",
  success: FriendsAndFamilyResponse,
  errors: [401, 500]
})

/** Every friends-and-family operation. */
export const FriendsAndFamilyContract = { fetchFriendsAndFamily, optIn, optOut } as const
