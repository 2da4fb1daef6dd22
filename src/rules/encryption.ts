/**
 * The encryption helper (spec §9: aes-128-cbc), through Web Crypto (`globalThis.crypto.subtle`),
 * so it runs unchanged in browsers and Node >= 20. PKCS#7 padding; ciphertexts are base64.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { type EncryptionFailure, EncryptionError } from "./errors.js"

/**
 * The algorithm of spec §9.
 *
 * @example
 * ENCRYPTION_ALGORITHM // "aes-128-cbc"
 */
export const ENCRYPTION_ALGORITHM = "aes-128-cbc"

/**
 * aes-128 keys and CBC initialisation vectors are both 16 bytes.
 *
 * @example
 * const key = crypto.getRandomValues(new Uint8Array(AES_BLOCK_BYTES))
 */
export const AES_BLOCK_BYTES = 16

/**
 * Key or iv material: raw bytes, or a string taken as its UTF-8 bytes.
 *
 * @example
 * const key: KeyMaterial = "0123456789abcdef" // 16 UTF-8 bytes
 * const iv: KeyMaterial = new Uint8Array(16)
 */
export type KeyMaterial = string | Uint8Array

const toBytes = (input: KeyMaterial): Uint8Array<ArrayBuffer> =>
  typeof input === "string" ? new TextEncoder().encode(input) : new Uint8Array(input)

const failWith = (reason: EncryptionFailure, message: string) => new EncryptionError({ reason, message })

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const fromBase64 = (text: string) =>
  Effect.try({
    try: () => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0)),
    catch: () => failWith("InvalidCiphertext", "ciphertext is not base64")
  })

const importKey = (key: KeyMaterial, iv: KeyMaterial, usage: KeyUsage) =>
  Effect.gen(function* () {
    const subtle = typeof globalThis.crypto === "undefined" ? undefined : globalThis.crypto.subtle
    if (subtle === undefined) return yield* Effect.fail(failWith("Unavailable", "Web Crypto is not available"))
    const keyBytes = toBytes(key)
    const ivBytes = toBytes(iv)
    if (keyBytes.length !== AES_BLOCK_BYTES) {
      return yield* Effect.fail(failWith("InvalidKey", `aes-128-cbc needs a 16-byte key, got ${keyBytes.length} bytes`))
    }
    if (ivBytes.length !== AES_BLOCK_BYTES) {
      return yield* Effect.fail(failWith("InvalidIv", `aes-128-cbc needs a 16-byte iv, got ${ivBytes.length} bytes`))
    }
    const cryptoKey = yield* Effect.tryPromise({
      try: () => subtle.importKey("raw", keyBytes, { name: "AES-CBC" }, false, [usage]),
      catch: (cause) => failWith("CryptoFailure", `cannot import the key: ${String(cause)}`)
    })
    return { subtle, cryptoKey, params: { name: "AES-CBC", iv: ivBytes } }
  })

/**
 * Encrypts UTF-8 `plaintext` with aes-128-cbc under a 16-byte `key` and 16-byte `iv`; the
 * result is the base64 ciphertext.
 *
 * @example
 * ```ts
 * const key = "0123456789abcdef"
 * const iv = "fedcba9876543210"
 * const cipher = await Effect.runPromise(encrypt(key, iv, "4111111111111111"))
 * expect(await Effect.runPromise(decrypt(key, iv, cipher))).toBe("4111111111111111")
 * ```
 */
export const encrypt = (key: KeyMaterial, iv: KeyMaterial, plaintext: string): Effect.Effect<string, EncryptionError> =>
  Effect.gen(function* () {
    const { subtle, cryptoKey, params } = yield* importKey(key, iv, "encrypt")
    const cipher = yield* Effect.tryPromise({
      try: () => subtle.encrypt(params, cryptoKey, new TextEncoder().encode(plaintext)),
      catch: (cause) => failWith("CryptoFailure", `cannot encrypt: ${String(cause)}`)
    })
    return toBase64(new Uint8Array(cipher))
  })

/**
 * Decrypts a base64 aes-128-cbc `ciphertext` made by {@link encrypt} with the same `key` and
 * `iv`, back to its UTF-8 plaintext. A ciphertext that is not base64, has a wrong padding (e.g.
 * another key) or is not UTF-8 once decrypted fails with reason `InvalidCiphertext`.
 *
 * @example
 * ```ts
 * const failure = await Effect.runPromise(Effect.flip(decrypt("0123456789abcdef", "fedcba9876543210", "not base64!")))
 * expect(failure.reason).toBe("InvalidCiphertext")
 * ```
 */
export const decrypt = (key: KeyMaterial, iv: KeyMaterial, ciphertext: string): Effect.Effect<string, EncryptionError> =>
  Effect.gen(function* () {
    const { subtle, cryptoKey, params } = yield* importKey(key, iv, "decrypt")
    const bytes = yield* fromBase64(ciphertext)
    const plain = yield* Effect.tryPromise({
      try: () => subtle.decrypt(params, cryptoKey, bytes),
      catch: () => failWith("InvalidCiphertext", "the ciphertext does not decrypt under this key and iv")
    })
    return yield* Effect.try({
      try: () => new TextDecoder("utf-8", { fatal: true }).decode(plain),
      catch: () => failWith("InvalidCiphertext", "the plaintext is not UTF-8")
    })
  })
