/**
 * The storefront's own use cases, beside the library's `StoresUseCases`: where the shopper is
 * (browser geolocation), their chosen store (the request context's active modality), and the
 * delivery address check (a state-changing call, so it carries the XSRF header).
 */
import { type Address, Stores } from "atlas-client"
import { defineUseCase } from "atlas-client/react"
import * as Effect from "effect/Effect"

/**
 * The browser's position, as a point to search from. `@effect/platform-browser`'s `Geolocation` is
 * loaded with the first call, with its layer: it brings Effect's `Stream` and `Queue` (its position
 * watch), which no first page needs.
 */
export const locateShopper = defineUseCase({
  name: "Geolocation.getCurrentPosition",
  mode: "read",
  run: () =>
    Effect.promise(() => import("@effect/platform-browser/Geolocation")).pipe(
      Effect.flatMap((BrowserGeolocation) =>
        Effect.flatMap(BrowserGeolocation.Geolocation, (geo) =>
          geo.getCurrentPosition({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 })
        ).pipe(Effect.provide(BrowserGeolocation.layer))
      ),
      Effect.map((position) => ({ lat: position.coords.latitude, lng: position.coords.longitude }))
    )
})

/** Checks a delivery address with the locator (`POST`, so it carries `X-XSRF-TOKEN`). */
export const checkAddress = defineUseCase({
  name: "Locator.validateAddress",
  mode: "read",
  run: (address: Address) => Effect.flatMap(Stores, (s) => s.validateAddress(address))
})
