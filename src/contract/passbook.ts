/**
 * The `passbook` operation of operations.tsv (method assumed: GET): the shopper's wallet pass.
 *
 * @since 0.1.0
 */
import { WalletPassResponse } from "../schema/passbook.js"
import { make } from "../core/Operation.js"

/** GET /ios-passbook/v1/iospassbook: the signed-in shopper's loyalty card as a wallet pass. */
export const getWalletPass = make({
  domain: "passbook",
  name: "Passbook.getWalletPass",
  requestKind: "wallet pass",
  summary: "The shopper's wallet pass",
  method: "GET",
  path: "/ios-passbook/v1/iospassbook",
  retry: "read",
  success: WalletPassResponse,
  errors: [401, 403, 500]
})

/** Every passbook operation. */
export const PassbookContract = { getWalletPass } as const
