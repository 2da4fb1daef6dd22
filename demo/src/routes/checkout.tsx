/**
 * Checkout (`/checkout`): its steps, from the modality to the purchase. The loader prefetches what
 * the first screen of the page's state shows (the start: the cart, the shopper's store and saved
 * delivery address; a checkout: it, its store and its time slots), so the server's
 * HTML is the real step; an unknown checkout answers 404. The action runs the steps' forms posted
 * before hydration or without JavaScript (`pages/checkout/checkoutAction.server.ts`).
 */
import { CheckoutDetails } from "atlas-client"
import { CheckoutUseCases, StoresUseCases, TimeslotsUseCases } from "atlas-client/react"
import { data, type LoaderFunctionArgs, useActionData } from "react-router"
import { activeModalityIn } from "../cookies.js"
import { readInBrowser, settledFound, titled } from "../pageRoute.js"
import { CheckoutPage } from "../pages/CheckoutPage.js"
import { slotsReadOf } from "../pages/checkoutShared.js"
import { savedDelivery } from "../pages/checkout/address.js"
import type { CheckoutAnswer } from "../pages/checkout/answers.js"
import { storeNameKey } from "../components/StoreName.js"
import { loadAs } from "../shopper.server.js"

export { checkoutAction as action } from "../pages/checkout/checkoutAction.server.js"

export const meta = titled("Checkout")

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store, shopper) => {
    const checkoutId = new URL(args.request.url).searchParams.get("id")
    const storeName = (locationId: string) => store.prefetchKeyed(storeNameKey(locationId), StoresUseCases.getStoreDetails, locationId)
    if (checkoutId === null) {
      const locationId = activeModalityIn(shopper.cookies)?.locationId
      await Promise.all([store.prefetch(savedDelivery), locationId === undefined ? undefined : storeName(locationId)])
      return {}
    }
    const read = await store.slots.read(CheckoutUseCases.getCheckout, [checkoutId], { key: checkoutId })
    if (!settledFound(read)) throw data({ what: "checkout" }, { status: 404 })
    if (read.status === "success" && read.value instanceof CheckoutDetails) {
      const [slotsArgs, slotsKey] = slotsReadOf(read.value)
      await Promise.all([
        store.prefetchKeyed(slotsKey, TimeslotsUseCases.getUpfrontTimeslots, ...slotsArgs),
        storeName(read.value.locationId)
      ])
    }
    return {}
  })

export const clientLoader = readInBrowser

export default function CheckoutRoute() {
  return <CheckoutPage answered={useActionData<CheckoutAnswer>()} />
}
