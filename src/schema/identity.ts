/**
 * Identity vocabulary (spec §3 "Identity", §6): roles, the identity of a shopper or service, and
 * the OAuth client-credentials token call (grant type, scopes, the form-encoded request and the
 * token response, whose secrets are `Redacted` as soon as they are decoded).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantLiteral } from "./common.js"
import { serviceScopes } from "./serviceScopes.js"

/** Roles of the shared contract: associate, anonymous, persist, service, user, pi, phi. */
export const Role = Schema.Literal("associate", "anonymous", "persist", "service", "user", "pi", "phi")
/** @see Role */
export type Role = typeof Role.Type

/** Profile types: SHOPPER, DEVELOPER. */
export const ProfileType = Schema.Literal("SHOPPER", "DEVELOPER")
/** @see ProfileType */
export type ProfileType = typeof ProfileType.Type

/**
 * Who is calling: a signed-in shopper (email, roles, authenticated) or the anonymous identity,
 * which has no email, only the `anonymous` role, and is not authenticated.
 */
export class Identity extends Schema.Class<Identity>("Identity")({
  emailAddress: Schema.optional(Schema.String),
  roles: Schema.Array(tolerant(Role)),
  isAuthenticated: Schema.Boolean,
  profileId: Schema.optional(Schema.String),
  profileType: Schema.optional(tolerant(ProfileType))
}) {
  /** Whether this is the anonymous identity (no email, only the anonymous role, not authenticated). */
  get isAnonymous(): boolean {
    return !this.isAuthenticated && this.emailAddress === undefined && this.roles.length === 1 && this.roles[0] === "anonymous"
  }
}

/** The anonymous identity. */
export const ANONYMOUS_IDENTITY: Identity = new Identity({ roles: ["anonymous"], isAuthenticated: false })

/**
 * The email address as shown to the shopper (`{email}`); blank for the anonymous identity.
 *
 * @example
 * displayEmail(ANONYMOUS_IDENTITY) // ""
 */
export const displayEmail = (identity: Identity): string => identity.emailAddress ?? ""

/** The only grant type service calls use. */
export const GrantType = Schema.Literal("client_credentials")
/** @see GrantType */
export type GrantType = typeof GrantType.Type

// The scopes and directory roles of service tokens live in a module of plain values (see there).
export { ITEM_READ_DIRECTORY_ROLE, ITEM_READ_SCOPES, serviceScopes } from "./serviceScopes.js"

/** A scope a service token may carry. */
export const ServiceScope = Schema.Literal(serviceScopes.offersRead, serviceScopes.itemRead, serviceScopes.itemWrite)
/** @see ServiceScope */
export type ServiceScope = typeof ServiceScope.Type

/**
 * The token request's form fields (`application/x-www-form-urlencoded`, the one call that is not
 * JSON). `scope` is space-separated.
 */
export const ServiceTokenRequest = Schema.Struct({
  grant_type: GrantType,
  client_id: Schema.NonEmptyString,
  client_secret: Schema.Redacted(Schema.NonEmptyString),
  scope: Schema.optional(Schema.String)
})
/** @see ServiceTokenRequest */
export type ServiceTokenRequest = typeof ServiceTokenRequest.Type

/** The token response; the access token is `Redacted` from the moment it is decoded. */
export const ServiceTokenResponse = Schema.Struct({
  access_token: Schema.Redacted(Schema.NonEmptyString),
  token_type: Schema.optional(tolerantLiteral("Bearer")),
  expires_in: Schema.Int.pipe(Schema.positive()),
  scope: Schema.optional(Schema.String),
  roles: Schema.optional(Schema.Array(Schema.String))
})
/** @see ServiceTokenResponse */
export type ServiceTokenResponse = typeof ServiceTokenResponse.Type
