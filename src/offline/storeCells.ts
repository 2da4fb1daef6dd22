/**
 * What the persisted cache sees of a provider's store: its read entries with their use case (for
 * the schema), state, fetch in flight and readers. The one place `src/offline` reaches a store's
 * cells, the way `dehydrate` of `atlas-client/react/server` does: a method of a subclass called
 * on the store, so that `atlas-client/react`'s first-screen store carries no code for it.
 *
 * @since 0.4.0
 */
import type { Cell } from "../react/Cells.js"
import { entryIdOf } from "../react/Cells.js"
import { SlotStore } from "../react/SlotStore.js"

/** A store that lists its cells (never made: its method is called on a provider's store). */
class ListedStore extends SlotStore {
  listCells(): ReadonlyArray<Cell> {
    return [...this.cells.values()]
  }
}

/** The read entries of a store (a copy: the store may change while the caller walks it). */
export const readCellsOf = (store: SlotStore): ReadonlyArray<Cell> =>
  ListedStore.prototype.listCells.call(store).filter((cell) => cell.kind === "read" && cell.hash !== undefined)

/** An entry's id without the modality it may carry (a snapshot's id: use case, key and hash of the arguments). */
export const baseIdOf = (cell: Cell): string => entryIdOf(cell.name, cell.key, cell.hash ?? "")

/**
 * The shopping context an entry belongs to, as persisted: `*` for a read that does not depend on it,
 * the active modality's key for a context-dependent read of the active modality, undefined for an
 * entry of another modality (left over from before the shopper switched).
 */
export const contextOf = (store: SlotStore, cell: Cell): string | undefined => {
  if (!cell.useCase.contextDependent) return "*"
  if (cell.id !== entryIdOf(cell.name, cell.key, cell.hash ?? "", store.getContextMove())) return undefined
  return store.getContextKey() ?? ""
}
