/**
 * The shell's top level run over several tasks: the build ends each of the shell's modules with a
 * point (a statement of its own, on its own line), and where the code since the last cut has
 * reached a size, the rendered chunk awaits the next task there; every other point is blanked. The
 * chunk is then a module with top-level `await`: the browser runs it, and the modules that import
 * it, a slice per task, and paints and takes input between them. Each point is replaced by text of
 * its own length on its own line, so the chunk's positions, and its source map, are unchanged.
 */

/**
 * What the chunk's first point becomes: the function that awaits the next task, as a message posted
 * to itself (no timer's clamp after nested timeouts, and not throttled in a hidden tab as timers are).
 */
const NEXT_TASK =
  "const __atlas_next_task__ = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = () => { c.port1.close(); resolve() }; c.port2.postMessage(0) });"

/** What a later point becomes where the shell yields. */
export const YIELD = "await __atlas_next_task__();"

/** The statement put after each of the shell's modules, longer than what it may become (Rollup keeps a call to an undeclared global). */
export const MODULE_END = `__atlas_module_end__("${"-".repeat(NEXT_TASK.length + YIELD.length)}");`

/** The code (of a module or a chunk) without query or hash: whether it is script whose top level runs. */
const isScript = (id: string): boolean => !id.startsWith("\0") && /\.[cm]?[jt]sx?$/.test(id.replace(/[?#].*$/, ""))

/** A shell module's code with its end point, or undefined for a module that is not script (styles, JSON, virtual modules). */
export const withModuleEnd = (id: string, code: string): string | undefined => (isScript(id) ? `${code}\n${MODULE_END}\n` : undefined)

/**
 * A rendered chunk with its points made yields where `every` characters of code have run since the
 * last cut, its first point also the function they call, and every other point blanked; the code as it
 * was when it has no point. `every` false blanks them all: the chunk's top level runs in one task.
 */
export const withYields = (code: string, every: number | false): string => {
  if (!code.includes(MODULE_END)) return code
  const same = (text: string) => text.padEnd(MODULE_END.length)
  let defined = false
  // The code's characters since the last cut (the points' own not counted), and where the last point ended.
  let run = 0
  let ended = 0
  return code.replaceAll(MODULE_END, (_point, at: number) => {
    run += at - ended
    ended = at + MODULE_END.length
    if (every === false) return same("")
    const definition = defined ? "" : NEXT_TASK
    defined = true
    if (run < every) return same(definition)
    run = 0
    return same(definition + YIELD)
  })
}
