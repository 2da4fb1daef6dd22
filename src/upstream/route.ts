/**
 * Routes of the reference upstream: an operation's descriptor and its handler. The router decodes
 * every input with the descriptor's own schemas before the handler sees it.
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type { AnyOperation, Input, Success } from "../core/Operation.js"
import type { UpstreamFailure } from "./failure.js"
import type { Session, Shopper } from "./sessions.js"

/** What a handler knows of the call besides its decoded input. */
export interface CallContext<State> {
  readonly state: State
  readonly session: Session | undefined
  readonly shopper: Shopper | undefined
  readonly request: Request
  readonly now: Date
}

/**
 * Whose records a call touches: the signed-in shopper, else the session's anonymous profile, else
 * `"anonymous"`. Never the session id: owners end up in bodies (a cart's `profileId`) and in values
 * derived from them (a loyalty card, an experiment split).
 */
export const ownerOf = (ctx: { readonly shopper: Shopper | undefined; readonly session: Session | undefined }): string =>
  ctx.shopper?.shopperId ?? ctx.session?.profileId ?? "anonymous"

/** A handler of one operation. */
export type Handler<Op extends AnyOperation, State> = (
  input: Input<Op>,
  ctx: CallContext<State>
) => Effect.Effect<Success<Op>, UpstreamFailure>

/** An operation with its handler, its types erased for the router's table. */
export interface Route<State> {
  readonly op: AnyOperation
  /** Answers one call, its input already decoded, or fails with the upstream's error for it. */
  readonly handle: (input: unknown, ctx: CallContext<State>) => Effect.Effect<unknown, UpstreamFailure>
}

/**
 * Pairs an operation with its handler.
 *
 * @example
 * route(StoresContract.getStoreDetails, ({ path }, { state }) => Effect.succeed(...))
 */
export const route = <Op extends AnyOperation, State>(op: Op, handle: Handler<Op, State>): Route<State> => ({
  op,
  // The router decodes the input with `op`'s schemas before calling, so it is `Input<Op>` here.
  handle: handle as (input: unknown, ctx: CallContext<State>) => Effect.Effect<unknown, UpstreamFailure>
})

/** A compiled path template: `/a/{x}` matches `/a/1` with `{ x: "1" }`. */
export interface PathMatcher {
  readonly params: number
  readonly match: (path: string) => Record<string, string> | undefined
}

/** Compiles a descriptor's path template. */
export const compilePath = (template: string): PathMatcher => {
  const names: Array<string> = []
  const source = template
    .replace(/\/+$/, "")
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part)
      if (m) {
        names.push(m[1] ?? "")
        return "([^/]+)"
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    })
    .join("")
  const regex = new RegExp(`^${source}/?$`)
  return {
    params: names.length,
    match: (path) => {
      const m = regex.exec(path)
      if (!m) return undefined
      const out: Record<string, string> = {}
      names.forEach((name, i) => {
        out[name] = safeDecode(m[i + 1] ?? "")
      })
      return out
    }
  }
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
