/**
 * The passbook use cases: the wallet pass and its download.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PassbookContract } from "../../contract/passbook.js"
import { Passbook } from "../../services/Passbook.js"
import { defineUseCase } from "../UseCase.js"

/** Passbook use cases. */
export const PassbookUseCases = {
  getWalletPass: /* @__PURE__ */ defineUseCase({
    name: "Passbook.getWalletPass",
    mode: "read",
    success: PassbookContract.getWalletPass.success.fields.data.fields.pass,
    run: () => Effect.flatMap(Passbook, (p) => p.getWalletPass())
  }),
  downloadWalletPass: /* @__PURE__ */ defineUseCase({
    name: "Passbook.downloadWalletPass",
    mode: "read",
    run: () => Effect.flatMap(Passbook, (p) => p.downloadWalletPass())
  })
} as const
