#!/usr/bin/env node
// The registry reachable here answers 404 for other platforms' optional packages (esbuild's,
// rollup's, ...), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lockfile as out of sync. This adds an entry for each missing optional dependency, marked
// optional and with its platform read from its name, so `npm ci` accepts the lockfile and skips
// those packages, as it would with a lockfile written where the registry has them.
// Run after changing dependencies: `npm install && node scripts/lock-optional.mjs`.
import { readFileSync, writeFileSync } from "node:fs"

const file = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(file, "utf8"))
const oses = ["darwin", "linux", "win32", "freebsd", "openbsd", "netbsd", "android", "sunos", "aix", "openharmony"]
const cpus = ["arm64", "x64", "ia32", "arm", "riscv64", "ppc64", "s390x", "loong64", "mips64el", "wasm32"]
const platformOf = (name) => {
  const parts = name.split("/").at(-1).split(/[-]/)
  const os = parts.find((p) => oses.includes(p)) ?? (parts.includes("win32") ? "win32" : undefined)
  const cpu = parts.find((p) => cpus.includes(p))
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }
}
let added = 0
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    const nested = `${path}/node_modules/${name}`
    if (lock.packages[key] || lock.packages[nested]) continue
    if (!/^\d+\.\d+\.\d+/.test(version)) continue
    lock.packages[key] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platformOf(name) }
    added++
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n")
console.log(`lock-optional: added ${added} optional entries`)
