/**
 * The reference identity service's state: registered clients (id, secret, scopes, roles), issued
 * tokens, the signing key they name, and the checks a resource makes of a bearer token
 * ({@link verifyServiceToken}: INVALID_TOKEN, JWK_NOT_FOUND, AUTH_FAILED). Other domains' handlers
 * that need a service token (offers reads, item reads) call it.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import { ITEM_READ_DIRECTORY_ROLE, serviceScopes } from "../../schema/identity.js"
import { fail, type UpstreamFailure } from "../failure.js"

/** A registered client. The secret is test data of the reference upstream, not a real credential. */
export interface IdentityClient {
  readonly clientId: string
  readonly clientSecret: string
  readonly scopes: ReadonlyArray<string>
  readonly roles: ReadonlyArray<string>
}

/** An issued token. */
export interface IssuedToken {
  readonly clientId: string
  readonly scopes: ReadonlyArray<string>
  readonly roles: ReadonlyArray<string>
  readonly keyId: string
  readonly expiresAt: number
}

/** The identity service's state. */
export interface IdentityState {
  readonly clients: Map<string, IdentityClient>
  readonly tokens: Map<string, IssuedToken>
  /** The key new tokens are signed with; tokens naming another key are JWK_NOT_FOUND. */
  signingKeyId: string
  /** Lifetime of new tokens in seconds. */
  tokenTtlSeconds: number
  /** Token requests answered so far (any outcome). */
  requests: number
}

/** The reference upstream's service client (all scopes, the item-read directory role). */
export const REFERENCE_SERVICE_CLIENT: IdentityClient = {
  clientId: "atlas-storefront-server",
  clientSecret: "reference-upstream-test-secret",
  scopes: [serviceScopes.offersRead, serviceScopes.itemRead, serviceScopes.itemWrite],
  roles: ["service", ITEM_READ_DIRECTORY_ROLE]
}

/** A client with the offers read scope only. */
export const REFERENCE_OFFERS_CLIENT: IdentityClient = {
  clientId: "atlas-offers-reader",
  clientSecret: "reference-upstream-offers-secret",
  scopes: [serviceScopes.offersRead],
  roles: ["service"]
}

/** The seeded identity state. */
export const seedIdentity = (): IdentityState => ({
  clients: new Map([REFERENCE_SERVICE_CLIENT, REFERENCE_OFFERS_CLIENT].map((c) => [c.clientId, c])),
  tokens: new Map(),
  signingKeyId: "key-1",
  tokenTtlSeconds: 3600,
  requests: 0
})

/** Signs with a new key: every token issued before is JWK_NOT_FOUND from now on. */
export const rotateSigningKey = (state: IdentityState): string => {
  const n = Number(state.signingKeyId.replace(/^key-/, "")) + 1
  state.signingKeyId = `key-${Number.isFinite(n) ? n : 2}`
  return state.signingKeyId
}

/** Forgets every issued token: each is INVALID_TOKEN from now on. */
export const revokeTokens = (state: IdentityState): void => state.tokens.clear()

/** What a resource requires of a service token. */
export interface TokenRequirement {
  readonly scopes?: ReadonlyArray<string>
  readonly role?: string
}

/** Item reads: the item-read directory role and the item read and write scopes (spec §6). */
export const ITEM_READ_REQUIREMENT: TokenRequirement = {
  scopes: [serviceScopes.itemRead, serviceScopes.itemWrite],
  role: ITEM_READ_DIRECTORY_ROLE
}
/** Offers reads: the offers read scope (spec §6). */
export const OFFERS_READ_REQUIREMENT: TokenRequirement = { scopes: [serviceScopes.offersRead] }

/**
 * Checks the `Authorization` header of a service call: a bearer token this service issued (else
 * 401 INVALID_TOKEN), signed with the current key (else 401 JWK_NOT_FOUND), not expired (401
 * INVALID_TOKEN), with the scopes and role required (else 403 AUTH_FAILED).
 *
 * @example
 * verifyServiceToken(state.identity, request.headers.get("authorization"), OFFERS_READ_REQUIREMENT, now)
 */
export const verifyServiceToken = (
  state: IdentityState,
  authorization: string | null,
  requirement: TokenRequirement,
  now: Date
): Either.Either<IssuedToken, UpstreamFailure> => {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")
  const token = m?.[1]
  if (token === undefined) return Either.left(fail(401, "INVALID_TOKEN", "A bearer token is required"))
  const keyId = /^svc\.([^.]+)\./.exec(token)?.[1]
  if (keyId !== undefined && keyId !== state.signingKeyId) return Either.left(fail(401, "JWK_NOT_FOUND", `No signing key ${keyId}`))
  const issued = state.tokens.get(token)
  if (issued === undefined || issued.expiresAt <= now.getTime())
    return Either.left(fail(401, "INVALID_TOKEN", "The token is invalid or expired"))
  const missing = (requirement.scopes ?? []).filter((s) => !issued.scopes.includes(s))
  if (missing.length > 0) return Either.left(fail(403, "AUTH_FAILED", `Missing scopes: ${missing.join(" ")}`))
  if (requirement.role !== undefined && !issued.roles.includes(requirement.role))
    return Either.left(fail(403, "AUTH_FAILED", `Missing role ${requirement.role}`))
  return Either.right(issued)
}

/**
 * The check of a call that needs scopes or a role (an operation's `scopes` and `role`: offers reads,
 * item reads) when it comes from a server with a service token (`Bearer svc.…`):
 * {@link verifyServiceToken} with them. Shopper calls (no service bearer token) pass: they are
 * authorized by their session.
 */
export const checkServiceScopes = (
  state: IdentityState,
  authorization: string | null,
  requirement: TokenRequirement,
  now: Date
): Either.Either<void, UpstreamFailure> =>
  ((requirement.scopes ?? []).length === 0 && requirement.role === undefined) || !/^Bearer\s+svc\./i.test(authorization ?? "")
    ? Either.void
    : Either.map(verifyServiceToken(state, authorization, requirement, now), () => undefined)
