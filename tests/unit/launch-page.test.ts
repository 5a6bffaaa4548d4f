/**
 * /admin/launch (builder/cms/launch-page.ts, decision 0066): the launch check's items as `npm run check:launch` prints
 * them, grouped, with links into the content manager; /admin links to it, and under `npm start` says how to edit.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { afterEach, describe, expect, it } from 'vitest'
import { campaignRegistrationText } from '../../builder/campaign-registration'
import { writeCmsAdmin } from '../../builder/cms/admin'
import { cmsConfig } from '../../builder/cms/config'
import { adminLaunchPath, launchPageHtml } from '../../builder/cms/launch-page'
import { adminContentSecurityPolicy } from '../../builder/cms/settings'
import { launchItems, unconfirmedFacts } from '../../builder/launch-check'
import { headersFor, parseHostRules } from '../../builder/post-render/netlify-rules'
import { headerSettingsFromEnv, staffHeadersFileText } from '../../builder/post-render/headers'
import { projectRoot } from '../../builder/stamp'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { adminPath, pageHtmlFile } from '../../src/routing/paths'
import { resolveSiteUrl } from '../../src/routing/site-url'

/** A build's environment without any of the live settings, so the settings' items are listed too. */
const bareEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITE_|SITE_URL$|CMS_)/.test(name)),
) as Record<string, string>

/** The page's items as lines: where, then what to do, as the checklist writes them. */
function pageLines(html: string): string[] {
  return parse(html)
    .querySelectorAll('li[data-launch-item]')
    .map((item) => `${item.querySelector('.where code')?.text}: ${item.querySelector('.todo')?.text}`)
}

describe('/admin/launch', () => {
  it('lists exactly the items npm run check:launch prints, in its order, with their count at the top', () => {
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'tools/audit/launch.ts'], {
      cwd: projectRoot,
      env: bareEnv,
      encoding: 'utf8',
    })
    expect(cli.status).toBe(1)
    const cliLines = cli.stderr
      .split('\n')
      .filter((line) => line.startsWith('  [ ] '))
      .map((line) => line.slice('  [ ] '.length))
    const cliCount = Number(/^Not ready to launch: (\d+) things? to fix first\.$/m.exec(cli.stderr)?.[1])
    expect(cliLines.length).toBe(cliCount)

    const html = launchPageHtml(launchItems(siteContent, bareEnv, resolveSiteUrl(bareEnv)), 'Test')
    expect(pageLines(html)).toEqual(cliLines)
    expect(parse(html).querySelector('[data-testid="launch-count"]')?.text).toBe(
      `${cliCount} thing${cliCount === 1 ? '' : 's'} left before launch.`,
    )
  })

  it("escapes content's words: a fact titled with markup shows as text, and no link leaves the attribute", () => {
    const markup = '<img src=x onerror=alert(1)>'
    const html = launchPageHtml(
      [
        {
          group: launchItems(siteContent, {}, 'https://www.example.com')[0]!.group,
          where: `content/towns/${markup}.md`,
          todo: `"${markup}" is drafted & not confirmed`,
          cmsEntry: { href: `/admin#/x" onmouseover="alert(1)`, label: markup },
        },
      ],
      `Name ${markup}`,
    )
    const page = parse(html)
    expect(page.querySelectorAll('img')).toHaveLength(0)
    expect(html).not.toContain(markup)
    expect(page.querySelector('li[data-launch-item] .todo')?.text).toBe(`"${markup}" is drafted & not confirmed`)
    const link = page.querySelector('li[data-launch-item] a')
    expect(link?.getAttribute('href')).toBe(`/admin#/x" onmouseover="alert(1)`)
    expect(link?.getAttribute('onmouseover')).toBeUndefined()
  })

  it('gives each item of content/ a link to its entry and each setting its name, local facts a file at a time', () => {
    const items = launchItems(siteContent, {}, 'https://www.example.com')
    const page = parse(launchPageHtml(items, 'Test'))
    const rows = page.querySelectorAll('li[data-launch-item]')
    rows.forEach((row, index) => {
      const item = items[index]!
      expect(row.querySelector('a')?.getAttribute('href'), item.where).toBe(item.cmsEntry?.href)
      if (item.group === 'settings') expect(row.querySelector('a'), item.where).toBeNull()
      else expect(row.querySelector('a')?.getAttribute('href'), item.where).toMatch(/^\/admin#\/collections\//)
    })
    const facts = unconfirmedFacts(siteContent)
    const factFiles = page.querySelectorAll('#launch-facts ~ h3')
    expect(factFiles.map((heading) => heading.querySelector('code')?.text)).toEqual([
      ...new Set(facts.map((fact) => fact.file)),
    ])
    const files = factFiles.length
    if (facts.length > 0)
      expect(page.querySelector('#launch-facts')?.text).toContain(
        `(${facts.length} in ${files} file${files === 1 ? '' : 's'})`,
      )
    else expect(page.querySelector('#launch-facts')).toBeNull()
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
    expect(page.querySelectorAll('script')).toHaveLength(0)
  })

  it('says the site is ready, and lists nothing, when nothing is left', () => {
    const page = parse(launchPageHtml([], 'Test'))
    expect(page.querySelector('[data-testid="launch-count"]')?.text).toBe('Nothing left: the site is ready to launch.')
    expect(page.querySelectorAll('li')).toHaveLength(0)
  })

  it("has /admin's headers: its CSP, noindex and a check for a newer copy", async () => {
    const manifest = buildRouteManifest(siteContent, 'https://www.example.com')
    const policy = adminContentSecurityPolicy({ backend: 'local', localPort: 8081 })
    const { headers } = await parseHostRules({ headers: staffHeadersFileText(headerSettingsFromEnv({}), policy) })
    const launch = headersFor(headers, adminLaunchPath)
    expect(launch.get('content-security-policy')).toBe(policy)
    expect(launch.get('x-robots-tag')).toBe('noindex')
    expect(launch.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(manifest.map((entry) => entry.path)).not.toContain(adminLaunchPath)
  })
})

describe('/admin as the build writes it', () => {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const written = (settings: Parameters<typeof writeCmsAdmin>[1]) => {
    const dist = mkdtempSync(join(tmpdir(), 'launch-admin-'))
    made.push(dist)
    const launch = launchItems(siteContent, {}, 'https://www.example.com')
    writeCmsAdmin(dist, settings, { siteUrl: 'https://www.example.com', siteName: 'Test', launch })
    const read = (file: string) => readFileSync(join(dist, file), 'utf8')
    return { dist, launch, read, admin: parse(read(pageHtmlFile(adminPath))) }
  }

  it('links every screen of the content manager to /admin/launch, with the count left, and writes that page', () => {
    const { admin, launch, read } = written({ backend: 'local', localPort: 8081 })
    const link = admin.querySelector(`a[href="${adminLaunchPath}"]`)
    expect(link?.text).toContain(`${launch.length} things left`)
    expect(pageLines(read(pageHtmlFile(adminLaunchPath)))).toHaveLength(launch.length)
  })

  it("shows the texting campaign's registration as npm run campaign prints it, a field to copy at a time", () => {
    const { read } = written({ backend: 'local', localPort: 8081 })
    const page = parse(read(pageHtmlFile(adminLaunchPath)))
    const shown = page
      .querySelectorAll('pre[data-campaign-field]')
      .map((field) => `== ${field.previousElementSibling?.text} ==\n${field.text}`)
      .join('\n\n')
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'tools/campaign.ts'], {
      cwd: projectRoot,
      encoding: 'utf8',
    })
    expect(cli.status).toBe(0)
    expect(shown).toBe(cli.stdout.trimEnd())
    expect(shown).toBe(campaignRegistrationText(siteContent))
  })

  it('starts Decap with the local backend only once npm run cms answers, and else says how to edit', () => {
    const { admin, dist, read } = written({ backend: 'local', localPort: 8123 })
    const config = cmsConfig({ backend: 'local', localPort: 8123 }, 'https://www.example.com') as {
      backend: { proxy_url: string }
    }
    expect(admin.querySelector('meta[name="cms-local-backend"]')?.getAttribute('content')).toBe(
      config.backend.proxy_url,
    )
    const offline = admin.querySelector('#cms-offline')
    expect(offline?.hasAttribute('hidden')).toBe(true)
    expect(offline?.text).toMatch(/run npm run cms; on the live site, sign in here with GitHub\.$/)
    // The start script runs before Decap's bundle, which would otherwise start itself (and show its Login).
    const scripts = admin.querySelectorAll('script').map((script) => script.getAttribute('src'))
    expect(scripts).toEqual([`${adminPath}/start.js`, `${adminPath}/decap-cms.js`])
    expect(read('admin/start.js')).toMatch(/^window\.CMS_MANUAL_INIT = true$/m)
    expect(existsSync(join(dist, 'admin', 'start.js'))).toBe(true)
  })

  it('leaves Decap to start itself, with its GitHub sign-in, in a build that saves on the git host', () => {
    const { admin, dist } = written({
      backend: 'github',
      repo: 'acme/site',
      branch: 'main',
      authUrl: 'https://auth.example.org',
    })
    expect(admin.querySelector('#cms-offline')).toBeNull()
    expect(admin.querySelectorAll('script').map((script) => script.getAttribute('src'))).toEqual([
      `${adminPath}/decap-cms.js`,
    ])
    expect(existsSync(join(dist, 'admin', 'start.js'))).toBe(false)
    expect(admin.querySelector(`a[href="${adminLaunchPath}"]`)).not.toBeNull()
  })
})
