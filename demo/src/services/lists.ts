/** The shopping lists' service, loaded on its first call (`layer.ts`). */
export { ShoppingLists } from "atlas-client"
