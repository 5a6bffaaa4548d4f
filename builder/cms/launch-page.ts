/**
 * /admin/launch: the launch check's items (builder/launch-check.ts) as the owner works through them, grouped by what
 * they concern, each with what to do and a link that opens its entry in the content manager (decision 0066). Plain
 * HTML written by the build beside /admin, so it has /admin's headers (noindex, its CSP) and needs no script.
 */
import { adminPath } from '../../src/routing/paths'
import { escapeHtml } from '../../supabase/functions/_shared/html'
import { adminDocumentHtml } from './admin-document'
import type { CampaignField } from '../campaign-registration'
import { launchCount, launchGroups, type LaunchGroup, type LaunchItem } from '../launch-check'

export const adminLaunchPath = `${adminPath}/launch`

const groupTitles: Record<LaunchGroup, { title: string; note: string }> = {
  business: { title: 'Business details', note: 'The business profile: what every page and e-mail shows.' },
  testimonials: { title: 'Testimonials', note: 'Only real reviews, given with consent, may be published.' },
  offices: { title: 'County offices', note: "Each county office's own site, once you have checked it." },
  facts: {
    title: 'Local facts',
    note: 'Drafted local facts: check each against a source, then switch on its Confirmed toggle in the entry.',
  },
  texts: {
    title: 'Texts (A2P 10DLC)',
    note: "US carriers block texts from a 10-digit number outside an approved A2P 10DLC campaign: register it with the text below, confirm each step in Twilio's console, then switch on its toggle in the business profile.",
  },
  settings: {
    title: 'Settings of the build',
    note: 'Set where the site is built (docs/deploy.md), not in the content manager; the build reads them.',
  },
}

/** "198 things left", or that nothing is. */
export function launchCountText(count: number): string {
  return count === 0 ? 'Nothing left: the site is ready to launch.' : `${launchCount(count)} left before launch.`
}

function itemHtml(item: LaunchItem): string {
  const link = item.cmsEntry
    ? ` · <a href="${escapeHtml(item.cmsEntry.href)}">Open ${escapeHtml(item.cmsEntry.label)}</a>`
    : ''
  return `<li data-launch-item><p class="todo">${escapeHtml(item.todo)}</p><p class="where"><code>${escapeHtml(item.where)}</code>${link}</p></li>`
}

const listHtml = (items: readonly LaunchItem[]) => `<ul>\n${items.map(itemHtml).join('\n')}\n</ul>`

/** Local facts come a file at a time, as the owner checks them: one entry opened, its facts switched on. */
function factsHtml(items: readonly LaunchItem[]): string {
  const files = [...new Set(items.map((item) => item.where))]
  return files
    .map((file) => {
      const inFile = items.filter((item) => item.where === file)
      return `<h3><code>${escapeHtml(file)}</code> (${inFile.length})</h3>\n${listHtml(inFile)}`
    })
    .join('\n')
}

function groupHtml(group: LaunchGroup, items: readonly LaunchItem[]): string {
  const { title, note } = groupTitles[group]
  const files = new Set(items.map((item) => item.where)).size
  const count = group === 'facts' ? `${items.length} in ${files} file${files === 1 ? '' : 's'}` : String(items.length)
  return `<section aria-labelledby="launch-${group}">
<h2 id="launch-${group}">${title} (${count})</h2>
<p class="note">${escapeHtml(note)}</p>
${group === 'facts' ? factsHtml(items) : listHtml(items)}
</section>`
}

/** The campaign's registration (builder/campaign-registration.ts), a field at a time to copy into Twilio's form. */
function campaignHtml(fields: readonly CampaignField[]): string {
  if (!fields.length) return ''
  const blocks = fields.map(
    ({ name, text }) => `<h3>${escapeHtml(name)}</h3>\n<pre data-campaign-field>${escapeHtml(text)}</pre>`,
  )
  return `<section aria-labelledby="launch-campaign">
<h2 id="launch-campaign">The texting campaign's registration</h2>
<p class="note">Paste each field into Twilio's campaign form (Trust Hub &gt; Registrations &gt; A2P Campaigns), as docs/deploy.md describes; <code>npm run campaign</code> prints the same, written from content as of this build.</p>
${blocks.join('\n')}
</section>`
}

const pageStyle = `
      body { margin: 0 auto; max-width: 48rem; padding: 1.5rem 1rem 3rem; font: 1rem/1.5 system-ui, sans-serif; color: #1f2933; background: #fff; }
      h1 { font-size: 1.75rem; margin: 0 0 0.5rem; }
      h2 { font-size: 1.25rem; margin: 2rem 0 0.25rem; border-top: 1px solid #d9dde3; padding-top: 1rem; }
      h3 { font-size: 1rem; margin: 1.25rem 0 0.25rem; }
      .count { font-size: 1.25rem; font-weight: 700; margin: 0 0 0.5rem; }
      .note, .where { color: #52606d; }
      ul { list-style: none; margin: 0; padding: 0; }
      li { padding: 0.5rem 0; border-bottom: 1px solid #eef0f3; }
      li p { margin: 0; overflow-wrap: anywhere; }
      .where { font-size: 0.875rem; }
      a { color: #1d4ed8; }
      pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; padding: 0.5rem; background: #f5f7fa; font: 0.875rem/1.45 ui-monospace, monospace; }`

export function launchPageHtml(
  items: readonly LaunchItem[],
  siteName: string,
  campaign: readonly CampaignField[] = [],
): string {
  const groups = launchGroups
    .map((group) => [group, items.filter((item) => item.group === group)] as const)
    .filter(([, inGroup]) => inGroup.length > 0)
  return adminDocumentHtml({
    title: 'Before launch',
    siteName,
    style: pageStyle,
    body: `    <main>
      <h1>Before launch</h1>
      <p class="count" data-testid="launch-count">${launchCountText(items.length)}</p>
      <p>The list <code>npm run check:launch</code> prints, as of this build: fix each item in the entry its link opens, and the list is shorter after the next build (<code>npm run cms</code> rebuilds after each save). <a href="${adminPath}">Back to the content manager</a></p>
${groups.map(([group, inGroup]) => groupHtml(group, inGroup)).join('\n')}
${campaignHtml(campaign)}
    </main>`,
  })
}
