/**
 * The reference upstream's development sign-in (`GET /__dev/shoppers`, `POST /__dev/sign-in` with
 * `{ shopperId }`, `POST /__dev/sign-out`). These routes sit outside the atlas contract (a real shop
 * signs in through its identity provider), so they are plain `fetch` calls (the browser's here, the
 * server's in the sign-in route); the session cookie the upstream sets is what later atlas calls carry.
 */
/** A seeded shopper. */
export interface SeededShopper {
  readonly shopperId: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
}

/** Whether a value is a seeded shopper as the upstream sends it. */
export const isSeededShopper = (value: unknown): value is SeededShopper =>
  typeof value === "object" &&
  value !== null &&
  "shopperId" in value &&
  typeof value.shopperId === "string" &&
  "email" in value &&
  typeof value.email === "string" &&
  "firstName" in value &&
  typeof value.firstName === "string" &&
  "lastName" in value &&
  typeof value.lastName === "string"

const call = async (method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  if (!response.ok) throw new Error(`The sign-in service answered ${response.status}`)
  return response.json()
}

/** The seeded shoppers in the upstream's answer to `GET /__dev/shoppers`. */
export const shoppersIn = (body: unknown): ReadonlyArray<SeededShopper> =>
  (typeof body === "object" && body !== null && "shoppers" in body && Array.isArray(body.shoppers) ? body.shoppers : []).filter(
    isSeededShopper
  )

/** Signs this browser's session in as a seeded shopper. */
export const signIn = async (shopperId: string): Promise<void> => {
  await call("POST", "/__dev/sign-in", { shopperId })
}

/** What the sign-in route's action is asked to do by the account page's "Sign out" form. */
export const SIGN_OUT = "sign-out"

/** Signs this browser's session out (it becomes anonymous again) and deletes the reads persisted for offline use. */
export const signOut = async (): Promise<void> => {
  await call("POST", "/__dev/sign-out")
  // Loaded here: the account page's chunk carries none of the offline cache.
  const { clearPersistedReads } = await import("atlas-client/offline")
  await clearPersistedReads()
}
