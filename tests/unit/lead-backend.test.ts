/**
 * The embedded lead backend as the site's browser code uses it: unmodified supabase-js with the publishable key, against
 * an HTTP server on an ephemeral port with a temporary data folder. Long as a list of cases is: each stands alone.
 */
import { leadsCopy } from '../../content/data'
import { createClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { startSiteServer } from '../../server/site-server'
import { formatLeadTime } from '../../supabase/functions/_shared/notification'
import { leadsTablePath, localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import type { LeadRecord } from '#lead-schema'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { serveLeadBackend } from '../support/served-lead-backend'
import { clientOptions } from '../support/supabase-client-options'

const lead: LeadRecord = { ...sampleLead, utm_source: 'google', utm_medium: 'cpc', utm_campaign: null }

let dataDir: string
let backend: LeadBackend
let stopServer: () => Promise<void>
let origin: string

beforeAll(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'lead-backend-')), 'data')
  backend = await openLeadBackend({ dataDir, businessName: 'Test Home Buyers', settings: { ratePerClient: 100_000 } })
  ;({ origin, stop: stopServer } = await serveLeadBackend(backend, { announce: true }))
}, 60_000)

afterAll(async () => {
  await stopServer()
  await backend.close()
})

const serviceHeaders = () => ({ apikey: backend.secretKey })

async function storedLeads(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${origin}${leadsTablePath}?select=*`, { headers: serviceHeaders() })
  expect(response.status).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}

describe('lead backend through supabase-js, as the site calls it', () => {
  it('stores an insert made with the publishable key, visible to the service role with its id and created_at', async () => {
    const supabase = createClient(origin, localPublishableKey, clientOptions)
    const before = (await storedLeads()).length
    const { error, status, data } = await supabase.from('leads').insert(lead)
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toBeNull()
    const rows = await storedLeads()
    expect(rows).toHaveLength(before + 1)
    const row = rows.at(-1)
    expect(row).toMatchObject({ ...lead, utm_term: null, utm_content: null })
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number.isNaN(Date.parse(String(row?.created_at)))).toBe(false)
  })

  it('lists leads for the service role through supabase-js, newest first with order=created_at.desc', async () => {
    const admin = createClient(origin, backend.secretKey, clientOptions)
    await createClient(origin, localPublishableKey, clientOptions)
      .from('leads')
      .insert({ ...lead, name: 'Newest Lead' })
    const { data, error } = await admin.from('leads').select('*').order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(data?.[0]?.name).toBe('Newest Lead')
    const times = (data ?? []).map((row) => Date.parse(String(row.created_at)))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('notify-lead invoked through supabase-js writes the e-mail of a stored lead to the outbox', async () => {
    const supabase = createClient(origin, localPublishableKey, clientOptions)
    const submission = { ...lead, submission_id: randomUUID() }
    expect((await supabase.from('leads').insert(submission)).error).toBeNull()
    const submittedAt = new Date().toISOString()
    const { data, error } = await supabase.functions.invoke('notify-lead', { body: { ...submission, submittedAt } })
    expect(error).toBeNull()
    expect(data).toEqual({ stored: true, notified: true })
    const files = readdirSync(backend.paths.outbox).filter((name) => name.includes(submission.submission_id))
    // The owner's e-mail, the owner's SMS and the homeowner's confirmation, one file each.
    expect(files).toHaveLength(3)
    const confirmation = JSON.parse(
      readFileSync(
        join(
          backend.paths.outbox,
          files.find((file) => file.endsWith('-homeowner-email.json'))!,
        ),
        'utf8',
      ),
    )
    expect(confirmation).toMatchObject({ to: lead.email, subject: leadsCopy.autoresponder.subject })
    expect(confirmation.text).toContain(`Hi ${lead.name.split(' ')[0]},`)
    expect(confirmation.text).toContain(leadsCopy.confirmation.steps[1])
    const emailFile = files.find((name) => name.endsWith('-owner-email.json'))!
    const message = JSON.parse(readFileSync(join(backend.paths.outbox, emailFile), 'utf8'))
    expect(message.to).toBe('(local outbox)')
    expect(message.subject).toBe('New lead from Jane Doe (contact-form)')
    expect(message.text).toContain('Test Home Buyers')
    expect(message.html).toContain('(352) 555-0100')
    expect(message.stored).toBe(true)
    const { name, email, phone, utm_source } = lead
    expect(message.lead).toMatchObject({ name, email, phone, utm_source, submission_id: submission.submission_id })
    const sms = JSON.parse(
      readFileSync(
        join(
          backend.paths.outbox,
          files.find((file) => file.includes('-owner-sms'))!,
        ),
        'utf8',
      ),
    )
    expect(sms.to).toBe("(owner's phone)")
    expect(sms.sms).toContain('New Test Home Buyers lead: Jane Doe')
    expect(sms.sms).toContain('Call: tel:+13525550100')
    expect(sms.sms).toContain(formatLeadTime(submittedAt).slice(0, 5))
  })

  it('refuses the anon role a read: 401 with code 42501 "permission denied for table leads"', async () => {
    const response = await fetch(`${origin}${leadsTablePath}?select=*`, {
      headers: { apikey: localPublishableKey, Authorization: `Bearer ${localPublishableKey}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied for table leads' })
    const { error } = await createClient(origin, localPublishableKey, clientOptions).from('leads').select('*')
    expect(error?.code).toBe('42501')
  })

  it('refuses return=representation to anon (anon may not select), storing nothing', async () => {
    const before = (await storedLeads()).length
    const { error, status } = await createClient(origin, localPublishableKey, clientOptions)
      .from('leads')
      .insert(lead)
      .select()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
    expect(await storedLeads()).toHaveLength(before)
  })

  it('gives the service role the inserted row with return=representation', async () => {
    const { data, status } = await createClient(origin, backend.secretKey, clientOptions)
      .from('leads')
      .insert({ ...lead, name: 'Represented Lead' })
      .select()
    expect(status).toBe(201)
    expect(data?.[0]).toMatchObject({ name: 'Represented Lead' })
  })

  it('answers an unknown apikey with 401 in PostgREST shape, on both endpoints', async () => {
    for (const path of [leadsTablePath, notifyLeadPath]) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { apikey: 'not-the-key', 'Content-Type': 'application/json' },
        body: JSON.stringify(lead),
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const body = await response.json()
      expect(body.message).toMatch(/Invalid API key/)
      if (path === leadsTablePath)
        expect(body).toEqual({ code: 'PGRST301', details: null, hint: expect.any(String), message: 'Invalid API key' })
    }
    const { error } = await createClient(origin, 'wrong-key', clientOptions).from('leads').insert(lead)
    expect(error?.code).toBe('PGRST301')
  })

  it('answers a CORS preflight with 204 and the headers supabase-js needs', async () => {
    for (const path of [leadsTablePath, notifyLeadPath]) {
      const response = await fetch(`${origin}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://www.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const allowed = response.headers.get('access-control-allow-headers') ?? ''
      for (const name of ['authorization', 'x-client-info', 'apikey', 'content-type', 'prefer', 'content-profile'])
        expect(allowed).toContain(name)
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, DELETE, OPTIONS')
    }
  })

  it('answers Prefer: return=minimal (and missing=default) with 201 and an empty body', async () => {
    const response = await fetch(`${origin}${leadsTablePath}`, {
      method: 'POST',
      headers: {
        apikey: localPublishableKey,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal, missing=default',
      },
      body: JSON.stringify({ ...lead, name: 'Minimal Lead' }),
    })
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('refuses a batch sent as an array with the public key: one request stores one lead', async () => {
    const before = (await storedLeads()).length
    const chat = { ...lead, source: 'chat-widget' as const, address: 'Not provided', condition: '', timeline: '' }
    const { error, status } = await createClient(origin, localPublishableKey, clientOptions)
      .from('leads')
      .insert([chat, { ...chat, name: 'Second Chat' }])
    expect(status).toBe(400)
    expect(error?.message).toBe('Send one lead per request.')
    expect(await storedLeads()).toHaveLength(before)
  })

  it('refuses PATCH and DELETE to anon with 401 42501, as PostgREST does', async () => {
    const supabase = createClient(origin, localPublishableKey, clientOptions)
    const updated = await supabase.from('leads').update({ name: 'Changed' }).eq('name', 'Jane Doe')
    expect(updated.status).toBe(401)
    expect(updated.error?.code).toBe('42501')
    const deleted = await supabase.from('leads').delete().eq('name', 'Jane Doe')
    expect(deleted.status).toBe(401)
    expect((await storedLeads()).some((row) => row.name === 'Jane Doe')).toBe(true)
  })
})

describe('lead data folder', () => {
  it('announces the holder in server.json and keeps the secret key private (0600)', () => {
    const holder = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8'))
    expect(holder).toMatchObject({ pid: process.pid, port: Number(new URL(origin).port), url: origin })
    expect(holder.secretKeyFile).toBe(join(dataDir, 'secret-key'))
    expect(statSync(join(dataDir, 'secret-key')).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(dataDir, 'secret-key'), 'utf8').trim()).toBe(backend.secretKey)
    expect(backend.secretKey).toMatch(/^sb_secret_[\w-]{40,}$/)
  })

  it('refuses a second backend on a folder that is held, naming the folder and the pid', async () => {
    await expect(openLeadBackend({ dataDir, settings: { ratePerClient: 100_000 } })).rejects.toThrow(
      `Another process holds the lead database at ${dataDir} (pid ${process.pid}): stop it or set LEADS_DATA_DIR`,
    )
  })

  it('keeps leads across a restart, applies each migration once and removes server.json on close', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'lead-restart-')), 'data')
    const first = await openLeadBackend({ dataDir: folder, settings: { ratePerClient: 100_000 } })
    const key = first.secretKey
    await first.close()
    expect(existsSync(join(folder, 'server.json'))).toBe(false)
    const second = await openLeadBackend({ dataDir: folder, settings: { ratePerClient: 100_000 } })
    expect(second.secretKey).toBe(key)
    await second.close()
    const { PGlite } = await import('@electric-sql/pglite')
    const db = await PGlite.create(join(folder, 'leads-db'))
    const applied = await db.query<{ name: string }>('select name from local_backend.schema_migrations')
    expect(applied.rows.map((row) => row.name)).toEqual(
      readdirSync(join(import.meta.dirname, '..', '..', 'supabase', 'migrations')).filter((name) =>
        name.endsWith('.sql'),
      ),
    )
    await db.close()
  }, 60_000)

  it("replaces an older folder's service-role-key with a secret key (sb_secret_...)", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'lead-old-key-')), 'data')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'service-role-key'), `local-service-role-${'x'.repeat(43)}\n`, { mode: 0o600 })
    const opened = await openLeadBackend({ dataDir: folder, settings: { ratePerClient: 100_000 } })
    try {
      expect(existsSync(join(folder, 'service-role-key'))).toBe(false)
      expect(opened.secretKey).toMatch(/^sb_secret_/)
      expect(readFileSync(join(folder, 'secret-key'), 'utf8').trim()).toBe(opened.secretKey)
    } finally {
      await opened.close()
    }
  }, 60_000)
})

describe('startSiteServer', () => {
  it('mounts the lead backend before the static site and closes it with the server', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-leads-'))
    const lines: string[] = []
    const site = await startSiteServer({
      distDir: join(folder, 'dist'),
      port: 0,
      host: '127.0.0.1',
      env: { LEADS_DATA_DIR: join(folder, 'data') },
      log: (line) => lines.push(line),
    })
    expect(lines.join('\n')).toMatch(/Leads are stored in .*leads-db.*outbox/)
    const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    const { error } = await createClient(siteOrigin, localPublishableKey, clientOptions).from('leads').insert(lead)
    expect(error).toBeNull()
    site.closeAllConnections()
    await new Promise<void>((resolve) => site.close(() => resolve()))
    for (let waited = 0; existsSync(join(folder, 'data', 'server.json')) && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(existsSync(join(folder, 'data', 'server.json'))).toBe(false)
  }, 60_000)

  it('leaves /rest/v1 to the static site when VITE_SUPABASE_URL is set', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-hosted-'))
    const lines: string[] = []
    const site = await startSiteServer({
      distDir: join(folder, 'dist'),
      port: 0,
      host: '127.0.0.1',
      env: { VITE_SUPABASE_URL: 'https://project.supabase.co', LEADS_DATA_DIR: join(folder, 'data') },
      log: (line) => lines.push(line),
    })
    const response = await fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}${leadsTablePath}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(existsSync(join(folder, 'data'))).toBe(false)
    expect(lines.join('\n')).toContain('https://project.supabase.co')
    await new Promise<void>((resolve) => site.close(() => resolve()))
  })
})
