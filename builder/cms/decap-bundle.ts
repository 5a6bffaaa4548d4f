/**
 * Decap CMS's prebuilt bundle for /admin, taken from the npm package decap-cms without installing it: installed, it
 * brings some 500 packages the bundle already contains, which ask for React 16-18 beside the site's React 19 and make
 * every `npm install` print peer warnings. The build fetches the pinned tarball once with `npm pack`, checks it
 * against the integrity pinned here and keeps only the files /admin serves, in node_modules/.cache (decision 0047).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { extract } from 'tar'
import { projectRoot } from '../stamp'

/** The release /admin serves; its integrity is the registry's (`npm view decap-cms@VERSION dist.integrity`). */
export const decapRelease = {
  name: 'decap-cms',
  version: '3.16.3',
  integrity: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
} as const

export const decapBundleFile = 'decap-cms.js'

/** The bundle's own files: itself, the chunks and WebAssembly it loads beside itself, its licence (not cms.js's copy). */
export function isDecapBundleFile(name: string): boolean {
  return (
    name === decapBundleFile ||
    /^\d+\.decap-cms\.js$/.test(name) ||
    /^[\w-]+\.wasm$/.test(name) ||
    name === `${decapBundleFile}.LICENSE.txt`
  )
}

/** Stops the build with a sentence saying what to do. */
export class DecapBundleError extends Error {}

/** A file's integrity as npm writes it (Subresource Integrity, sha512). */
export function integrityOf(file: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`
}

/**
 * Puts the bundle's files of the package tarball `tarball` into `into` (flat, as in its dist/), after checking the
 * tarball is the pinned release; a tarball with any other content is refused and nothing is written.
 */
export function extractDecapBundle(tarball: string, into: string, integrity: string = decapRelease.integrity): void {
  const found = integrityOf(tarball)
  if (found !== integrity)
    throw new DecapBundleError(
      `${basename(tarball)} is not the decap-cms release builder/cms/decap-bundle.ts pins (integrity ${found}, pinned ${integrity}): delete it, or pin the release you mean to serve.`,
    )
  mkdirSync(into, { recursive: true })
  extract({
    file: tarball,
    cwd: into,
    sync: true,
    strip: 2,
    filter: (path) => dirname(path) === 'package/dist' && isDecapBundleFile(basename(path)),
  })
}

type Env = Record<string, string | undefined>

/** `npm pack` of the pinned release into `folder` (the registry and npm's cache, as `npm install` uses them). */
function packDecapRelease(folder: string, cache: string, env: Env): string {
  const spec = `${decapRelease.name}@${decapRelease.version}`
  try {
    execFileSync('npm', ['pack', spec, '--pack-destination', folder, '--prefer-offline', '--loglevel', 'error'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  } catch (error) {
    const code = /^npm error code (\S+)/m.exec(String((error as { stderr?: Buffer }).stderr ?? ''))?.[1]
    throw new DecapBundleError(
      `Decap CMS's bundle for /admin (${spec}) is not in ${relative(projectRoot, cache)} and npm could not fetch it${code ? ` (${code})` : ''}: run the build once where the npm registry is reachable, and later builds reuse that copy.`,
    )
  }
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'))
  if (!tarball) throw new DecapBundleError(`npm pack ${spec} wrote no tarball into ${folder}`)
  return join(folder, tarball)
}

/** One folder per release, so a new pin fetches anew and an old cache is never served. */
export const decapBundleCache = join(projectRoot, 'node_modules', '.cache', `decap-cms-${decapRelease.version}`)

/**
 * The folder holding the bundle's files: the cache, fetched and checked first when a fresh clone or `npm ci` left
 * none. It appears whole or not at all (extracted beside it, then renamed), so a build cut short fetches again.
 */
export function decapBundleDir({ cache = decapBundleCache, env = process.env as Env } = {}): string {
  if (existsSync(join(cache, decapBundleFile))) return cache
  const download = mkdtempSync(join(tmpdir(), 'decap-cms-'))
  const partial = `${cache}.partial-${process.pid}`
  try {
    rmSync(partial, { recursive: true, force: true })
    extractDecapBundle(packDecapRelease(download, cache, env), partial)
    if (!existsSync(join(partial, decapBundleFile)))
      throw new DecapBundleError(`${decapRelease.name}@${decapRelease.version} holds no dist/${decapBundleFile}`)
    // What is there holds no bundle (a copy cut short by hand), or the same release another build just fetched.
    rmSync(cache, { recursive: true, force: true })
    try {
      renameSync(partial, cache)
    } catch (error) {
      if (!existsSync(join(cache, decapBundleFile))) throw error
    }
  } finally {
    rmSync(download, { recursive: true, force: true })
    rmSync(partial, { recursive: true, force: true })
  }
  return cache
}
