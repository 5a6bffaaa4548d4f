/**
 * The staff origin's settings and what the public origin says of it (decision 0084): CONSOLE_URL as an origin of its
 * own, CONSOLE_PORT beside the site's port, the public _redirects' 301s, and the local server's redirect and second
 * origin.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFileText, headerSettingsFromEnv } from '../../builder/post-render/headers'
import { parseHostRules, findRedirect } from '../../builder/post-render/netlify-rules'
import { redirectsFileText } from '../../builder/post-render/redirects'
import { isStaffPath, staffPortFromEnv, staffUrlFromEnv } from '../../builder/staff-origin'
import { siteContent } from '../../content/site-content'
import { startSiteServer } from '../../server/site-server'
import { buildRouteManifest } from '../../src/routing/manifest'
import { adminPath, consolePath } from '../../src/routing/paths'
import { freePort } from '../../tools/free-port'

const siteUrl = 'https://www.example.com'
const manifest = buildRouteManifest(siteContent, siteUrl)

describe('CONSOLE_URL', () => {
  it('is the staff origin: https, a hostname other than the site, without a path', () => {
    expect(staffUrlFromEnv({ CONSOLE_URL: 'https://staff.example.com/' }, siteUrl)).toBe('https://staff.example.com')
    expect(staffUrlFromEnv({ CONSOLE_URL: 'http://localhost:4174' }, siteUrl)).toBe('http://localhost:4174')
    // A build for the real domain may not send its owner to this machine.
    expect(() => staffUrlFromEnv({ CONSOLE_URL: 'http://localhost:4174' }, 'https://www.ncfhomebuyers.com')).toThrow(
      /is this machine, but the site is https:\/\/www\.ncfhomebuyers\.com/,
    )
    expect(staffUrlFromEnv({ CONSOLE_URL: ' ' }, siteUrl)).toBeUndefined()
  })

  it.each([
    ['https://www.example.com/console', /has a path: give the staff origin alone/],
    ['https://www.example.com', /is the site's own origin: the console needs a hostname of its own/],
    ['http://staff.example.com', /must start with https:\/\//],
    ['staff.example.com', /is not an address/],
  ])('refuses %s, saying what to give instead', (value, message) => {
    expect(() => staffUrlFromEnv({ CONSOLE_URL: value }, siteUrl)).toThrow(message)
  })
})

describe('CONSOLE_PORT', () => {
  it("is the site's port + 1 unless set", () => {
    expect(staffPortFromEnv({}, 4173)).toBe(4174)
    expect(staffPortFromEnv({ CONSOLE_PORT: '5000' }, 4173)).toBe(5000)
  })

  it('refuses what is no port, or the same port as the site', () => {
    expect(() => staffPortFromEnv({ CONSOLE_PORT: 'abc' }, 4173)).toThrow(/CONSOLE_PORT 'abc' is not a port number/)
    expect(() => staffPortFromEnv({ CONSOLE_PORT: '4173' }, 4173)).toThrow(/is the site's own port/)
    expect(() => staffPortFromEnv({}, 65535)).toThrow(/set CONSOLE_PORT/)
  })
})

describe("the public origin's files", () => {
  it('send /console, /admin and everything under them to the staff origin with a 301', async () => {
    const { redirects } = await parseHostRules({
      redirects: redirectsFileText(manifest, siteContent, 'https://staff.example.com'),
    })
    for (const path of [consolePath, `${consolePath}/assets/a.js`, adminPath, `${adminPath}/launch`])
      expect(findRedirect(redirects, path), path).toMatchObject({ to: `https://staff.example.com${path}`, status: 301 })
    // A page of the site whose name starts alike is no staff path.
    expect(isStaffPath('/consoles')).toBe(false)
    const { redirects: local } = await parseHostRules({ redirects: redirectsFileText(manifest, siteContent) })
    expect(findRedirect(local, consolePath)).toBeUndefined()
  })

  it('give no path of the site a rule of the console or the content manager', () => {
    const text = headersFileText(manifest, headerSettingsFromEnv({}))
    expect(text).not.toMatch(/^\/(console|admin)/m)
    expect(text).not.toMatch(/unsafe-eval|same-origin-allow-popups/)
  })
})

describe('the local server with a staff origin', () => {
  it("answers /console and /admin on the site's port with a 301 to the staff port, which serves them", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'staff-origin-'))
    const [site, staff] = [join(folder, 'dist'), join(folder, 'dist-staff')]
    mkdirSync(site)
    mkdirSync(staff)
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>')
    writeFileSync(join(staff, 'console.html'), '<!doctype html><title>console</title>')
    const staffPort = await freePort()
    const server = await startSiteServer({
      distDir: site,
      port: 0,
      host: '127.0.0.1',
      staff: { distDir: staff, port: staffPort },
      env: { VITE_SUPABASE_URL: 'https://x.supabase.co' },
      log: () => undefined,
    })
    try {
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`
      const moved = await fetch(`${origin}/admin/launch?x=1`, { redirect: 'manual' })
      expect(moved.status).toBe(301)
      expect(moved.headers.get('location')).toBe(`http://localhost:${staffPort}/admin/launch?x=1`)
      const followed = await fetch(`${origin}${consolePath}`)
      expect(followed.url).toBe(`http://localhost:${staffPort}${consolePath}`)
      expect(await followed.text()).toContain('<title>console</title>')
      expect((await fetch(`http://localhost:${staffPort}/`)).status).toBe(404)
      // A Host header naming another machine cannot point the redirect there.
      for (const host of ['evil.example', 'x@evil.example:80', `evil.example:${staffPort}`]) {
        const forged = await new Promise<string | undefined>((resolve, reject) =>
          request(`${origin}${consolePath}`, { headers: { host } }, (answer) => {
            answer.resume()
            resolve(answer.headers.location)
          })
            .on('error', reject)
            .end(),
        )
        expect(forged, host).toBe(`http://localhost:${staffPort}${consolePath}`)
      }
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    // Closing the site's server closes the staff origin's too.
    await expect(fetch(`http://localhost:${staffPort}${consolePath}`)).rejects.toThrow()
  })
})
