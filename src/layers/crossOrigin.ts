/**
 * The browser client's check of where the atlas host is: atlas calls go with `credentials:
 * "same-origin"` (DESIGN principle 5), so an atlas host on another origin than the page gets no
 * session cookie, and every cart write opens a new anonymous session, silently. In development the
 * client says so once, naming the fix. Loaded only in development ({@link crossOriginCheck}), so a
 * production bundle's first screen carries none of it.
 *
 * @since 0.3.0
 */
let warned = false

/** The warning for an atlas host at `atlas` seen from a page at `page` (both origins). */
export const crossOriginMessage = (atlas: string, page: string): string =>
  `atlas-client: the atlas host (${atlas}) is not this page's origin (${page}). Atlas calls go with credentials "same-origin", ` +
  `so the session cookie is not sent: reads work, but every cart write opens a new anonymous session. Serve the atlas API on ` +
  `the page's origin: in development, add the Vite plugin atlasUpstream() from "atlas-client/vite" (the reference upstream on the dev ` +
  `server's origin) and give the client location.origin; in production, the shop's own origin.`

/** Warns once per page, in development, when the environment's atlas host is not the page's origin. */
export const warnIfCrossOrigin = (atlasBaseUrl: string): void => {
  if (warned || typeof location === "undefined" || typeof location.origin !== "string") return
  const atlas = new URL(atlasBaseUrl, location.href).origin
  if (atlas === location.origin) return
  warned = true
  console.warn(crossOriginMessage(atlas, location.origin))
}
