/**
 * The storefront's config: the atlas origin is the page's own; the payments and shoppable-ads
 * origins come from the server (inlined in a server-rendered page, else `GET /__storefront/config`),
 * read once before the app mounts.
 */
import type { TestOrigins } from "atlas-client"

/** The id of the script in which the server inlines the other hosts' origins. */
export const CONFIG_SCRIPT_ID = "storefront-config"

/** Origins of the hosts the storefront talks to. */
export type StorefrontOrigins = Required<Pick<TestOrigins, "atlas" | "payments" | "shoppable">>

const isOrigins = (value: unknown): value is Pick<StorefrontOrigins, "payments" | "shoppable"> =>
  typeof value === "object" &&
  value !== null &&
  "payments" in value &&
  typeof value.payments === "string" &&
  "shoppable" in value &&
  typeof value.shoppable === "string"

/**
 * Reads the config: inlined by the server render (no request), else asked of the server; falls
 * back to the `npm start` ports beside the page's host.
 */
export const loadOrigins = async (): Promise<StorefrontOrigins> => {
  const atlas = window.location.origin
  try {
    const inlined: unknown = JSON.parse(document.getElementById(CONFIG_SCRIPT_ID)?.textContent ?? "null")
    if (isOrigins(inlined)) return { atlas, payments: inlined.payments, shoppable: inlined.shoppable }
  } catch {
    // asked of the server below
  }
  try {
    const response = await fetch("/__storefront/config", { headers: { accept: "application/json" } })
    const body: unknown = response.ok ? await response.json() : undefined
    if (isOrigins(body)) return { atlas, payments: body.payments, shoppable: body.shoppable }
  } catch {
    // the defaults below
  }
  const { protocol, hostname } = window.location
  return { atlas, payments: `${protocol}//${hostname}:4011`, shoppable: `${protocol}//${hostname}:4012` }
}
