/**
 * Global setup of the browser tests: builds the storefront (`demo/dist`, the production build
 * `npm start` serves) when it is missing or older than its sources, and checks that Debian's chromium is installed. Each test file then
 * starts the storefront with the reference upstream in its own process (see `harness.ts`). The
 * bench's load table (`bench/load.ts`) builds the storefront the same way.
 */
import { existsSync } from "node:fs"
import { readdir, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { CHROMIUM } from "./browser.js"

const root = fileURLToPath(new URL("../../", import.meta.url))
const serverBuild = join(root, "demo", "dist", "server", "index.js")

const newest = async (dir: string, skip: (path: string) => boolean): Promise<number> => {
  let latest = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (skip(path)) continue
    latest = Math.max(latest, entry.isDirectory() ? await newest(path, skip) : (await stat(path)).mtimeMs)
  }
  return latest
}

const isStale = async (): Promise<boolean> => {
  if (!existsSync(serverBuild)) return true
  const built = (await stat(serverBuild)).mtimeMs
  const sources = Math.max(
    await newest(join(root, "demo"), (p) => p.startsWith(join(root, "demo", "dist")) || p.startsWith(join(root, "demo", "server"))),
    await newest(join(root, "src"), (p) => p.startsWith(join(root, "src", "testing")) || p.startsWith(join(root, "src", "upstream"))),
    (await stat(join(root, "package-lock.json"))).mtimeMs
  )
  return sources > built
}

/**
 * Builds the storefront (`npm run build:demo`, the production build) when `demo/dist` is missing or
 * older than its sources or the lockfile; `who` prefixes the progress line. Whether it built.
 */
export const buildStorefrontIfStale = async (who: string): Promise<boolean> => {
  if (!(await isStale())) return false
  process.stdout.write(`${who}: building the storefront (demo/dist)...\n`)
  // The production build, as `npm start` serves it (inside vitest NODE_ENV is "test", which would
  // give React's development build): the same command in its own process.
  const built = spawnSync("npm", ["run", "--silent", "build:demo"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" }
  })
  if (built.status !== 0) throw new Error(`npm run build:demo failed (exit ${built.status})`)
  return true
}

/**
 * Starts `npm start`'s server (`demo/server/main.ts --port 0`, with `args` more) in a process of its
 * own; resolves with it and the storefront's origin once it prints its URLs.
 */
export const startNpmStartServer = (args: ReadonlyArray<string> = []): Promise<{ server: ChildProcess; origin: string }> => {
  const server = spawn(process.execPath, ["--import", "tsx", "demo/server/main.ts", "--port", "0", ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"]
  })
  return new Promise((resolve, reject) => {
    let out = ""
    server.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      const found = /storefront\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)
      if (found?.[1] !== undefined) resolve({ server, origin: found[1] })
    })
    server.on("exit", (code) => reject(new Error(`the server exited (${code})`)))
  })
}

export default async function setup(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's chromium at ${CHROMIUM}: apt-get install -y chromium`)
  }
  if (process.env.E2E_SKIP_BUILD !== "1") await buildStorefrontIfStale("e2e")
}
