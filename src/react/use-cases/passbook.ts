/**
 * The passbook use cases: the wallet pass and its download.
 *
 * @since 0.1.0
 */
import { PassbookContract } from "../../contract/passbook.js"
import { Passbook } from "../../services/Passbook.js"
import { fromOperation } from "../fromOperation.js"

/** Passbook use cases. */
export const PassbookUseCases = {
  getWalletPass: /* @__PURE__ */ fromOperation(Passbook, PassbookContract.getWalletPass),
  // The wallet pass as a file.
  downloadWalletPass: /* @__PURE__ */ fromOperation(Passbook, PassbookContract.getWalletPass, {
    method: "downloadWalletPass",
    success: false
  })
} as const
