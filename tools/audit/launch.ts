/**
 * `npm run check:launch`: every placeholder and unconfirmed local fact still in content/ and every setting a live site
 * needs, as one checklist (builder/launch-check.ts). Exits 1 while anything is left; the build runs the same check for
 * a real domain.
 */
import { siteContent } from '../../content/site-content'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { launchChecklist, launchProblems } from '../../builder/launch-check'

const problems = launchProblems(siteContent, process.env, resolveSiteUrl(process.env))
if (problems.length) {
  console.error(launchChecklist(problems))
  process.exit(1)
}
console.log(
  'Ready to launch: no placeholder or unconfirmed local fact left in content/, and the live settings are set.',
)
