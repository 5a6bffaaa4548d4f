/**
 * The content manager's configuration and settings (decision 0036): its fields are content's
 * schemas, every file of content/ is kept in the form it writes, /admin's allowances stay under /admin, and Decap's
 * bundle is the pinned release (decision 0047).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { create as createTarball } from 'tar'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminContentSecurityPolicy, cmsSettingsFromEnv, defaultCmsLocalPort } from '../../builder/cms/settings'
import { cmsCollections, cmsConfig, type CmsFolderCollection } from '../../builder/cms/config'
import { cmsFields, type CmsField } from '../../builder/cms/fields'
import {
  DecapBundleError,
  decapBundleDir,
  decapRelease,
  extractDecapBundle,
  integrityOf,
} from '../../builder/cms/decap-bundle'
import { contentFileForms, markdownAsWritten } from '../../builder/cms/file-form'
import { headersFor, parseHostRules, type HeaderRule } from '../../builder/post-render/netlify-rules'
import { headersFileText, headerSettingsFromEnv, staffHeadersFileText } from '../../builder/post-render/headers'
import { projectRoot } from '../../builder/stamp'
import { collections, type CollectionName } from '../../content/validate'
import { buildRouteManifest } from '../../src/routing/manifest'
import { siteContent } from '../../content/site-content'
import { adminPath } from '../../src/routing/paths'

const siteUrl = 'https://www.example.com'
const local = { backend: 'local', localPort: 8081 } as const

const folderCollection = (name: string) => {
  const found = cmsCollections().find((collection) => collection.name === name)
  if (!found || typeof found.folder !== 'string') throw new Error(`no folder collection ${name}`)
  return found as CmsFolderCollection
}
const field = (fields: readonly CmsField[], name: string) => {
  const found = fields.find((entry) => entry.name === name)
  if (!found) throw new Error(`no field ${name} among ${fields.map((entry) => entry.name).join(', ')}`)
  return found
}
/** Whether a value passes a field's pattern, as Decap checks it before a save. */
const passes = (entry: CmsField, value: string) => !entry.pattern || new RegExp(entry.pattern[0]).test(value)

describe("the content manager's collections", () => {
  it('cover every file and folder of content/ exactly once', () => {
    const edited = cmsCollections().flatMap((collection) =>
      typeof collection.folder === 'string'
        ? [`${collection.folder}/`]
        : (collection.files as Array<{ file: string }>).map(({ file }) => file),
    )
    expect(new Set(edited).size).toBe(edited.length)
    expect([...edited].sort()).toEqual(
      Object.values(collections)
        .map(({ file }) => file)
        .sort(),
    )
    const siteFiles = readdirSync(join(projectRoot, 'content', 'site')).map((name) => `content/site/${name}`)
    expect(edited.filter((file) => file.startsWith('content/site/')).sort()).toEqual(siteFiles.sort())
  })

  it("give a town the schema's required fields, lengths, list sizes and its county as a choice of counties", () => {
    const towns = folderCollection('towns')
    expect(towns.folder).toBe('content/towns')
    expect(towns.slug).toBe('{{fields.pageSlug}}')
    const fields = towns.fields
    // Every field of a town is required; none is marked optional.
    expect(fields.filter((entry) => entry.required === false)).toEqual([])
    expect(field(fields, 'county')).toMatchObject({ widget: 'relation', collection: 'counties', value_field: 'slug' })
    expect(field(fields, 'faqs')).toMatchObject({ widget: 'list', min: 3, max: 3 })
    expect(field(fields, 'gridOrder')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
    // The description is the file's body, and its length is checked as the schema checks it.
    const body = field(fields, 'body')
    expect(body.label).toBe('Description')
    expect(fields.map((entry) => entry.name)).not.toContain('description')
    expect(passes(body, 'Too short to describe a town.')).toBe(false)
    expect(passes(body, 'x'.repeat(200))).toBe(true)
    expect(passes(body, 'x'.repeat(901))).toBe(false)
    expect(passes(field(fields, 'pageSlug'), 'Live Oak')).toBe(false)
    expect(passes(field(fields, 'pageSlug'), 'live-oak')).toBe(true)
  })

  it('put a toggle beside each local fact, shown open, to switch on once the owner has confirmed it, off when new', () => {
    const lists = [
      ['towns', 'situations'],
      ['cities', 'neighborhoods'],
      ['guides', 'localNotes'],
    ] as const
    for (const [collection, list] of lists) {
      const facts = field(folderCollection(collection).fields, list).fields as CmsField[]
      expect(field(facts, 'confirmed'), `${collection} ${list}`).toMatchObject({
        widget: 'boolean',
        default: false,
        hint: expect.stringContaining('npm run check:launch lists it'),
      })
      // Each fact open with its toggle in view; collapsed, its summary says whether it is confirmed.
      expect(field(folderCollection(collection).fields, list), `${collection} ${list}`).toMatchObject({
        collapsed: false,
        summary: expect.stringMatching(
          /^\{\{fields\.\w+\}\} \(\{\{fields\.confirmed \| ternary\('confirmed', '[^']+'\)\}\}\)$/,
        ),
      })
    }
    // A list without the toggle keeps Decap's collapsed items, summed up by their first text.
    expect(field(folderCollection('counties').fields, 'faqs')).toMatchObject({ summary: '{{fields.question}}' })
    expect(field(folderCollection('counties').fields, 'faqs').collapsed).toBeUndefined()
  })

  it('let the owner edit the words a caller hears about texts and switch on each A2P 10DLC step once it is done', () => {
    const fileFields = (file: string) => {
      const entry = cmsCollections()
        .flatMap((collection) => (collection.files as Array<{ file: string; fields: CmsField[] }> | undefined) ?? [])
        .find((candidate) => candidate.file === file)
      if (!entry) throw new Error(`no entry for ${file}`)
      return entry.fields
    }
    const calls = field(fileFields('content/site/leads.yaml'), 'calls').fields as CmsField[]
    for (const name of ['textBackNotice', 'stopConfirmation']) {
      expect(field(calls, name), name).toMatchObject({ widget: expect.stringMatching(/^(string|text)$/) })
      expect(field(calls, name).required, name).not.toBe(false)
    }
    expect(passes(field(calls, 'textBackNotice'), 'Hi.')).toBe(false)
    expect(passes(field(calls, 'textBackNotice'), siteContent.leadsCopy.calls.textBackNotice)).toBe(true)
    const steps = field(fileFields('content/site/business.yaml'), 'textingRegistration').fields as CmsField[]
    expect(steps.map((step) => step.name)).toEqual(Object.keys(siteContent.business.textingRegistration))
    for (const step of steps)
      expect(field(step.fields as CmsField[], 'confirmed'), step.name).toMatchObject({
        widget: 'boolean',
        default: false,
        hint: expect.stringContaining('npm run check:launch lists it'),
      })
  })

  it('let a county hold four to eight questions, as its schema does', () => {
    expect(field(folderCollection('counties').fields, 'faqs')).toMatchObject({ widget: 'list', min: 4, max: 8 })
  })

  it("mark a field the schema leaves optional as optional, and an enum's values as a select", () => {
    const optional = (Object.keys(collections) as CollectionName[]).flatMap((name) => {
      const walk = (fields: readonly CmsField[]): CmsField[] =>
        fields.flatMap((entry) => [entry, ...walk((entry.fields as CmsField[] | undefined) ?? [])])
      return walk(cmsFields(name)).filter((entry) => entry.required === false)
    })
    expect(optional.length).toBeGreaterThan(0)
    const selects = (Object.keys(collections) as CollectionName[]).flatMap((name) =>
      cmsFields(name).filter((entry) => entry.widget === 'select'),
    )
    for (const select of selects) expect(Array.isArray(select.options), select.name).toBe(true)
  })

  it('save locally through decap-server, or as commits on the git host', () => {
    expect(cmsConfig(local, siteUrl).backend).toEqual({
      name: 'proxy',
      proxy_url: 'http://localhost:8081/api/v1',
      branch: 'main',
    })
    const github = cmsConfig(
      { backend: 'github', repo: 'acme/site', branch: 'main', authUrl: 'https://auth.example.org' },
      siteUrl,
    )
    expect(github.backend).toMatchObject({ name: 'github', repo: 'acme/site', base_url: 'https://auth.example.org' })
    const gitlab = cmsConfig({ backend: 'gitlab', repo: 'acme/site', branch: 'live', appId: 'abc' }, siteUrl)
    expect(gitlab.backend).toMatchObject({ name: 'gitlab', branch: 'live', auth_type: 'pkce', app_id: 'abc' })
  })
})

describe("content's files", () => {
  it('are each kept in the form the content manager writes, so a save changes only what was edited (npm run format rewrites them)', () => {
    const drifted = contentFileForms(projectRoot).filter(({ text, written }) => text !== written)
    expect(drifted.map(({ file }) => file)).toEqual([])
  })

  it('keep their body as it is and put the front matter in the order of the fields', () => {
    const fields = folderCollection('towns').fields
    const text = '---\ncity: Mayo\npageSlug: mayo\n---\n\nThe body,  kept\nas written.\n'
    expect(markdownAsWritten(text, fields)).toBe(
      '---\npageSlug: mayo\ncity: Mayo\n---\n\nThe body,  kept\nas written.\n',
    )
  })
})

describe("the content manager's settings", () => {
  it('default to the local backend on port 8081 for a build on an example domain', () => {
    expect(cmsSettingsFromEnv({}, siteUrl)).toEqual({ backend: 'local', localPort: defaultCmsLocalPort })
    expect(cmsSettingsFromEnv({ CMS_LOCAL_PORT: '9000' }, siteUrl)).toEqual({ backend: 'local', localPort: 9000 })
  })

  it('publish no /admin for the real domain unless CMS_REPO names the repository or npm run cms asks for it', () => {
    expect(cmsSettingsFromEnv({}, 'https://www.ncfhomebuyers.com')).toBeUndefined()
    expect(cmsSettingsFromEnv({ CMS_BACKEND: 'local' }, 'https://www.ncfhomebuyers.com')).toEqual({
      backend: 'local',
      localPort: defaultCmsLocalPort,
    })
    expect(
      cmsSettingsFromEnv(
        { CMS_REPO: 'acme/site', CMS_AUTH_URL: 'https://auth.ncfhomebuyers.com' },
        'https://www.ncfhomebuyers.com',
      ),
    ).toEqual({ backend: 'github', repo: 'acme/site', branch: 'main', authUrl: 'https://auth.ncfhomebuyers.com' })
  })

  it('stop the build with a sentence naming a setting in the wrong form', () => {
    expect(() => cmsSettingsFromEnv({ CMS_LOCAL_PORT: 'eighty' }, siteUrl)).toThrow(/CMS_LOCAL_PORT 'eighty'/)
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'just-a-name' }, siteUrl)).toThrow(/owner\/name/)
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'acme/site', CMS_BACKEND: 'svn' }, siteUrl)).toThrow(
      /CMS_BACKEND 'svn'/,
    )
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'acme/site' }, siteUrl)).toThrow(/CMS_AUTH_URL is needed/)
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'acme/site', CMS_BACKEND: 'local' }, siteUrl)).toThrow(/unset one/)
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'acme/site', CMS_BACKEND: 'gitlab' }, siteUrl)).toThrow(
      /CMS_GITLAB_APP_ID is needed/,
    )
  })
})

describe("/admin's headers", () => {
  const manifest = buildRouteManifest(siteContent, siteUrl)
  const settings = headerSettingsFromEnv({})
  const rulesOf = async (text: string): Promise<HeaderRule[]> => (await parseHostRules({ headers: text })).headers
  let rules: HeaderRule[] = []
  let site: HeaderRule[] = []
  beforeAll(async () => {
    rules = await rulesOf(staffHeadersFileText(settings, adminContentSecurityPolicy(local)))
    site = await rulesOf(headersFileText(manifest, settings))
  })

  it('give /admin and its files their own CSP and opener policy, noindex, and a check for a newer copy on every visit', () => {
    for (const path of [adminPath, `${adminPath}/config.yml`, `${adminPath}/decap-cms.js`]) {
      const headers = headersFor(rules, path)
      expect(headers.get('content-security-policy'), path).toContain("script-src 'self' 'unsafe-eval'")
      expect(headers.get('content-security-policy'), path).toContain("connect-src 'self' http://localhost:8081")
      expect(headers.get('x-robots-tag'), path).toBe('noindex')
      expect(headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate')
      // GitHub's sign-in popup answers through window.opener.
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups')
    }
    // The rest of the staff origin keeps the console's policy: scripts from this origin only.
    const consoleHeaders = headersFor(rules, '/console')
    expect(consoleHeaders.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(consoleHeaders.get('content-security-policy')).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(consoleHeaders.get('x-robots-tag')).toBe('noindex')
  })

  it("are the staff origin's only: no page of the site gets /admin's allowances", () => {
    for (const { path } of manifest)
      expect(headersFor(site, path).get('content-security-policy'), path).not.toMatch(/unsafe-eval|localhost/)
    expect(headersFor(site, adminPath).get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('call the git host and show its avatars in a build that saves there, and nothing local', () => {
    const policy = adminContentSecurityPolicy({
      backend: 'github',
      repo: 'acme/site',
      branch: 'main',
      authUrl: 'https://auth.example.org',
    })
    expect(policy).toContain("connect-src 'self' https://api.github.com")
    expect(policy).toContain('https://avatars.githubusercontent.com')
    expect(policy).not.toContain('localhost')
  })
})

describe("Decap CMS's bundle for /admin", () => {
  const made: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'decap-bundle-'))
    made.push(dir)
    return dir
  }
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  /** A package tarball laid out as decap-cms's: the bundle beside files /admin does not serve. */
  const packageTarball = () => {
    const dir = tempDir()
    const files = {
      'package/package.json': '{"name":"decap-cms"}',
      'package/dist/decap-cms.js': 'bundle',
      'package/dist/1077.decap-cms.js': 'chunk',
      'package/dist/dd5d52671a5763720504.wasm': 'wasm',
      'package/dist/decap-cms.js.LICENSE.txt': 'licence',
      'package/dist/decap-cms.js.map': 'map',
      'package/dist/cms.js': 'the other bundle',
      'package/dist/1077.cms.js': 'its chunk',
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      writeFileSync(join(dir, file), text)
    }
    const tarball = join(dir, 'decap-cms-3.16.3.tgz')
    createTarball({ file: tarball, cwd: dir, gzip: true, sync: true, portable: true }, Object.keys(files))
    return tarball
  }

  it('refuses a tarball that is not the pinned release, naming both integrities, and writes nothing', () => {
    const tarball = packageTarball()
    const into = join(tempDir(), 'bundle')
    expect(() => extractDecapBundle(tarball, into)).toThrow(DecapBundleError)
    expect(() => extractDecapBundle(tarball, into)).toThrow(
      `decap-cms-3.16.3.tgz is not the decap-cms release builder/cms/decap-bundle.ts pins (integrity ${integrityOf(tarball)}, pinned ${decapRelease.integrity})`,
    )
    expect(existsSync(into)).toBe(false)
  })

  it("keeps only the bundle's own files of the pinned tarball: no source maps, no cms.js, nothing outside dist/", () => {
    const tarball = packageTarball()
    const into = join(tempDir(), 'bundle')
    extractDecapBundle(tarball, into, integrityOf(tarball))
    expect(readdirSync(into).sort()).toEqual([
      '1077.decap-cms.js',
      'dd5d52671a5763720504.wasm',
      'decap-cms.js',
      'decap-cms.js.LICENSE.txt',
    ])
    expect(readFileSync(join(into, 'decap-cms.js'), 'utf8')).toBe('bundle')
  })

  it('is read from the cache once fetched, without asking npm again', () => {
    const cache = tempDir()
    writeFileSync(join(cache, 'decap-cms.js'), 'bundle')
    expect(decapBundleDir({ cache, env: { PATH: '' } })).toBe(cache)
  })

  it('stops a build with no cache and no registry with one sentence saying what to do', () => {
    const dir = tempDir()
    const cache = join(dir, 'decap-cms-3.16.3')
    // npm offline with an empty cache of its own answers as it does with no network.
    const env = { ...process.env, npm_config_offline: 'true', npm_config_cache: join(dir, 'npm-cache') }
    expect(() => decapBundleDir({ cache, env })).toThrow(
      /^Decap CMS's bundle for \/admin \(decap-cms@3\.16\.3\) is not in \S+ and npm could not fetch it \(ENOTCACHED\): run the build once where the npm registry is reachable, and later builds reuse that copy\.$/,
    )
    expect(readdirSync(dir).filter((name) => name.startsWith('decap-cms'))).toEqual([])
  })
})
