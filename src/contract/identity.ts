/**
 * The `identity` operation of operations.tsv: the OAuth client-credentials token call on the
 * identity host (failure codes INVALID_TOKEN, AUTH_FAILED, JWK_NOT_FOUND).
 *
 * The body is form-encoded ({@link ServiceTokenRequest}), the one call that is not JSON. The executor and
 * the reference upstream's router only carry JSON payloads, so the descriptor declares no payload:
 * the server-side `ServiceToken` layer sends the form itself, and the upstream's handler reads it.
 * The descriptor stays the contract entry: path, host, retry class, success and error schemas.
 *
 * @since 0.1.0
 */
import { ServiceTokenResponse } from "../schema/identity.js"
import { make } from "../core/Operation.js"
import { TokenFailure } from "../errors/families.js"

/** POST /v1/connect/oauth2/token: a service token for client credentials and scopes. */
export const getServiceToken = make({
  domain: "identity",
  name: "Identity.getServiceToken",
  requestKind: "service token",
  summary: "Service token (grant type client_credentials, form-encoded body)",
  method: "POST",
  path: "/v1/connect/oauth2/token",
  host: "identity",
  retry: "read",
  success: ServiceTokenResponse,
  errors: [400, 401, 403, 500],
  codes: [TokenFailure]
})

/** Every identity operation. */
export const IdentityContract = { getServiceToken } as const
