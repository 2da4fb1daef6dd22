import { assert, describe, it } from "@effect/vitest"
import { AES_BLOCK_BYTES, decrypt, encrypt, ENCRYPTION_ALGORITHM, EncryptionError } from "atlas-client/rules"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import fc from "fast-check"
import { createCipheriv } from "node:crypto"

const KEY = "0123456789abcdef"
const IV = "fedcba9876543210"

describe("aes-128-cbc", () => {
  it.effect("round-trips a plaintext", () =>
    Effect.gen(function* () {
      assert.strictEqual(ENCRYPTION_ALGORITHM, "aes-128-cbc")
      const cipher = yield* encrypt(KEY, IV, "4111111111111111")
      assert.notStrictEqual(cipher, "4111111111111111")
      assert.strictEqual(yield* decrypt(KEY, IV, cipher), "4111111111111111")
    })
  )

  it.effect("matches Node's aes-128-cbc (PKCS#7, base64)", () =>
    Effect.gen(function* () {
      const plaintext = "héllo, atlas ✓"
      const node = createCipheriv("aes-128-cbc", Buffer.from(KEY), Buffer.from(IV))
      const expected = Buffer.concat([node.update(plaintext, "utf8"), node.final()]).toString("base64")
      assert.strictEqual(yield* encrypt(KEY, IV, plaintext), expected)
      assert.strictEqual(yield* encrypt(new TextEncoder().encode(KEY), new TextEncoder().encode(IV), plaintext), expected)
      assert.strictEqual((yield* encrypt(KEY, IV, "")).length, 24)
    })
  )

  it.effect("fails with typed errors for bad keys, ivs and ciphertexts", () =>
    Effect.gen(function* () {
      const shortKey = yield* Effect.either(encrypt("short", IV, "x"))
      assert.isTrue(Either.isLeft(shortKey) && shortKey.left instanceof EncryptionError && shortKey.left.reason === "InvalidKey")
      const longIv = yield* Effect.either(decrypt(KEY, `${IV}!`, "AAAA"))
      assert.isTrue(Either.isLeft(longIv) && longIv.left.reason === "InvalidIv")
      const notBase64 = yield* Effect.either(decrypt(KEY, IV, "not base64!"))
      assert.isTrue(Either.isLeft(notBase64) && notBase64.left.reason === "InvalidCiphertext")
      const cipher = yield* encrypt(KEY, IV, "secret")
      const otherKey = yield* Effect.either(decrypt("fedcba9876543210", IV, cipher))
      assert.isTrue(Either.isLeft(otherKey) ? otherKey.left.reason === "InvalidCiphertext" : otherKey.right !== "secret")
      const truncated = yield* Effect.either(decrypt(KEY, IV, "AAAA"))
      assert.isTrue(Either.isLeft(truncated) && truncated.left.reason === "InvalidCiphertext")
    })
  )

  it("round-trips any plaintext under any 16-byte key and iv", async () => {
    const bytes = fc.uint8Array({ minLength: AES_BLOCK_BYTES, maxLength: AES_BLOCK_BYTES })
    await fc.assert(
      fc.asyncProperty(bytes, bytes, fc.string({ unit: "grapheme" }), async (key, iv, plaintext) => {
        const back = await Effect.runPromise(Effect.flatMap(encrypt(key, iv, plaintext), (c) => decrypt(key, iv, c)))
        assert.strictEqual(back, plaintext)
      }),
      { numRuns: 100 }
    )
  })
})
