/**
 * How the storefront's files are encoded: their content types, which of them are compressed, and
 * how. The browser build writes each text file's brotli and gzip forms beside it at the best
 * qualities (`x.js.br`, `x.js.gz`: demo/vite.config.ts), which the server sends as they are
 * (`express-static-gzip` in demo/server/app.ts); what the build did not compress (pages as they
 * stream, source maps) the server compresses at the fast qualities (`compression`).
 *
 * @since 0.2.0
 */
import { extname } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json"
}

/** The content type of a file name; `application/octet-stream` when unknown. */
export const contentTypeOf = (file: string): string => contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream"

/** Text types, sent compressed to browsers that accept it. */
const compressibleType = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/

/** Smaller files are sent as they are (compression would save less than its headers cost). */
const MIN_COMPRESSED_BYTES = 512

/** Whether a file of this type and size is sent compressed. */
export const isCompressible = (type: string, bytes: number): boolean => compressibleType.test(type) && bytes > MIN_COMPRESSED_BYTES

/** The encodings the storefront sends, by their `content-encoding` name. */
export type Encoding = "br" | "gzip"

/** The suffix of a file's precompressed form: `x.js.br`, `x.js.gz`. */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" }

/**
 * Whether a file is compressed at the best quality (brotli 11, gzip 9: the build does it once, for
 * every file a page loads) rather than a fast one (brotli 5, gzip 6): source maps, which only
 * developer tools fetch, and which take seconds at the best quality.
 */
export const compressedAtBest = (file: string): boolean => !file.endsWith(".map")

/**
 * zlib's options for an encoding at the best quality or a fast one (also the streamed pages' compressor's,
 * which compresses each page as it is rendered).
 */
export const zlibOptions = (encoding: Encoding, best: boolean) =>
  encoding === "br" ? { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } } : { level: best ? 9 : 6 }

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * A file's bytes in an encoding, compressed in zlib's thread pool (the event loop stays free).
 *
 * @example
 * const br = await compress(new TextEncoder().encode("<p>hi</p>"), "br", true)
 */
export const compress = async (bytes: Uint8Array, encoding: Encoding, best: boolean): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(encoding === "br" ? await brotli(bytes, zlibOptions(encoding, best)) : await gzipped(bytes, zlibOptions(encoding, best)))
