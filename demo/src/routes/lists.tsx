/**
 * The shopper's lists (`/lists`): the server renders them (their read prefetched as the shopper),
 * and its action runs the list forms sent before the page is hydrated or without JavaScript: a new
 * list, an item added to a list (the lists page's own, or a product page's "Add to list": to a new
 * list when it names none), an entry ticked off or not (`tick`), an entry removed, a list deleted. The shopper is brought back; a refused
 * write shows its message on the lists page. (The list writes take no key of the caller's: the
 * client keys each call itself, so a form posted twice is two writes.)
 */
import type { ShoppingList, ShoppingListItemInput } from "atlas-client"
import { ShoppingListsUseCases } from "atlas-client/react"
import { actIn } from "atlas-client/react-router/server"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router"
import { refused, unknownForm, withRefusal } from "../formAnswer.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { ListsPage, listRefusal } from "../pages/ListsPage.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { entriesOf, NEW_LIST, NEW_LIST_NAME } from "../shop/AddToList.js"
import { withCartAdds } from "../shop/cartForms.server.js"
import { backTo, loadAs, type Shopper, shopperOf } from "../shopper.server.js"
import { preloadServices } from "../layer.js"

// Its writes (kept offline by the outbox) need the services loaded while the page is online.
preloadServices("lists")

export const meta = titled("Shopping lists")
export const handle: RouteHandle = { section: "/lists" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    await store.prefetch(ShoppingListsUseCases.getShoppingLists)
    return {}
  })

export const clientLoader = readInBrowser

/** A form's text field, trimmed ("" when absent). */
const textIn = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.trim() : ""
}

/** The shopper's list `id` as it is now, or why not. */
const listOf = async (shopper: Shopper, id: string): Promise<ShoppingList | string> => {
  const read = await shopper.store.runtime.runPromise(Effect.either(ShoppingListsUseCases.getShoppingLists.run()))
  if (Either.isLeft(read)) return "We couldn’t read your lists. Please try again."
  return read.right.find((l) => l.id === id) ?? "This list no longer exists."
}

/** A list with its entries changed: the refusal's words, if any. */
const rewrite = async (
  shopper: Shopper,
  id: string,
  change: (entries: ReadonlyArray<ShoppingListItemInput>) => ReadonlyArray<ShoppingListItemInput>
): Promise<string | undefined> => {
  const list = await listOf(shopper, id)
  if (typeof list === "string") return list
  const result = await actIn(shopper.store, ShoppingListsUseCases.updateShoppingList, list.id, {
    name: list.name,
    items: change(entriesOf(list))
  })
  return result.ok ? undefined : listRefusal(result.error.tag, result.error.message)
}

/** The write a list form asks for: the refusal's words, if any; `null` for a form the action does not know. */
const writeOf = async (form: FormData, shopper: Shopper): Promise<string | undefined | null> => {
  const listId = textIn(form, "listId")
  switch (form.get(DO_FIELD)) {
    case "create": {
      const result = await actIn(shopper.store, ShoppingListsUseCases.createShoppingList, { name: textIn(form, "name") })
      return result.ok ? undefined : listRefusal(result.error.tag, result.error.message)
    }
    case "add": {
      const upc = textIn(form, "upc")
      const entry = { text: textIn(form, "text"), quantity: 1, checked: false, ...(upc === "" ? {} : { upc }) }
      if (entry.text === "") return "Say what to add to the list."
      if (listId === "" || listId === NEW_LIST) {
        const result = await actIn(shopper.store, ShoppingListsUseCases.createShoppingList, { name: NEW_LIST_NAME, items: [entry] })
        return result.ok ? undefined : listRefusal(result.error.tag, result.error.message)
      }
      return rewrite(shopper, listId, (entries) => [...entries, entry])
    }
    case "tick": {
      const entryId = textIn(form, "entryId")
      const checked = textIn(form, "checked") === "true"
      return rewrite(shopper, listId, (entries) => entries.map((e) => (e.id === entryId ? { ...e, checked } : e)))
    }
    case "remove": {
      const entryId = textIn(form, "entryId")
      return rewrite(shopper, listId, (entries) => entries.filter((e) => e.id !== entryId))
    }
    case "delete": {
      const result = await actIn(shopper.store, ShoppingListsUseCases.deleteShoppingList, listId)
      return result.ok ? undefined : listRefusal(result.error.tag, result.error.message)
    }
    default:
      return null
  }
}

export const action = withCartAdds(async ({ request, context }: ActionFunctionArgs, form: FormData) => {
  const shopper = await shopperOf(request, context)
  const refusal = await writeOf(form, shopper)
  if (refusal === null) return unknownForm("lists page")
  if (refusal !== undefined) return refused(refusal)
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/lists"))
})

export default withRefusal(ListsPage)
