/**
 * The browser client's development check that the atlas host is the page's origin: it loads
 * `crossOrigin.ts` (the check and its message) only in development, where a bundler's production
 * build (`process.env.NODE_ENV` set to "production") leaves it in a chunk of its own, never loaded.
 *
 * @since 0.3.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Environment } from "./Environment.js"
import { isDevelopment } from "../internal/development.js"

/** The check as a layer of the browser client (nothing to provide): warns once, in development, on another origin. */
export const crossOriginCheck: Layer.Layer<never, never, Environment> = /* @__PURE__ */ Layer.effectDiscard(
  Effect.flatMap(Environment, (env) =>
    isDevelopment() && typeof location !== "undefined"
      ? Effect.promise(() => import("./crossOrigin.js").then((check) => check.warnIfCrossOrigin(env.hosts.atlas.baseUrl)))
      : Effect.void
  )
)
