/**
 * Scopes and directory roles of service tokens (spec §6), as plain values: the item contract names
 * them, and importing them from here keeps the identity schemas (the token call's `Redacted`
 * fields, the `Identity` class) out of bundles that only read items. `identity.ts` re-exports them.
 *
 * @since 0.2.0
 */

/** Scopes and directory roles of service tokens (spec §6). */
export const serviceScopes = {
  /** Offers reads. */
  offersRead: "offers.read",
  /** Item reads and writes. */
  itemRead: "items.read",
  itemWrite: "items.write"
} as const

/** The directory role item reads require (with the item read and write scopes). */
export const ITEM_READ_DIRECTORY_ROLE = "directory.item-reader"

/** The scopes item reads need. */
export const ITEM_READ_SCOPES: ReadonlyArray<(typeof serviceScopes)[keyof typeof serviceScopes]> = [
  serviceScopes.itemRead,
  serviceScopes.itemWrite
]
