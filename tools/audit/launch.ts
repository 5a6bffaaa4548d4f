/**
 * `npm run check:launch`: every placeholder and unconfirmed local fact still in content/ and every setting a live site
 * needs, one line an item (builder/launch-check.ts; /admin/launch shows the same items with links into the content
 * manager). Exits 1 while anything is left; the build runs the same check for a real domain.
 */
import { siteContent } from '../../content/site-content'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { adminLaunchPath } from '../../builder/cms/launch-page'
import { launchChecklist, launchProblems } from '../../builder/launch-check'

const problems = launchProblems(siteContent, process.env, resolveSiteUrl(process.env))
if (problems.length) {
  console.error(launchChecklist(problems))
  console.error(
    `The same list, each item with a link to its entry in the content manager: ${adminLaunchPath} under npm run cms.`,
  )
  process.exit(1)
}
console.log(
  'Ready to launch: no placeholder or unconfirmed local fact left in content/, and the live settings are set.',
)
