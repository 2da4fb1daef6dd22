/**
 * Digital coupons (`/coupons`): the server renders the first list (its read prefetched as the
 * shopper), and its action runs the coupon forms sent before the page is hydrated or without
 * JavaScript: a clip or unclip, and a flash sale's claim (its offer found by an empty claim, then
 * claimed), each with the form's intent key as its idempotency key (the same form posted twice is
 * one write); the shopper is brought back, or a refusal shows its message on the page.
 */
import { CouponsUseCases, OffersUseCases } from "atlas-client/react"
import { actIn, intentOf } from "atlas-client/react-router/server"
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router"
import { refused, unknownForm, wordsOf, withRefusal } from "../formAnswer.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { couponFiltersOf, CouponsPage } from "../pages/CouponsPage.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { withCartAdds } from "../shop/cartForms.server.js"
import { backTo, loadAs, type Shopper, shopperOf } from "../shopper.server.js"
import { preloadServices } from "../layer.js"

// Its writes (kept offline by the outbox) need the services loaded while the page is online.
preloadServices("savings")

export const meta = titled("Digital coupons")
export const handle: RouteHandle = { section: "/coupons" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    await store.prefetch(CouponsUseCases.getCoupons, couponFiltersOf(new URL(args.request.url).searchParams))
    return {}
  })

export const clientLoader = readInBrowser

/** A flash sale's claim: its offer (listed by an empty claim) claimed with the form's key; the refusal's words, if any. */
const claim = async (shopper: Shopper, couponId: string, form: FormData): Promise<string | undefined> => {
  const listed = await actIn(shopper.store, OffersUseCases.claimFlashSales, [])
  if (!listed.ok) return wordsOf(listed.error)
  const offer = listed.value.find((o) => o.couponId === couponId)
  if (offer === undefined) return "This flash sale has ended."
  const claimed = await actIn(shopper.store, OffersUseCases.claimFlashSales, [offer.id], intentOf(form))
  return claimed.ok ? undefined : wordsOf(claimed.error)
}

/** A clip or unclip: the refusal's words, if any (as the hydrated page says them). */
const clip = async (shopper: Shopper, does: "clip" | "unclip", couponId: string, form: FormData): Promise<string | undefined> => {
  const useCase = does === "clip" ? CouponsUseCases.clipCoupon : CouponsUseCases.unclipCoupon
  const result = await actIn(shopper.store, useCase, couponId, intentOf(form))
  return result.ok ? undefined : `We couldn’t ${does} this coupon. ${wordsOf(result.error)}`
}

export const action = withCartAdds(async ({ request, context }: ActionFunctionArgs, form: FormData) => {
  const couponId = String(form.get("couponId") ?? "")
  const does = form.get(DO_FIELD)
  if (couponId === "" || (does !== "clip" && does !== "unclip" && does !== "claim")) return unknownForm("coupons page")
  const shopper = await shopperOf(request, context)
  const refusal = does === "claim" ? await claim(shopper, couponId, form) : await clip(shopper, does, couponId, form)
  if (refusal !== undefined) return refused(refusal)
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/coupons"))
})

export default withRefusal(CouponsPage)
