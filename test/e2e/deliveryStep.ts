/** The checkout's delivery address step, for browser tests that check out for delivery (`delivery.test.ts` tests the step itself). */
import type { Page } from "playwright-core"

/** Chooses delivery on the checkout's first step and saves an address the locator finds as it is. */
export const chooseDelivery = async (
  page: Page,
  address: { readonly street: string; readonly zip: string } = { street: "101 E 4th St", zip: "45202" }
) => {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await page.getByRole("radio", { name: /^Delivery from/ }).check()
  await page.getByLabel("Street address").fill(address.street)
  await page.getByLabel("ZIP code").fill(address.zip)
  await page.getByRole("button", { name: "Check address" }).click()
  await page.getByRole("group", { name: "We found your address" }).waitFor()
  await page.getByRole("button", { name: "Deliver to this address" }).click()
  await page.getByTestId("delivery-address").waitFor()
}
