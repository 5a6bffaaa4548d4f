/**
 * The two dates the SEO files carry: when this build generated them, and when the site's content last changed
 * (every sitemap <lastmod>). Computed once per build, into its plan (builder/plan.ts), so the /sitemap page's XML and
 * sitemap.xml carry the same dates.
 */
import { execFileSync } from 'node:child_process'
import { projectRoot } from '../stamp'
import { SettingError } from '../../src/routing/setting-error'

export interface SiteDates {
  /** ISO date and time the build ran. */
  generatedAt: string
  /** YYYY-MM-DD: the day content or page code last changed. */
  lastModified: string
}

/** Folders whose changes change what a page says. */
const contentFolders = ['content', 'src']

const day = (iso: string) => iso.slice(0, 10)

/**
 * The committer date of the last commit touching content, or today when those folders have uncommitted changes or
 * the tree is not a git checkout (a tarball): a page is never claimed older than it is.
 */
function contentLastModified(today: string): string {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  try {
    if (git(['status', '--porcelain', '--', ...contentFolders])) return today
    return git(['log', '-1', '--format=%cs', '--', ...contentFolders]) || today
  } catch {
    return today
  }
}

/** SITEMAP_GENERATED_AT and SITEMAP_LASTMOD pin the dates (a reproducible build); otherwise now and git's date. */
export function siteDates(env: Record<string, string | undefined>): SiteDates {
  const generatedAt = env.SITEMAP_GENERATED_AT || new Date().toISOString()
  const dates = { generatedAt, lastModified: env.SITEMAP_LASTMOD || contentLastModified(day(generatedAt)) }
  if (Number.isNaN(Date.parse(dates.generatedAt)))
    throw new SettingError(
      `SITEMAP_GENERATED_AT '${dates.generatedAt}' is not a date: use an ISO date such as 2025-05-13T12:00:00Z`,
    )
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dates.lastModified) || Number.isNaN(Date.parse(dates.lastModified)))
    throw new SettingError(`SITEMAP_LASTMOD '${dates.lastModified}' is not a day: use YYYY-MM-DD, e.g. 2025-05-13`)
  return dates
}
