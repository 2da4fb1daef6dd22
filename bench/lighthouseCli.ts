/**
 * Lighthouse (the bench's default mobile profile, `LIGHTHOUSE_RUNS` runs per page) on pages of any
 * origin, printed as JSON: `tsx bench/lighthouseCli.ts <origin> <path>...`. consumer-check runs it on
 * `examples/react-router/` as it serves it.
 */
import { runLighthouse } from "./lighthouse.js"

const [origin, ...paths] = process.argv.slice(2)
if (origin === undefined || paths.length === 0) throw new Error("usage: tsx bench/lighthouseCli.ts <origin> <path>...")
process.stdout.write(`${JSON.stringify(await runLighthouse(origin, paths))}\n`)
