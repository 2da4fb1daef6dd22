/**
 * Reference-upstream identity: the OAuth client-credentials token endpoint. It reads the
 * form-encoded body itself (the descriptor declares none: the router only parses JSON), checks the
 * grant type, the client id and secret and the scopes, and issues expiring tokens; failures carry
 * the spec's codes (AUTH_FAILED here; INVALID_TOKEN and JWK_NOT_FOUND come from
 * {@link verifyServiceToken} on resources).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"
import { IdentityContract } from "../../contract/identity.js"
import { ServiceTokenRequest } from "../../schema/identity.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { type CallContext, route, type Route } from "../route.js"
import type { IdentityState } from "./tokens.js"

const decodeForm = Schema.decodeUnknownEither(ServiceTokenRequest)

/** Issues a token for a decoded, authenticated request. */
const issue = (identity: IdentityState, clientId: string, scopes: ReadonlyArray<string>, roles: ReadonlyArray<string>, now: Date) => {
  const n = identity.tokens.size + identity.requests
  const token = `svc.${identity.signingKeyId}.${n}.${(((n + 1) * 2654435761) >>> 0).toString(36)}${now.getTime().toString(36)}`
  identity.tokens.set(token, {
    clientId,
    scopes,
    roles,
    keyId: identity.signingKeyId,
    expiresAt: now.getTime() + identity.tokenTtlSeconds * 1000
  })
  return token
}

/** The identity routes. */
export const identityRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(IdentityContract.getServiceToken, (_, ctx: CallContext<AtlasState>) =>
    Effect.gen(function* () {
      const identity = ctx.state.identity
      identity.requests += 1
      const type = ctx.request.headers.get("content-type") ?? ""
      if (!type.startsWith("application/x-www-form-urlencoded")) {
        return yield* Effect.fail(fail(400, "INVALID_REQUEST", "Invalid Request", { details: "token requests are form-encoded" }))
      }
      const text = yield* Effect.tryPromise({ try: () => ctx.request.text(), catch: () => fail(400, "INVALID_REQUEST", "Invalid Request") })
      const form = Object.fromEntries(new URLSearchParams(text))
      if (form.grant_type !== "client_credentials") return yield* Effect.fail(fail(400, "AUTH_FAILED", "unsupported grant type"))
      const decoded = decodeForm(form)
      if (Either.isLeft(decoded)) return yield* Effect.fail(fail(401, "AUTH_FAILED", "client authentication failed"))
      const client = identity.clients.get(decoded.right.client_id)
      if (client === undefined || client.clientSecret !== Redacted.value(decoded.right.client_secret)) {
        return yield* Effect.fail(fail(401, "AUTH_FAILED", "client authentication failed"))
      }
      const asked = (decoded.right.scope ?? "").split(/\s+/).filter((s) => s !== "")
      const refused = asked.filter((s) => !client.scopes.includes(s))
      if (refused.length > 0) return yield* Effect.fail(fail(403, "AUTH_FAILED", `scope not granted: ${refused.join(" ")}`))
      const scopes = asked.length > 0 ? asked : client.scopes
      const token = issue(identity, client.clientId, scopes, client.roles, ctx.now)
      return {
        access_token: Redacted.make(token),
        token_type: "Bearer" as const,
        expires_in: identity.tokenTtlSeconds,
        scope: scopes.join(" "),
        roles: client.roles
      }
    })
  )
]
