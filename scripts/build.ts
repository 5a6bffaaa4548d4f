/**
 * `npm run build`: validates content, pre-renders every manifest URL with vite-react-ssg, writes sitemap.xml,
 * robots.txt, _headers and _redirects, the pictures, the icons and the share cards, then stamps dist/.
 */
import { performance } from 'node:perf_hooks'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { siteContent, sitePictures } from '../content/site-content'
import { ContentError, assertValidContent } from '../content/validate'
import { buildRouteManifest, manifestProblems } from '../src/routing/manifest'
import { resolveSiteUrl } from '../src/routing/site-url'
import { buildFingerprint, distDir, projectRoot, writeBuildStamp } from './lib/build-stamp'
import { htmlFilesUnder } from './lib/count-pages'
import { syncFunctionContent } from './lib/function-content'
import { isRealDomain, launchChecklist, launchProblems } from './lib/launch-check'
import { writeBrandFiles } from './images/brand-files'
import { photoProblems, writeSiteImages } from './images/build-images'
import { writeShareImages } from './images/share-images'
import { contentSecurityPolicy, headerSettingsFromEnv } from './postbuild/headers'
import { siteDates } from './postbuild/site-dates'
import { writeSiteFiles } from './postbuild/site-files'

async function main(): Promise<void> {
  const started = performance.now()
  // The copy notify-lead sends (it cannot read content/ on Supabase), rewritten before anything else reads it.
  if (syncFunctionContent()) console.log('Updated supabase/functions/_shared/site-content.generated.ts from content/.')
  // Taken before building, so a source edited during the build leaves the build stale.
  const fingerprint = buildFingerprint()
  try {
    assertValidContent(siteContent)
    const supabaseSettings = [process.env.VITE_SUPABASE_URL, process.env.VITE_SUPABASE_ANON_KEY].filter(Boolean)
    if (supabaseSettings.length === 1) {
      console.error(
        'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY go together: set both to send leads to a Supabase project, or neither for the embedded backend.',
      )
      process.exit(1)
    }
    // Fixes the sitemap's dates for this build (the /sitemap page and sitemap.xml read them) and checks the
    // third-party origins the CSP will name, before minutes go into rendering.
    siteDates()
    contentSecurityPolicy(headerSettingsFromEnv(process.env))
    const problems = [
      ...manifestProblems(buildRouteManifest(siteContent, resolveSiteUrl(process.env))),
      ...photoProblems(sitePictures(siteContent)),
    ]
    if (problems.length > 0) throw new ContentError(problems)
    // A build for the real domain is a launch: no placeholder may go live (npm run check:launch lists them).
    const siteUrl = resolveSiteUrl(process.env)
    const launch = isRealDomain(siteUrl) ? launchProblems(siteContent, process.env, siteUrl) : []
    if (launch.length > 0) {
      console.error(`${launchChecklist(launch)}
The build for ${siteUrl} stops here; a build for an example domain does not check.`)
      process.exit(1)
    }
  } catch (error) {
    if (error instanceof ContentError || (error instanceof Error && /^[A-Z_]+ '/.test(error.message))) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // Its own process: vite-react-ssg force-exits 15 s after rendering, and encoding pictures on a fresh machine takes
  // about that long. The sitemap dates fixed above reach it through the environment.
  const ssg = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', 'ssg.ts')], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  if (ssg.status !== 0) {
    console.error('Pre-rendering failed (see above); dist/ is incomplete.')
    process.exit(1)
  }
  writeSiteFiles(distDir)
  await writeSiteImages(distDir, sitePictures(siteContent))
  await writeBrandFiles(distDir)
  const siteUrl = resolveSiteUrl(process.env)
  await writeShareImages(distDir, buildRouteManifest(siteContent, siteUrl), siteUrl)
  const seconds = (performance.now() - started) / 1000
  const pages = htmlFilesUnder(distDir).length
  writeBuildStamp(fingerprint, { builtAt: new Date().toISOString(), pages, seconds: Number(seconds.toFixed(2)) })
  console.log(`Built ${pages} pages into dist/ in ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(1)} pages/s).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
