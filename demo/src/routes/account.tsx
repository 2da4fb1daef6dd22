/**
 * The shopper's account (`/account`): the server renders it for a signed-in shopper (the profile
 * context, friends and family, the membership and the wallet pass prefetched as the shopper), and
 * its action runs friends and family's join or leave sent before the page is hydrated or without
 * JavaScript; the shopper is brought back, or a refusal shows its message on the page. (Opting in
 * or out takes no key: the upstream's state is the same after a second post.)
 */
import { CustomerUseCases, FriendsAndFamilyUseCases, MembershipUseCases, PassbookUseCases } from "atlas-client/react"
import { actIn } from "atlas-client/react-router/server"
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router"
import { refused, unknownForm, wordsOf, withRefusal } from "../formAnswer.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { AccountPage } from "../pages/AccountPage.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { backTo, loadAs, shopperOf } from "../shopper.server.js"

export const meta = titled("Your account")
export const handle: RouteHandle = { section: "account" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    await Promise.all([
      store.prefetch(CustomerUseCases.getProfileContext),
      store.prefetch(FriendsAndFamilyUseCases.fetch),
      store.prefetch(MembershipUseCases.getMembership),
      store.prefetch(PassbookUseCases.getWalletPass)
    ])
    return {}
  })

export const clientLoader = readInBrowser

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  const does = form.get(DO_FIELD)
  if (does !== "join" && does !== "leave") return unknownForm("account page")
  const shopper = await shopperOf(request, context)
  const result = await actIn(shopper.store, does === "join" ? FriendsAndFamilyUseCases.optIn : FriendsAndFamilyUseCases.optOut)
  if (!result.ok) return refused(wordsOf(result.error))
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/account"))
}

export default withRefusal(AccountPage)
