/**
 * The build's steps (builder/build.ts runs them once content's files have been read): validates content, pre-renders every manifest URL with vite-react-ssg, writes sitemap.xml,
 * robots.txt, _headers and _redirects, the pictures, the icons and the share cards, the text files' compressed copies
 * (beside dist/), then stamps the build (builder/stamp.ts).
 */
import { performance } from 'node:perf_hooks'
import { rmSync } from 'node:fs'
import { siteContent, siteContentSources, sitePictures } from '../content/site-content'
import { ContentError, assertValidContent } from '../content/validate'
import { SettingError } from '../src/routing/setting-error'
import { manifestProblems } from '../src/routing/manifest'
import { buildFingerprint, distDir, staffDistDir, writeBuildStamp } from './stamp'
import { BuildStopped } from './build-stopped'
import { htmlFilesUnder } from './count-pages'
import { syncFunctionContent } from './function-content'
import { launchChecklist, launchProblems } from './launch-check'
import { settleBrowserKey } from './supabase-keys'
import { isRealDomain } from './real-domain'
import { writeBrandFiles } from './images/brand-files'
import { photoProblems, writeSiteImages } from './images/build-images'
import { writeShareImages } from './images/share-images'
import { decapBundleDir } from './cms/decap-bundle'
import { isPreviewBuild, makeBuildPlan, type BuildPlan } from './plan'
import { renderPages } from './ssg'
import { buildConsole } from './console'
import { analyticsSettings, contentSecurityPolicy } from './post-render/headers'
import { writeSiteFiles, writeStaffFiles } from './post-render/site-files'
import { writeCompressedCopies } from './post-render/compressed-copies'

/**
 * The staff origin's folder (decision 0084), written whole each time so nothing of an earlier console or /admin stays:
 * the console, the content manager, its _headers and _redirects, and their compressed copies.
 */
export async function buildStaffOrigin(into: string, plan: BuildPlan): Promise<void> {
  rmSync(into, { recursive: true, force: true })
  await buildConsole(into)
  writeStaffFiles(into, plan)
  await writeCompressedCopies(into)
}

/** Every step of `npm run build`; a bad file, setting or launch item throws before anything renders. */
export async function buildSite(): Promise<void> {
  const started = performance.now()
  // The copy notify-lead sends (it cannot read content/ on Supabase), rewritten before anything else reads it.
  if (syncFunctionContent())
    console.log("Updated the functions' copy of content/ and the sign-in code's e-mail (supabase/templates/).")
  // Taken before building, so a source edited during the build leaves the build stale.
  const fingerprint = buildFingerprint()
  assertValidContent(siteContent, siteContentSources)
  settleBrowserKey(process.env)
  const supabaseSettings = [process.env.VITE_SUPABASE_URL, process.env.VITE_SUPABASE_PUBLISHABLE_KEY].filter(Boolean)
  if (supabaseSettings.length === 1)
    throw new SettingError(
      'VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY go together: set both to send leads to a Supabase project, or neither for the embedded backend.',
    )
  // A preview is shown to people, not measured (decision 0067): the analytics settings go before the plan and the
  // pre-rendering, which inherits this environment, read them.
  if (isPreviewBuild(process.env)) {
    for (const name of analyticsSettings) delete process.env[name]
    console.log('Preview build: every page noindex and marked as a preview, no analytics, no launch check.')
  }
  // The one plan every step below is handed: manifest, sitemap dates, header settings. The third-party origins the
  // CSP will name are checked here, before minutes go into rendering.
  const plan = makeBuildPlan(siteContent, process.env)
  contentSecurityPolicy(plan.headers)
  const problems = [...manifestProblems(plan.manifest), ...photoProblems(sitePictures(siteContent))]
  if (problems.length > 0) throw new ContentError(problems)
  // A build for the real domain is a launch: no placeholder may go live (npm run check:launch lists them). A preview
  // is not a launch, whatever its address.
  const { siteUrl } = plan
  const launch = !plan.preview && isRealDomain(siteUrl) ? launchProblems(siteContent, process.env, siteUrl) : []
  if (launch.length > 0)
    throw new BuildStopped(`${launchChecklist(launch)}
The build for ${siteUrl} stops here; a build for an example domain does not check.`)
  // Decap's bundle for /admin, fetched here on a fresh clone rather than after minutes of rendering.
  if (plan.cms) decapBundleDir()
  renderPages(plan)
  await buildStaffOrigin(staffDistDir, plan)
  writeSiteFiles(distDir, plan)
  await writeSiteImages(distDir, sitePictures(siteContent))
  await writeBrandFiles(distDir)
  await writeShareImages(distDir, plan.manifest, plan.siteUrl)
  await writeCompressedCopies(distDir)
  const seconds = (performance.now() - started) / 1000
  const pages = htmlFilesUnder(distDir).length
  writeBuildStamp(fingerprint, { builtAt: new Date().toISOString(), pages, seconds: Number(seconds.toFixed(2)) })
  console.log(`Built ${pages} pages into dist/ in ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(1)} pages/s).`)
}
