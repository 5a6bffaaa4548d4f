/** Tells whether dist/ was built from the current sources and settings, so `npm start` rebuilds only when needed. */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { compressedDirFor } from './post-render/compressed-copies'

export const projectRoot = join(import.meta.dirname, '..')
export const distDir = join(projectRoot, 'dist')
/** The staff origin's files: /console and /admin (decision 0084, builder/staff-origin.ts). */
export const staffDistDir = join(projectRoot, 'dist-staff')
/**
 * The folders a build writes, each served with its compressed copies beside it (CI hands them from job to job);
 * without its compressed copies a folder would go out uncompressed.
 */
export const buildOutputs = [distDir, compressedDirFor(distDir), staffDistDir, compressedDirFor(staffDistDir)]
/**
 * What the last build was made from, beside dist/ rather than in it: dist/ is what a host publishes, and Cloudflare
 * Pages serves dotfiles (tools/test/test-cloudflare.ts found the stamp public there).
 */
export const buildStampFile = join(projectRoot, '.build-stamp.json')

// supabase/functions: the forms' lead schema and consent version are the functions' own modules. The functions' copy
// of content/ is left out: the build writes it from content/, which is in.
const inputs = ['src', 'content', 'index.html', 'package-lock.json', 'tsconfig.json', 'builder', 'supabase/functions']
const derived = /\.generated\.ts$/
/** Settings read at build time; changing one makes the build stale. */
const buildSettings = [
  'SITE_URL',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_PUBLISHABLE_KEY',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_CHAT_WIDGET_SRC',
  'VITE_CHAT_WIDGET_ID',
  'CHAT_WIDGET_CSP_ORIGINS',
  'VITE_ANALYTICS_SRC',
  'VITE_TURNSTILE_SITE_KEY',
  'VITE_GTM_ID',
  'VITE_GA4_ID',
  'VITE_META_PIXEL_ID',
  'SITEMAP_LASTMOD',
  'CMS_REPO',
  'CMS_BACKEND',
  'CMS_BRANCH',
  'CMS_AUTH_URL',
  'CMS_GITLAB_APP_ID',
  'CMS_LOCAL_PORT',
  'SITE_PREVIEW',
  'CONSOLE_URL',
]

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort()
}

/** `root`: the project's folder (a test's copy). */
export function buildFingerprint(env: Record<string, string | undefined> = process.env, root = projectRoot): string {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    if (derived.test(file)) continue
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  for (const name of buildSettings) hash.update(`${name}=${env[name] ?? ''}\0`)
  return hash.digest('hex')
}

export function isBuildCurrent(): boolean {
  const built = [
    join(distDir, 'index.html'),
    join(staffDistDir, '_headers'),
    ...buildOutputs.filter((folder) => folder.endsWith('-compressed')),
  ]
  if (!existsSync(buildStampFile) || !built.every((path) => existsSync(path))) return false
  try {
    return JSON.parse(readFileSync(buildStampFile, 'utf8')).fingerprint === buildFingerprint()
  } catch {
    return false
  }
}

export function writeBuildStamp(fingerprint: string, details: Record<string, unknown>): void {
  writeFileSync(buildStampFile, `${JSON.stringify({ fingerprint, ...details }, null, 2)}\n`)
}
