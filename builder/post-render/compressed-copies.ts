/**
 * Brotli and gzip copies of the build's text files, made once by the build so the local server never compresses on a
 * request's path: brotli at quality 11 took 94 ms of server time for the home page on its first request, on a 2-core
 * machine where Chromium was loading it for Lighthouse (decision 0040). They live beside dist/, not in it: a host
 * publishes dist/ whole, and Cloudflare compresses at its edge.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import { writeWhole } from '../write-whole'

export type Encoding = 'br' | 'gzip'

export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
  '.yml',
])

/** Smaller files gain nothing from compression worth a header. */
export const smallestCompressed = 512

export function isCompressible(file: string, size: number): boolean {
  return compressibleExtensions.has(extname(file)) && size > smallestCompressed
}

/** dist/ → dist-compressed/ (any build folder gets a sibling of its own: the configured build's copy too). */
export function compressedDirFor(distDir: string): string {
  return `${resolve(distDir)}-compressed`
}

/** A short hash of a file's bytes: its ETag, and the name of its copies, so a copy is never sent for other bytes. */
export function contentTag(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url').slice(0, 20)
}

/**
 * Where the copy of `file` (a path inside distDir) with these bytes is kept in `encoding`. The bytes' tag is in the
 * name rather than trusting dates, which an artifact download or a copy resets.
 */
export function compressedCopyPath(distDir: string, file: string, tag: string, encoding: Encoding): string {
  const extension = encoding === 'br' ? 'br' : 'gz'
  return join(compressedDirFor(distDir), `${relative(resolve(distDir), file)}.${tag}.${extension}`)
}

/**
 * Brotli's best quality for the site's files; a lower one for a file over a megabyte (the content manager's 5 MB
 * bundle, for the marketer alone), which at quality 11 took longer than the rest of the build's copies together.
 */
const brotliQuality = (size: number) => (size > 1_000_000 ? 5 : 11)

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
}

const filesUnder = (folder: string) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

/**
 * Writes a brotli and a gzip copy of every compressible file of distDir. A copy an earlier build left for the same
 * bytes (its name holds their hash) is kept, so a build after a small change compresses only what changed; every other
 * file of the folder goes. Each copy is written whole or not at all, so a kept copy is never a cut-off one.
 */
export async function writeCompressedCopies(distDir: string): Promise<number> {
  const folder = compressedDirFor(distDir)
  const earlier = new Set(existsSync(folder) ? filesUnder(folder) : [])
  const files = filesUnder(resolve(distDir)).filter((file) => isCompressible(file, statSync(file).size))
  // zlib's asynchronous calls run on libuv's threads: a few at a time keep both cores busy without holding every
  // copy in memory at once.
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      const body = readFileSync(file)
      const tag = contentTag(body)
      for (const encoding of ['br', 'gzip'] as const) {
        const target = compressedCopyPath(distDir, file, tag, encoding)
        if (earlier.delete(target)) continue
        mkdirSync(dirname(target), { recursive: true })
        writeWhole(target, await compressors[encoding](body))
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  for (const stale of earlier) rmSync(stale, { force: true })
  return files.length
}
