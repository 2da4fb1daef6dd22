/**
 * Which stores a shopper may pick for a modality (spec §9): pickup leaves out store types I, AL
 * and WG; in-store leaves out HS, I, X, D, MF, P, AL and WG; the brands SHELL COMPANY, BP, COVID
 * and AMOCO are never shown.
 *
 * @since 0.1.0
 */
import type { Tolerant } from "../schema/common.js"
import { EXCLUDED_BRANDS, IN_STORE_EXCLUDED_STORE_TYPES, PICKUP_EXCLUDED_STORE_TYPES, type StoreType } from "../schema/stores.js"

/** The modalities a store is chosen for. */
export type StoreModality = "PICKUP" | "IN_STORE"

/**
 * The store types a modality leaves out.
 *
 * @example
 * ```ts
 * expect(excludedStoreTypes("PICKUP")).toStrictEqual(["I", "AL", "WG"])
 * ```
 */
export const excludedStoreTypes = (modality: StoreModality): ReadonlyArray<StoreType> =>
  modality === "PICKUP" ? PICKUP_EXCLUDED_STORE_TYPES : IN_STORE_EXCLUDED_STORE_TYPES

/**
 * Whether a brand is never shown as a store (case-insensitive).
 *
 * @example
 * ```ts
 * expect(isExcludedBrand("Shell Company")).toBe(true)
 * ```
 */
export const isExcludedBrand = (brand: string | undefined): boolean =>
  brand !== undefined && EXCLUDED_BRANDS.includes(brand.trim().toUpperCase())

/**
 * Whether a store may be shown for a modality (any modality when none is given).
 *
 * @example
 * ```ts
 * expect(isEligibleStore({ storeType: "I" }, "PICKUP")).toBe(false)
 * expect(isEligibleStore({ storeType: "PU", brand: "BP" })).toBe(false)
 * ```
 */
export const isEligibleStore = (
  store: { readonly storeType: Tolerant<StoreType>; readonly brand?: string | undefined },
  modality?: StoreModality
): boolean => !isExcludedBrand(store.brand) && (modality === undefined || !excludedStoreTypes(modality).some((t) => t === store.storeType))
