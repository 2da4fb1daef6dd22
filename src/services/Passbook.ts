/**
 * The wallet pass: the signed-in shopper's loyalty card as an iOS wallet pass, and its download
 * (the `pass.json` of a pass bundle).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PassbookContract } from "../contract/passbook.js"
import { runner } from "../layers/runner.js"
import type { WalletPass } from "../schema/passbook.js"
import type { ServiceError } from "./ServiceError.js"

/** A file to hand to the browser (e.g. as a `Blob` download). */
export interface PassFile {
  readonly fileName: string
  readonly contentType: string
  readonly content: string
}

/**
 * The `pass.json` of a wallet pass (format version 1), as a download. Signing and zipping it into a
 * `.pkpass` bundle happens where the signing certificate lives, not in the browser.
 *
 * @example
 * const file = walletPassFile(pass) // { fileName: "pass-<serial>.json", contentType: "application/json", content: "{...}" }
 */
export const walletPassFile = (pass: WalletPass): PassFile => {
  const json = {
    formatVersion: 1,
    serialNumber: pass.serialNumber,
    description: pass.description,
    organizationName: pass.organizationName,
    logoText: pass.logoText,
    locations: pass.locations,
    storeCard: pass.storeCard,
    ...(pass.barcode === undefined ? {} : { barcodes: [pass.barcode] })
  }
  const safe = pass.serialNumber.replace(/[^A-Za-z0-9_-]/g, "")
  return { fileName: `pass-${safe}.json`, contentType: "application/json", content: JSON.stringify(json, null, 2) }
}

/**
 * The shopper's loyalty card as a wallet pass, as data or as a file to download.
 *
 * @example
 * ```ts
 * export const walletPassFile = Effect.gen(function* () {
 *   const passbook = yield* Passbook
 *   return yield* passbook.downloadWalletPass()
 * })
 * ```
 */
export class Passbook extends Effect.Service<Passbook>()("atlas-client/Passbook", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const getWalletPass = fn("Passbook.getWalletPass")(function* () {
      return (yield* run(PassbookContract.getWalletPass, {})).data.pass
    })
    return {
      /** The shopper's loyalty card as wallet-pass data: its fields, barcode and the store locations where the phone shows it. */
      getWalletPass,
      /** The wallet pass as a file to download. */
      downloadWalletPass: fn("Passbook.downloadWalletPass")(function* () {
        return walletPassFile(yield* getWalletPass())
      })
    } as const
  })
}) {}

/** Every error a {@link Passbook} use case can fail with (derived from the use cases, so from the descriptors). */
export type PassbookError = ServiceError<Passbook>
