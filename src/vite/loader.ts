import type { Rollup } from "vite"

/** The prefix of the library chunks' file names (`assets/lib-data-effect-<hash>.js`). */
export const LIBRARY_CHUNK_PREFIX = "lib-"

/** Where the build's files are: Vite's `build.assetsDir` and `base` (the public path, `/` by default). */
interface Paths {
  readonly assetsDir: string
  readonly base: string
}

/**
 * The library chunks the entry imports, directly or not, each after those it imports: the order in
 * which the loader runs them.
 */
const libraryChunksInOrder = (bundle: Rollup.OutputBundle, entry: string, { assetsDir, base }: Paths): ReadonlyArray<string> => {
  const order: Array<string> = []
  const seen = new Set<string>()
  const prefix = `${assetsDir}/${LIBRARY_CHUNK_PREFIX}`
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (seen.has(fileName) || chunk?.type !== "chunk") return
    seen.add(fileName)
    chunk.imports.forEach(visit)
    if (fileName.startsWith(prefix)) order.push(`${base}${fileName}`)
  }
  visit(entry.startsWith(base) ? entry.slice(base.length) : entry)
  return order
}

/**
 * The loader: once the page has been painted (the first frame, then a task), or at once in a
 * hidden tab (which paints no frame), the entry's modules as `modulepreload` links, so they
 * download together; then the library chunks (`steps`) and the entry as module scripts, each once
 * the one before has run, a task apart. A script that fails to load ends the chain and runs
 * `onError`; one that throws is reported as any script's error.
 */
const loaderScript = (entry: string, preloads: ReadonlyArray<string>, steps: ReadonlyArray<string>, onError: string) =>
  `<script>(function(){var d=document,done=false,u=${JSON.stringify([...steps, entry])};function load(){if(done)return;done=true;` +
  `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});step(0)}` +
  `function step(i){if(i===u.length)return;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=u[i];` +
  `s.onload=function(){setTimeout(function(){step(i+1)},0)};` +
  `s.onerror=function(){${onError}};d.head.appendChild(s)}` +
  `if(d.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})()</script>`

/**
 * The built `index.html` with its entry script and `modulepreload` links replaced by the loader
 * (`loaderScript`), placed before `</body>`.
 */
export const withLoader = (html: string, bundle: Rollup.OutputBundle | undefined, paths: Paths, onError: string): string => {
  const preloads: Array<string> = []
  let entry: string | undefined
  const out = html
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(href)
      return ""
    })
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      entry = src
      return ""
    })
  if (entry === undefined) throw new Error("atlas-client:chunks: no entry script in index.html")
  const steps = bundle === undefined ? [] : libraryChunksInOrder(bundle, entry, paths)
  return out.replace(/<\/body>/, `  ${loaderScript(entry, preloads, steps, onError)}\n  </body>`)
}
