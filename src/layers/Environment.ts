/**
 * Environments as layers (DESIGN principle 7): stage, test and prod, per brand, each supplying the
 * base URL of every host and whether that host honours `Idempotency-Key`. Services never ask which
 * environment they run in.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Layer from "effect/Layer"
import type { Host } from "../core/Operation.js"

/** One host's base URL and policy. */
export interface HostPolicy {
  /** Absolute base URL; for atlas it includes the base path (default `/atlas/v1`). */
  readonly baseUrl: string
  /** Whether the host replays the first result for a repeated `Idempotency-Key`. */
  readonly honoursIdempotencyKeys: boolean
}

/** Brands of the shop; two of them use another top-level domain. */
export const brands = {
  atlas: "atlasgrocer.com",
  harbor: "harborfoods.com",
  prairie: "prairiemarket.com",
  maple: "maplegrocer.ca",
  fjord: "fjordmarket.co"
} as const
/** The name of one of the shop's brands (`atlas`, `harbor`, …): it picks the domain of `Environment.prod` and `Environment.stage`. */
export type Brand = keyof typeof brands

/**
 * The headers an environment may add to every call (spec §7: "Other header names exist (location,
 * banner, correlation id, idempotency key, tenant)"). Each goes out only when set, on every call of
 * the request layer to the shop's own hosts (atlas, payments), never to the third-party
 * shoppable-ads host (nor on the form-encoded token request, which the server-side service token
 * layer sends itself). Set them with the `headers` option of {@link Environment.prod},
 * {@link Environment.stage} or {@link Environment.test}.
 *
 * @example
 * Environment.prod({ brand: "harbor", headers: { location: "01400943", banner: "harbor", tenant: "atlas-us" } })
 * // every atlas call: x-location: 01400943, x-banner: harbor, x-tenant: atlas-us
 */
export interface EnvironmentHeaders {
  /** Sent as `x-location`: the store's location id (division number plus store number, spec §3). */
  readonly location?: string
  /** Sent as `x-banner`: the banner (chain) the shop runs as. */
  readonly banner?: string
  /** Sent as `x-tenant`: the tenant the shop's hosts serve the call for. */
  readonly tenant?: string
}

/** What an environment supplies. */
export interface EnvironmentConfig {
  readonly name: "prod" | "stage" | "test"
  readonly brand: Brand
  readonly hosts: { readonly [H in Host]: HostPolicy }
  readonly headers: EnvironmentHeaders
  /** Deadline of one attempt in milliseconds; 0 means none (the spec's generic-client default). */
  readonly timeoutMs: number
}

/** The default atlas base path. */
export const DEFAULT_BASE_PATH = "/atlas/v1"

/** Options shared by the environment constructors. */
export interface EnvironmentOptions {
  readonly brand?: Brand
  readonly basePath?: string
  /** `x-location`, `x-banner` and `x-tenant` for every call to the shop's hosts ({@link EnvironmentHeaders}). */
  readonly headers?: EnvironmentHeaders
  readonly timeoutMs?: number
  /** Test environments only: whether the hosts honour idempotency keys (the reference upstream does). */
  readonly honoursIdempotencyKeys?: boolean
}

/** The ports the reference upstream listens on by default (`npm start`). */
export const referencePorts = { atlas: 4010, payments: 4011, shoppable: 4012 } as const

/** Origins of a test environment: the reference upstream's hosts. */
export interface TestOrigins {
  readonly atlas: string
  readonly payments: string
  readonly shoppable: string
  readonly identity?: string
}

const trimSlash = (url: string) => url.replace(/\/+$/, "")

const hosted = (name: "prod" | "stage", options: EnvironmentOptions): EnvironmentConfig => {
  const brand = options.brand ?? "atlas"
  const domain = brands[brand]
  const sub = name === "prod" ? "" : "stage."
  return {
    name,
    brand,
    hosts: {
      atlas: {
        baseUrl: `https://${name === "prod" ? "www" : "stage"}.${domain}${options.basePath ?? DEFAULT_BASE_PATH}`,
        honoursIdempotencyKeys: true
      },
      payments: { baseUrl: `https://payments.${sub}${domain}`, honoursIdempotencyKeys: true },
      shoppable: { baseUrl: `https://${name === "prod" ? "api" : "api-stage"}.shoppable-circulars.net`, honoursIdempotencyKeys: false },
      identity: { baseUrl: `https://api.${sub}${domain}`, honoursIdempotencyKeys: false }
    },
    headers: options.headers ?? {},
    timeoutMs: options.timeoutMs ?? 30_000
  }
}

/** The environment of the current client. */
export class Environment extends Context.Tag("atlas-client/Environment")<Environment, EnvironmentConfig>() {
  /**
   * An environment from a full config.
   *
   * @example
   * ```ts
   * export const onPremises = Environment.layer({
   *   name: "prod",
   *   brand: "atlas",
   *   hosts: {
   *     atlas: { baseUrl: "https://atlas.internal.example/atlas/v1", honoursIdempotencyKeys: true },
   *     payments: { baseUrl: "https://payments.internal.example", honoursIdempotencyKeys: true },
   *     shoppable: { baseUrl: "https://api.shoppable-circulars.net", honoursIdempotencyKeys: false },
   *     identity: { baseUrl: "https://identity.internal.example", honoursIdempotencyKeys: false }
   *   },
   *   headers: {},
   *   timeoutMs: 10_000
   * })
   * ```
   */
  static readonly layer = (config: EnvironmentConfig): Layer.Layer<Environment> => Layer.succeed(Environment, config)

  /**
   * Production hosts of a brand, e.g. `https://www.atlasgrocer.com/atlas/v1`.
   *
   * @example
   * ```ts
   * export const harborProd = atlasClient(Environment.prod({ brand: "harbor", timeoutMs: 10_000 }))
   * ```
   */
  static readonly prod = (options: EnvironmentOptions = {}) => Environment.layer(hosted("prod", options))

  /**
   * Stage hosts of a brand, e.g. `https://stage.atlasgrocer.com/atlas/v1`.
   *
   * @example
   * ```ts
   * export const harborStage = atlasClient(Environment.stage({ brand: "harbor" }))
   * ```
   */
  static readonly stage = (options: EnvironmentOptions = {}) => Environment.layer(hosted("stage", options))

  /**
   * The test environment: the reference upstream's hosts (by default the ports `npm start` uses on
   * 127.0.0.1). Every host honours idempotency keys, as the reference upstream does.
   *
   * @example
   * ```ts
   * export const againstLocalUpstream = atlasClient(Environment.test({ atlas: "http://127.0.0.1:4010" }), Credentials.none)
   * ```
   */
  static readonly test = (origins: Partial<TestOrigins> = {}, options: EnvironmentOptions = {}) =>
    Environment.layer(testConfig(origins, options))
}

/** The config of {@link Environment.test}. */
export const testConfig = (origins: Partial<TestOrigins> = {}, options: EnvironmentOptions = {}): EnvironmentConfig => {
  const atlas = trimSlash(origins.atlas ?? `http://127.0.0.1:${referencePorts.atlas}`)
  const policy = (baseUrl: string): HostPolicy => ({
    baseUrl: trimSlash(baseUrl),
    honoursIdempotencyKeys: options.honoursIdempotencyKeys ?? true
  })
  return {
    name: "test",
    brand: options.brand ?? "atlas",
    hosts: {
      atlas: policy(atlas + (options.basePath ?? DEFAULT_BASE_PATH)),
      payments: policy(origins.payments ?? `http://127.0.0.1:${referencePorts.payments}`),
      shoppable: policy(origins.shoppable ?? `http://127.0.0.1:${referencePorts.shoppable}`),
      identity: policy(origins.identity ?? atlas)
    },
    headers: options.headers ?? {},
    timeoutMs: options.timeoutMs ?? 10_000
  }
}
