/**
 * /admin, the content manager (decision 0036): Decap CMS's own bundle (the prebuilt files of the npm package
 * decap-cms, React and all, so it shares nothing with the site's bundles; builder/cms/decap-bundle.ts), the page that
 * loads it and its config.yml generated from content's schemas, and /admin/launch, what is left before launch
 * (builder/cms/launch-page.ts). It is no page of the site: not in the route manifest or the sitemap, noindex in its
 * head and its headers, under a CSP of its own (builder/post-render/headers.ts).
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { adminPath, pageHtmlFile } from '../../src/routing/paths'
import { siteContent } from '../../content/site-content'
import { campaignRegistration } from '../campaign-registration'
import { launchCount, launchItems, type LaunchItem } from '../launch-check'
import { adminDocumentHtml } from './admin-document'
import { cmsConfig, localBackendUrl } from './config'
import { decapBundleDir, decapBundleFile } from './decap-bundle'
import { adminLaunchPath, launchPageHtml } from './launch-page'
import type { CmsSettings } from './settings'

/** The content manager's page is /admin; its files live in the folder of the same name. */
export const adminConfigPath = `${adminPath}/config.yml`

/**
 * Decap's start under a build with the local backend: it starts only once `npm run cms`'s decap-server answers, since
 * under `npm start` its Login could save nothing; there the page says how to edit instead. Run before Decap's bundle,
 * which would otherwise start itself.
 */
export const localStartScript = `// Written by npm run build (builder/cms/admin.ts); do not edit.
window.CMS_MANUAL_INIT = true
document.addEventListener('DOMContentLoaded', () => {
  const backend = document.querySelector('meta[name="cms-local-backend"]').content
  fetch(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' }).then(
    () => window.CMS.init(),
    () => (document.getElementById('cms-offline').hidden = false),
  )
})
`
const localStartFile = 'start.js'

/**
 * Beside Decap's own screens: the link to what is left before launch, the sentence that stands in for a Login that
 * cannot work, and a gap between Decap's logo and its Login button, which its local sign-in page leaves touching.
 */
const shellStyle = `
      .cms-launch-link { position: fixed; right: 0.75rem; bottom: 0.75rem; z-index: 350; padding: 0.375rem 0.75rem; border-radius: 999px; background: #1f2933; color: #fff; font: 600 0.875rem/1.4 system-ui, sans-serif; text-decoration: none; box-shadow: 0 2px 6px rgb(0 0 0 / 0.25); }
      .cms-launch-link:hover, .cms-launch-link:focus-visible { background: #3e4c59; }
      .cms-offline { max-width: 36rem; margin: 20vh auto 0; padding: 0 1rem; font: 1.125rem/1.6 system-ui, sans-serif; color: #1f2933; }
      [class*='-StyledAuthenticationPage'] { gap: 2rem; padding: 0 1rem; }
      [class*='-StyledAuthenticationPage'] > :first-child { max-width: 100%; }`

export function adminPageHtml(siteName: string, settings: CmsSettings, itemsLeft: number): string {
  const local = settings.backend === 'local'
  const launchLink = `<a class="cms-launch-link" href="${adminLaunchPath}">Before launch: ${itemsLeft === 0 ? 'nothing left' : `${launchCount(itemsLeft)} left`}</a>`
  const offline = `<p class="cms-offline" id="cms-offline" hidden>This server shows the site but saves nothing: to edit the content on this machine, stop it and run <code>npm run cms</code>; on the live site, sign in here with GitHub.</p>`
  return adminDocumentHtml({
    title: 'Content manager',
    siteName,
    head: [
      `<link href="${adminConfigPath}" type="text/yaml" rel="cms-config-url" />`,
      ...(local ? [`<meta name="cms-local-backend" content="${localBackendUrl(settings.localPort)}" />`] : []),
    ]
      .map((line) => `\n    ${line}`)
      .join(''),
    style: shellStyle,
    body: [
      launchLink,
      ...(local ? [offline] : []),
      '<noscript>The content manager needs JavaScript.</noscript>',
      ...(local ? [`<script src="${adminPath}/${localStartFile}"></script>`] : []),
      `<script src="${adminPath}/${decapBundleFile}"></script>`,
    ]
      .map((line) => `    ${line}`)
      .join('\n'),
  })
}

/**
 * Writes admin.html, admin/config.yml, Decap's files and /admin/launch into `distDir`, the staff origin's folder
 * (decision 0084), from the launch check of content/ and the build's environment unless given; with no settings (a build for the real domain without CMS_REPO) there is no
 * /admin, and none is left from an earlier build.
 */
export function writeCmsAdmin(
  distDir: string,
  settings: CmsSettings | undefined,
  {
    siteUrl,
    siteName,
    launch = launchItems(siteContent, process.env, siteUrl),
  }: { siteUrl: string; siteName: string; launch?: readonly LaunchItem[] },
): void {
  const folder = join(distDir, adminPath)
  rmSync(folder, { recursive: true, force: true })
  rmSync(`${folder}.html`, { force: true })
  if (!settings) return
  mkdirSync(folder, { recursive: true })
  const bundle = decapBundleDir()
  for (const file of readdirSync(bundle)) copyFileSync(join(bundle, file), join(folder, file))
  writeFileSync(
    join(folder, 'config.yml'),
    `# Generated by npm run build from content's schemas (builder/cms/config.ts); do not edit.\n${stringify(cmsConfig(settings, siteUrl), { lineWidth: 0 })}`,
  )
  if (settings.backend === 'local') writeFileSync(join(folder, localStartFile), localStartScript)
  writeFileSync(`${folder}.html`, adminPageHtml(siteName, settings, launch.length))
  writeFileSync(
    join(distDir, pageHtmlFile(adminLaunchPath)),
    launchPageHtml(launch, siteName, campaignRegistration(siteContent)),
  )
}
