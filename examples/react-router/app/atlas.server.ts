import { AllServices, Environment } from "atlas-client"
import { atlasRoutes } from "atlas-client/react-router/server"

// Server only (`.server.ts`: React Router keeps it out of the browser bundle). Each loader and
// action builds the request's own client over the shopper's cookies, sent to the atlas host only.
export const ATLAS_ORIGIN = process.env.ATLAS_ORIGIN ?? "http://127.0.0.1:4010"
export const atlas = atlasRoutes({ environment: Environment.test({ atlas: ATLAS_ORIGIN }), services: AllServices })

// The anonymous cart: a shopper without a profile gets one with their first cart write; the app
// keeps that write's profileId in a cookie of its own and reads the cart with it afterwards.
export const PROFILE_COOKIE = "shop_profile"

export const profileIdOf = (request: Request): string | undefined =>
  /(?:^|;\s*)shop_profile=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1]

export const profileCookie = (profileId: string): string =>
  `${PROFILE_COOKIE}=${encodeURIComponent(profileId)}; Path=/; HttpOnly; SameSite=Lax`
