/**
 * Where the edge located a first-time shopper (spec §7: "Geolocation comes from an edge header of
 * comma-separated key=value pairs"): the server reads the edge's geolocation header of the page
 * request and, for a shopper without a shopping context yet, keeps the zip and point in a cookie of
 * this visit (readable by scripts, so the browser's first render reads what the server's did). The
 * locator starts from that zip: a bare `/stores` shows the stores near it (the server prefetches
 * the same search).
 */
import { isValidZip } from "atlas-client/rules"
import { activeModalityIn, cookieValue } from "../cookies.js"

/** The cookie of the edge's location (a session cookie, set by the server). */
export const LOCATED_COOKIE = "atlas-market-located"

/** The edge's location of a shopper: the first zip and the point, each when the edge knew it. */
export interface Located {
  readonly zip?: string
  readonly lat?: number
  readonly lng?: number
}

/** The edge's location the cookies hold, if any. */
export const locatedIn = (cookies: string): Located | undefined => {
  try {
    const parsed: unknown = JSON.parse(cookieValue(cookies, LOCATED_COOKIE) ?? "null")
    if (typeof parsed !== "object" || parsed === null) return undefined
    const { zip, lat, lng } = parsed as Record<string, unknown>
    return {
      ...(typeof zip === "string" && isValidZip(zip) ? { zip } : {}),
      ...(typeof lat === "number" ? { lat } : {}),
      ...(typeof lng === "number" ? { lng } : {})
    }
  } catch {
    return undefined
  }
}

/**
 * The locator's default search for a first-time shopper (no active modality in the cookies) whom
 * the edge located: the stores for pickup near the edge's zip; `undefined` otherwise.
 *
 * @example
 * locatedSearch('atlas-market-located=%7B%22zip%22%3A%2245202%22%7D')?.toString() // "zip=45202&modality=PICKUP"
 */
export const locatedSearch = (cookies: string): URLSearchParams | undefined => {
  if (activeModalityIn(cookies) !== undefined) return undefined
  const zip = locatedIn(cookies)?.zip
  return zip === undefined ? undefined : new URLSearchParams({ zip, modality: "PICKUP" })
}
