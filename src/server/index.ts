/**
 * `atlas-client/server`: what runs only where secrets live (Node), never in a browser entry — the
 * OAuth client-credentials `ServiceToken` layer and a server-side client that sends its token.
 *
 * @example
 * import { serviceClient } from "atlas-client/server"
 *
 * const live = Banners.Default.pipe(Layer.provideMerge(serviceClient(Environment.prod(), {
 *   clientId: "my-service", clientSecret: Redacted.make(process.env.ATLAS_CLIENT_SECRET ?? ""), scopes: ["offers.read"]
 * })))
 * const banners = Effect.flatMap(ServiceToken, (t) => t.authorized(Effect.flatMap(Banners, (b) => b.listBanners())))
 *
 * @since 0.1.0
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Config from "effect/Config"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AtlasHttp } from "../layers/AtlasHttp.js"
import type { Environment } from "../layers/Environment.js"
import { type AtlasClient, atlasClientWith } from "../layers/index.js"
import { ServiceToken, type ServiceTokenConfig, type ServiceTokenPeek, withOperationScopes } from "./ServiceToken.js"

export * from "./ServiceToken.js"

const withToken = <E, R>(
  environment: Layer.Layer<Environment>,
  config: ServiceTokenConfig,
  httpClient: Layer.Layer<HttpClient.HttpClient, E, R>
) => {
  const token = ServiceToken.layer(config).pipe(Layer.provide(Layer.merge(environment, httpClient)))
  const client = atlasClientWith(environment, ServiceToken.credentials, httpClient).pipe(Layer.provideMerge(token))
  // Operations that declare scopes (offers reads, item reads) are sent with a token carrying them.
  return Layer.effectContext(
    Effect.map(Effect.context<AtlasClient | ServiceToken | ServiceTokenPeek>(), (context) =>
      Context.add(context, AtlasHttp, withOperationScopes(Context.get(context, AtlasHttp), Context.get(context, ServiceToken)))
    )
  ).pipe(Layer.provide(client))
}

/**
 * A server-side client whose calls carry the service token (run them through
 * `ServiceToken.authorized` for the 401 refresh-and-retry); calls of operations that declare
 * `scopes` (offers reads, item reads) carry a token with those scopes. `fetch` unless another HTTP client is given.
 *
 * @example
 * ```ts
 * export const backOffice = Stores.Default.pipe(
 *   Layer.provideMerge(serviceClient(Environment.prod(), { clientId: "storefront-bff", clientSecret: Redacted.make("s3cret") }))
 * )
 * ```
 */
export function serviceClient(
  environment: Layer.Layer<Environment>,
  config: ServiceTokenConfig
): Layer.Layer<AtlasClient | ServiceToken | ServiceTokenPeek>
export function serviceClient<E, R>(
  environment: Layer.Layer<Environment>,
  config: ServiceTokenConfig,
  httpClient: Layer.Layer<HttpClient.HttpClient, E, R>
): Layer.Layer<AtlasClient | ServiceToken | ServiceTokenPeek, E, R>
export function serviceClient<E, R>(
  environment: Layer.Layer<Environment>,
  config: ServiceTokenConfig,
  httpClient?: Layer.Layer<HttpClient.HttpClient, E, R>
): Layer.Layer<AtlasClient | ServiceToken | ServiceTokenPeek, E, R> | Layer.Layer<AtlasClient | ServiceToken | ServiceTokenPeek> {
  return httpClient === undefined ? withToken(environment, config, FetchHttpClient.layer) : withToken(environment, config, httpClient)
}

/**
 * The service token config from the process configuration: `ATLAS_CLIENT_ID`,
 * `ATLAS_CLIENT_SECRET` (read as `Redacted`), `ATLAS_SERVICE_SCOPES` (space-separated, optional).
 */
export const serviceTokenConfig: Config.Config<ServiceTokenConfig> = Config.all({
  clientId: Config.string("ATLAS_CLIENT_ID"),
  clientSecret: Config.redacted("ATLAS_CLIENT_SECRET"),
  scopes: Config.string("ATLAS_SERVICE_SCOPES").pipe(
    Config.withDefault(""),
    Config.map((s) => s.split(/\s+/).filter((x) => x !== ""))
  )
})

/**
 * {@link ServiceToken.layer} with {@link serviceTokenConfig}.
 *
 * @example
 * ```ts
 * export const tokensFromEnv = serviceTokenFromConfig.pipe(Layer.provide(Layer.merge(Environment.prod(), FetchHttpClient.layer)))
 * ```
 */
export const serviceTokenFromConfig = Layer.unwrapEffect(Effect.map(serviceTokenConfig, ServiceToken.layer))
