/**
 * The shopper's wallet pass as a file (`/account/wallet-pass`): a resource route the account page's
 * "Download wallet pass" links to, so the download works before hydration and without JavaScript.
 * The server reads the pass as the shopper (`PassbookUseCases.downloadWalletPass`) and answers the
 * file `walletPassFile` makes, or the account page's words for why there is none.
 */
import type { PassFile } from "atlas-client"
import { PassbookUseCases } from "atlas-client/react"
import type { LoaderFunctionArgs } from "react-router"
import { field, messageOf } from "../errors.js"
import { closeShopper, sendCookies, shopperOf } from "../shopper.server.js"

export const loader = async ({ request, context }: LoaderFunctionArgs): Promise<Response> => {
  const shopper = await shopperOf(request, context)
  try {
    const read = await shopper.store.slots.read(PassbookUseCases.downloadWalletPass, [])
    const headers = new Headers({ "cache-control": "private, no-store" })
    sendCookies(shopper, headers)
    if (read.status !== "success") {
      headers.set("content-type", "text/plain; charset=utf-8")
      const error = read.status === "cancelled" ? undefined : read.error
      const refused = field(error, "status") === 403
      return new Response(`No wallet pass for this account: ${messageOf(error)}.`, { status: refused ? 403 : 502, headers })
    }
    // The slot store is untyped: a success of this read is the pass's file.
    const file = read.value as PassFile
    headers.set("content-type", file.contentType)
    headers.set("content-disposition", `attachment; filename="${file.fileName}"`)
    return new Response(file.content, { status: 200, headers })
  } finally {
    await closeShopper(context)
  }
}
