/**
 * Table 4, bundle cost: esbuild (bundle, minify, ESM, browser; react and react-dom external) of
 * entries that import what a page would, raw, gzip and brotli; each domain's marginal bytes (its
 * service added to the first screen's data layer); and what the first screen's bytes are made of
 * (esbuild's metafile: each module's minified bytes in the chunks the page loads), its largest
 * modules and its bytes by origin.
 */
import { readdirSync, readFileSync } from "node:fs"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))

/** Sizes of one bundle. */
export interface BundleSize {
  readonly name: string
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

/** One module's minified bytes in a bundle (esbuild's `bytesInOutput`, over the chunks loaded). */
export interface ModuleBytes {
  readonly module: string
  readonly bytes: number
}

/** A domain's marginal bytes over the first screen. */
export interface Marginal extends BundleSize {
  readonly service: string
}

const firstScreen = [
  `export { atlasClient, Environment, Credentials, ClientConfig } from "./src/layers/index.ts"`,
  `export { Stores } from "./src/services/Stores.ts"`,
  `export { ModalityPreferences } from "./src/services/ModalityPreferences.ts"`,
  `export { Items } from "./src/services/Items.ts"`,
  `export { Carts } from "./src/services/Carts.ts"`,
  `export { AtlasProvider, useRead, useAction, StoresUseCases, ModalityUseCases, ShoppingContextUseCases, ItemsUseCases, CartsUseCases } from "./src/react/index.ts"`
].join("\n")

const firstScreenServices = new Set(["Stores", "ModalityPreferences", "Items", "Carts"])

/** Every service file outside the first screen (a file `X.ts` exporting the service class `X`), found on disk. */
const otherServices = (): ReadonlyArray<string> =>
  readdirSync(`${root}src/services`)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.slice(0, -3))
    .filter(
      (name) =>
        !firstScreenServices.has(name) &&
        readFileSync(`${root}src/services/${name}.ts`, "utf8").includes(`export class ${name} extends Effect.Service`)
    )
    .sort()

/** The gzip (level 9) and brotli (quality 11, as the storefront's server sends it) sizes of some code. */
export const compressedSizes = (code: Uint8Array): { readonly gzip: number; readonly brotli: number } => ({
  gzip: gzipSync(code, { level: 9 }).byteLength,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength
})

/**
 * The code a page loads before it can run an entry: the entry chunk and every chunk it imports
 * statically (code split, as an app's bundler splits it); chunks loaded with `import()` (the
 * `HttpClient` transport) are left out.
 */
const bundle = async (name: string, contents: string): Promise<BundleSize & { readonly modules: ReadonlyArray<ModuleBytes> }> => {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: "ts", sourcefile: `${name}.ts` },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    splitting: true,
    outdir: `${root}.bench-out`,
    metafile: true,
    external: ["react", "react-dom", "react/jsx-runtime"],
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' }
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!
  const loaded = new Set<string>()
  const visit = (path: string): void => {
    if (loaded.has(path) || outputs[path] === undefined) return
    loaded.add(path)
    for (const i of outputs[path].imports) if (i.kind === "import-statement") visit(i.path)
  }
  visit(entry)
  const code = Buffer.concat(
    result.outputFiles
      .filter((file) => [...loaded].some((path) => file.path.endsWith(path.slice(path.lastIndexOf("/")))))
      .map((f) => f.contents)
  )
  const bytesOf = new Map<string, number>()
  for (const path of loaded)
    for (const [module, input] of Object.entries(outputs[path]!.inputs))
      if (input.bytesInOutput > 0) bytesOf.set(module, (bytesOf.get(module) ?? 0) + input.bytesInOutput)
  const modules = [...bytesOf].map(([module, bytes]) => ({ module, bytes })).sort((a, b) => b.bytes - a.bytes)
  return { name, raw: code.byteLength, ...compressedSizes(code), modules }
}

/** How many of the first screen's largest modules the table lists. */
const LARGEST = 10

/** Where a module comes from: the package (`effect`, `@effect/platform`, ...) or the library's source folder (`src/react`). */
const originOf = (module: string): string => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)
  if (inPackage !== null) return inPackage[1]!
  const folder = /^src\/([^/]+)\//.exec(module)
  return folder === null ? "other" : `atlas-client src/${folder[1]!}`
}

/** Builds every entry; `gatedOnly` leaves out (b) and (c), which no budget gates. */
export const runBundle = async (
  options: { readonly gatedOnly?: boolean } = {}
): Promise<{
  readonly bundles: ReadonlyArray<BundleSize>
  readonly marginals: ReadonlyArray<Marginal>
  /** The first screen's largest modules (minified bytes). */
  readonly largest: ReadonlyArray<ModuleBytes>
  /** The first screen's minified bytes by origin, largest first. */
  readonly byOrigin: ReadonlyArray<{ readonly origin: string; readonly bytes: number; readonly modules: number }>
}> => {
  const entries: ReadonlyArray<readonly [string, string]> = [
    ["(a) first screen: request layer, Stores, ModalityPreferences, Items, Carts, React adapter", firstScreen],
    ...(options.gatedOnly === true
      ? []
      : ([
          [
            "(b) every service (AllServices) + React adapter with every domain's use cases",
            `${firstScreen}\nexport { AllServices } from "./src/services/AllServices.ts"\nexport * from "./src/react/index.ts"`
          ],
          [
            "(c) one service alone: request layer + Stores",
            `export { atlasClient, Environment } from "./src/layers/index.ts"\nexport { Stores } from "./src/services/Stores.ts"`
          ]
        ] as const))
  ]
  const services = otherServices()
  const [bundles, withEach] = await Promise.all([
    Promise.all(entries.map(([name, contents]) => bundle(name, contents))),
    Promise.all(services.map((service) => bundle(service, `${firstScreen}\nexport { ${service} } from "./src/services/${service}.ts"`)))
  ])
  const first = bundles[0]!
  const marginals = services.map((service, i): Marginal => {
    const withIt = withEach[i]!
    return { service, name: service, raw: withIt.raw - first.raw, gzip: withIt.gzip - first.gzip, brotli: withIt.brotli - first.brotli }
  })
  const origins = new Map<string, { bytes: number; modules: number }>()
  for (const { module, bytes } of first.modules) {
    const origin = origins.get(originOf(module)) ?? { bytes: 0, modules: 0 }
    origins.set(originOf(module), { bytes: origin.bytes + bytes, modules: origin.modules + 1 })
  }
  return {
    bundles: bundles.map(({ modules: _, ...size }) => size),
    marginals,
    largest: first.modules.slice(0, LARGEST),
    byOrigin: [...origins].map(([origin, o]) => ({ origin, ...o })).sort((a, b) => b.bytes - a.bytes)
  }
}
