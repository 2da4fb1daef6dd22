/**
 * Seeded fixtures: values of the reference upstream's seed that tests can rely on (they are the
 * same on every run), read from the seed itself rather than written down twice.
 *
 * @since 0.1.0
 */
import { catalogue, COLD_MEDICINE } from "../upstream/catalogue/seed.js"
import { seededShoppers } from "../upstream/sessions.js"
import { seedStores } from "../upstream/stores/seed.js"

const first = <A>(items: ReadonlyArray<A>, test: (a: A) => boolean, what: string): A => {
  const hit = items.find(test)
  if (hit === undefined) throw new Error(`the seed has no ${what}`)
  return hit
}

/** Built on first use. */
let cached: ReturnType<typeof build> | undefined

const build = () => {
  const stores = seedStores()
  const items = catalogue().entries
  return {
    /** A zip with many stores around it (downtown Cincinnati). */
    zip: "45202",
    /** A supermarket near 45202 that offers pickup. */
    pickupStore: first(stores, (s) => s.address.postalCode === "45202" && s.storeType === "PU", "pickup store at 45202"),
    /** Seeded shoppers for the development sign-in (`POST /__dev/sign-in`). */
    shoppers: seededShoppers,
    /** An ordinary item, shippable and sold everywhere. */
    item: first(
      items,
      (i) => i.kind === "shelf" && i.shippable && i.clickListItem && i.homeDeliveryItem && i.soldInStore && i.minimumOrderQuantity === 1,
      "ordinary item"
    ),
    /** An item of the cold-medicine restriction group (at most 4 a cart). */
    coldMedicine: first(items, (i) => i.productRestrictions.some((r) => r.groupId === COLD_MEDICINE.groupId), "cold medicine"),
    /** An item sold by at least 2 (minimumOrderQuantity 2). */
    minimumTwo: first(items, (i) => i.minimumOrderQuantity === 2, "item with a minimum of 2"),
    /** An item that cannot be shipped. */
    notShippable: first(items, (i) => !i.shippable, "item that cannot ship")
  }
}

/**
 * The fixtures.
 *
 * @example
 * const { zip, pickupStore, coldMedicine } = fixtures()
 */
export const fixtures = () => (cached ??= build())
