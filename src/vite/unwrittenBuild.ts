import type { InlineConfig, Plugin, ResolvedConfig, Rollup } from "vite"

/** The plugin that marks a first pass's build, which the plugins that make first passes leave alone. */
const FIRST_PASS = "atlas-client:first-pass"

/** Whether a resolved config is a first pass's, made by {@link unwrittenBuild}. */
export const isFirstPass = (config: ResolvedConfig): boolean => config.plugins.some((p) => p.name === FIRST_PASS)

/**
 * A first pass: the app's browser build again (its config file and inline config, its plugins, and
 * `plugins`), not written, not minified, marked so that atlas-client's plugins in it change nothing
 * ({@link isFirstPass}): its chunks as Rollup made them, which a plugin reads before the build it changes.
 */
export const unwrittenBuild = async (
  config: ResolvedConfig,
  plugins: ReadonlyArray<Plugin> = []
): Promise<ReadonlyArray<Rollup.OutputChunk>> => {
  const { build } = await import("vite")
  const inline: InlineConfig = config.inlineConfig
  const output = await build({
    ...inline,
    root: config.root,
    mode: config.mode,
    configFile: config.configFile ?? false,
    logLevel: "silent",
    plugins: [...(inline.plugins ?? []), ...plugins, { name: FIRST_PASS }],
    build: { ...inline.build, write: false, sourcemap: false, minify: false, reportCompressedSize: false }
  })
  return (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : [])).filter((o) => o.type === "chunk")
}

/**
 * The chunks a page that runs `from` loads: those chunks and the chunks they import statically,
 * transitively (by their file names; a name not among `chunks` is left out).
 */
export const staticallyLoaded = (chunks: ReadonlyArray<Rollup.OutputChunk>, from: Iterable<string>): ReadonlyArray<Rollup.OutputChunk> => {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const loaded = new Map<string, Rollup.OutputChunk>()
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName)
    if (chunk === undefined || loaded.has(fileName)) return
    loaded.set(fileName, chunk)
    chunk.imports.forEach(visit)
  }
  for (const fileName of from) visit(fileName)
  return [...loaded.values()]
}
