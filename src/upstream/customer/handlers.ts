/**
 * Reference-upstream handlers of the `customer` operations: the profile per signed-in shopper (with
 * the profile service's pbsg errors), the profile context, and preferences per shopper (or per
 * session when anonymous).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CustomerContract } from "../../contract/customer.js"
import { ProfileErrorCode } from "../../errors/catalogue.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { formatId } from "../ids.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import * as Q from "./queries.js"

type Ctx = CallContext<AtlasState>

const bookOf = (ctx: Ctx) => ctx.state.customer.preferences.get(ownerOf(ctx)) ?? []
const nextId = (ctx: Ctx) => () => {
  ctx.state.customer.counter.value += 1
  return formatId("pref", ctx.state.customer.counter.value)
}

/** The customer routes. */
export const customerRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(CustomerContract.getCustomerProfile, ({ urlParams }, ctx: Ctx) => {
    if (ctx.shopper === undefined) return Effect.fail(fail(401, ProfileErrorCode, "userId is empty"))
    const record = ctx.state.customer.profiles.get(ctx.shopper.shopperId)
    if (record === undefined) return Effect.fail(fail(404, ProfileErrorCode, "data is not present"))
    if (record.userId.trim() === "") return Effect.fail(fail(400, ProfileErrorCode, "userId is empty"))
    if (record.email.trim() === "") return Effect.fail(fail(400, ProfileErrorCode, "email address is empty"))
    const banner = urlParams["filter.banner"] ?? ctx.request.headers.get("x-banner") ?? record.banner ?? ""
    if (banner.trim() === "") return Effect.fail(fail(400, ProfileErrorCode, "banner is empty"))
    const profile = Q.profileView(
      record,
      banner,
      urlParams["filter.detailLevel"] ?? "basic",
      urlParams.projections ?? "customerProfile.compact"
    )
    return Effect.succeed({ data: { profile } })
  }),

  route(CustomerContract.getProfileContext, (_, ctx: Ctx) => {
    const record = ctx.shopper === undefined ? undefined : ctx.state.customer.profiles.get(ctx.shopper.shopperId)
    const identity = Q.identityOf(record)
    return Effect.succeed({
      data:
        record === undefined
          ? { identity }
          : {
              identity,
              ...(record.banner === undefined ? {} : { banner: record.banner }),
              preferredStoreId: record.preferredStoreId,
              premiumState: record.premiumState,
              accountState: record.accountState
            }
    })
  }),

  route(CustomerContract.createPreference, ({ payload }, ctx: Ctx) => {
    const book = bookOf(ctx)
    if (book.some((p) => p.name === payload.name)) {
      return Effect.fail(fail(400, "PREFERENCE_EXISTS", `A preference named ${payload.name} exists; update it instead`))
    }
    const next = Q.upsertPreferences(book, [payload], nextId(ctx), ctx.now)
    ctx.state.customer.preferences.set(ownerOf(ctx), next)
    const preference = next[next.length - 1]
    return preference === undefined ? Effect.fail(fail(500, "unknown", "preference not stored")) : Effect.succeed({ data: { preference } })
  }),

  route(CustomerContract.getPreferences, ({ urlParams }, ctx: Ctx) => {
    const preferences = Q.filterPreferences(bookOf(ctx), urlParams["filter.names"], urlParams["filter.category"])
    return Effect.succeed({ data: { preferences }, meta: { total: preferences.length } })
  }),

  route(CustomerContract.putPreferences, ({ payload }, ctx: Ctx) => {
    const names = payload.preferences.map((p) => p.name)
    const duplicate = names.find((n, i) => names.indexOf(n) !== i)
    if (duplicate !== undefined) return Effect.fail(fail(400, "DUPLICATE_PREFERENCE", `Preference ${duplicate} appears twice`))
    const next = Q.upsertPreferences(bookOf(ctx), payload.preferences, nextId(ctx), ctx.now)
    ctx.state.customer.preferences.set(ownerOf(ctx), next)
    return Effect.succeed({ data: { preferences: next }, meta: { total: next.length } })
  }),

  route(CustomerContract.updatePreference, ({ path, payload }, ctx: Ctx) => {
    const book = bookOf(ctx)
    const current = book.find((p) => p.preferenceId === path.preferenceId)
    if (current === undefined) return Effect.fail(fail(404, "PREFERENCE_NOT_FOUND", `No preference ${path.preferenceId}`))
    const next = Q.upsertPreferences(book, [{ name: current.name, value: payload.value, category: payload.category }], nextId(ctx), ctx.now)
    ctx.state.customer.preferences.set(ownerOf(ctx), next)
    const preference = next.find((p) => p.preferenceId === path.preferenceId) ?? current
    return Effect.succeed({ data: { preference } })
  })
]
