import { assert, describe, expect, it } from "@effect/vitest"
import { build } from "esbuild"
import { gzipSync } from "node:zlib"

const bundle = async (entry: string) => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
    external: ["react", "react-dom"]
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { inputs: Object.keys(result.metafile.inputs), gzip: gzipSync(code).length }
}

describe("browser entries", () => {
  it("atlas-client, /rules and /react bundle for the browser with no HttpApi*, server, secret-holding or Node module", async () => {
    for (const entry of ["src/index.ts", "src/rules/index.ts", "src/react/index.ts"]) {
      const { inputs, gzip } = await bundle(entry)
      const forbidden = inputs.filter((i) => /HttpApi|OpenApi|HttpServer|HttpRouter|platform-node|src\/testing\/|src\/server\//.test(i))
      expect(forbidden, entry).toStrictEqual([])
      console.log(`${entry}: ${inputs.length} modules, ${gzip} bytes gzip`)
    }
  })

  it("the server entry carries the ServiceToken layer", async () => {
    const { inputs } = await bundle("src/server/index.ts")
    assert.isTrue(inputs.some((i) => i.endsWith("src/server/ServiceToken.ts")))
  })

  it("an app that only uses atlasClient bundles neither HttpClient nor its transport (not even as a chunk of its own)", async () => {
    const result = await build({
      stdin: { contents: `export { atlasClient, Environment } from "./src/index.ts"`, resolveDir: process.cwd(), loader: "ts" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      splitting: true,
      outdir: "out",
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const kept = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([module]) => module)
    )
    expect(kept.filter((module) => /platform\/dist\/esm\/(internal\/)?[hH]ttpClient|clientTransport/.test(module))).toStrictEqual([])
    // The fetch transport is what it sends through.
    assert.isTrue(kept.some((module) => module.endsWith("src/layers/http/fetchTransport.ts")))
  })
})
