/**
 * One build's plan: the site's address, its route manifest, the sitemap's dates and the header settings, computed once
 * from content and the environment (the content manager's backend among them) and handed to every step (the checks before rendering, the pre-rendering process
 * as a file named on its command line, the files written after it, the share cards), so no step recomputes or
 * re-reads them and no date crosses processes through the environment (docs/decisions/0017).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SiteContent } from '../content/validate'
import { buildRouteManifest, type RouteEntry } from '../src/routing/manifest'
import { resolveSiteUrl } from '../src/routing/site-url'
import { SettingError } from '../src/routing/setting-error'
import { cmsSettingsFromEnv, type CmsSettings } from './cms/settings'
import { refuseEnvFiles } from './env-files'
import { staffUrlFromEnv } from './staff-origin'
import { headerSettingsFromEnv, type HeaderSettings } from './post-render/headers'
import { siteDates, type SiteDates } from './post-render/site-dates'

export interface BuildPlan {
  siteUrl: string
  manifest: RouteEntry[]
  dates: SiteDates
  headers: HeaderSettings
  /** Where /admin saves; undefined when the build publishes no /admin (builder/cms/settings.ts). */
  cms?: CmsSettings
  /** The staff origin (CONSOLE_URL, decision 0084); undefined for a build served on this machine. */
  staffUrl?: string
  /** A preview build (SITE_PREVIEW=1, decision 0067): kept out of search engines, no launch check, no analytics. */
  preview: boolean
}

type Env = Record<string, string | undefined>

export function makeBuildPlan(content: SiteContent, env: Env): BuildPlan {
  refuseEnvFiles()
  const siteUrl = resolveSiteUrl(env)
  return {
    siteUrl,
    manifest: buildRouteManifest(content, siteUrl),
    dates: siteDates(env),
    headers: headerSettingsFromEnv(env),
    cms: cmsSettingsFromEnv(env, siteUrl),
    staffUrl: staffUrlFromEnv(env, siteUrl),
    preview: isPreviewBuild(env),
  }
}

/**
 * SITE_PREVIEW=1 asks for a preview build; unset or empty, the normal one; any other value stops the build, and so
 * does a preview that would send to production's Supabase project (previewBackendProblem).
 */
export function isPreviewBuild(env: Env): boolean {
  const value = env.SITE_PREVIEW?.trim()
  if (!value) return false
  if (value !== '1')
    throw new SettingError(
      `SITE_PREVIEW '${value}' is not 1: set SITE_PREVIEW=1 for a preview build, or leave it unset.`,
    )
  const problem = previewBackendProblem(env)
  if (problem) throw new SettingError(problem)
  return true
}

/**
 * Why a preview may not use VITE_SUPABASE_URL, or undefined: a preview is shown on an open address, so its forms
 * must not send real leads, alerts and CRM events, nor its console sign in, against production (decision 0079).
 * Production is the project `npm run deploy` deploys, SUPABASE_PROJECT_REF; without it the build cannot tell.
 */
export function previewBackendProblem(env: Env): string | undefined {
  const url = env.VITE_SUPABASE_URL?.trim()
  if (!url) return undefined
  const productionRef = env.SUPABASE_PROJECT_REF?.trim().toLowerCase()
  if (!productionRef)
    return (
      'A preview with VITE_SUPABASE_URL needs SUPABASE_PROJECT_REF, the production project, to make sure it is not ' +
      "production's: set it, or unset VITE_SUPABASE_URL for a preview whose forms send nothing."
    )
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return undefined // the plan's header settings name a malformed VITE_SUPABASE_URL
  }
  if (host === `${productionRef}.supabase.co`)
    return (
      `VITE_SUPABASE_URL ${url} is production's Supabase project (SUPABASE_PROJECT_REF ${productionRef}): a preview ` +
      'would send real leads and alerts and connect its console to production; give it a project of its own or ' +
      'unset VITE_SUPABASE_URL.'
    )
  return undefined
}

/** Writes the plan where a step in another process can read it; returns the file's path. */
export function writeBuildPlan(plan: BuildPlan): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ncf-build-')), 'plan.json')
  writeFileSync(file, JSON.stringify(plan))
  return file
}

export function readBuildPlan(file: string | undefined): BuildPlan {
  if (!file)
    throw new Error('No build plan named: builder/ssg.ts runs from npm run build (builder/build.ts), which names it.')
  return JSON.parse(readFileSync(file, 'utf8')) as BuildPlan
}
