/**
 * `npm run staff` (server/leads/staff.ts, decision 0076) against a running `npm start`-style embedded backend, with
 * the console's own client (supabase-js): a member the command invites signs in with an eight-digit code from the
 * outbox and reads the leads; a stranger gets no code and no user; a member the command removes reads nothing at the
 * same session's next request. Also: the same command on a folder no server holds, on a project named by
 * SUPABASE_URL and SUPABASE_SECRET_KEY, and its one-sentence refusals.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { codeDigits } from '../../server/leads/auth'
import { localPublishableKey } from '../../src/lib/local-backend'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { runScript } from '../support/node-script'
import { serveLeadBackend } from '../support/served-lead-backend'
import { clientOptions } from '../support/supabase-client-options'

const member = 'new-member@example.com'

/** Runs `npm run staff -- <args>`; the shell's data folder and project settings are left out. */
const staffCommand = (args: string[], env: Record<string, string> = {}) =>
  runScript('server/leads/staff.ts', args, env, ['LEADS_DATA_DIR', 'SUPABASE_URL', 'SUPABASE_SECRET_KEY'])

const newDataDir = (name: string) => join(mkdtempSync(join(tmpdir(), `staff-${name}-`)), 'data')

/** The codes the outbox holds for `email`, oldest first. */
function codesFor(outbox: string, email: string): string[] {
  return readdirSync(outbox)
    .filter((name) => name.endsWith('-sign-in-code.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; code: string })
    .filter((message) => message.to === email)
    .map((message) => message.code)
}

describe('npm run staff against the running server of the data folder', () => {
  let backend: LeadBackend
  let origin: string
  let stop: () => Promise<void>
  let dataDir: string

  beforeAll(async () => {
    dataDir = newDataDir('running')
    backend = await openLeadBackend({ dataDir, settings: { ratePerClient: 100_000 }, retryIntervalMs: 0 })
    // As npm start does: server.json names where the folder's server answers, and the command goes through it.
    ;({ origin, stop } = await serveLeadBackend(backend, { announce: true }))
    const { error } = await client()
      .from('leads')
      .insert({ ...sampleLead, submission_id: crypto.randomUUID() })
    expect(error).toBeNull()
  }, 60_000)

  afterAll(async () => {
    await stop()
    await backend.close()
  })

  const client = () => createClient(origin, localPublishableKey, clientOptions)
  const users = async () =>
    (
      await createClient(origin, backend.secretKey, clientOptions).auth.admin.listUsers({ page: 1, perPage: 1000 })
    ).data.users.map((user) => user.email)

  async function signIn(email: string): Promise<SupabaseClient> {
    const supabase = client()
    const sent = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(sent.error).toBeNull()
    const code = codesFor(backend.paths.outbox, email).at(-1)!
    expect(code).toMatch(new RegExp(`^\\d{${codeDigits}}$`))
    expect(codeDigits).toBe(8)
    const verified = await supabase.auth.verifyOtp({ email, token: code, type: 'email' })
    expect(verified.error).toBeNull()
    return supabase
  }

  it('invites a member, who signs in with an eight-digit code from the outbox and reads the leads', async () => {
    const added = await staffCommand(['add', ` ${member.toUpperCase()} `, '--data-dir', dataDir])
    expect(added.stderr).toBe('')
    expect(added.code).toBe(0)
    expect(added.stdout).toContain(`${member} is staff on the server at ${origin}`)
    const supabase = await signIn(member)
    const { data, error } = await supabase.from('leads').select('name')
    expect(error).toBeNull()
    expect(data).toContainEqual({ name: sampleLead.name })
    const listed = await staffCommand(['list', '--data-dir', dataDir])
    expect(listed.stdout).toContain(member)
  }, 60_000)

  it('gives a stranger no code and no user', async () => {
    const stranger = 'stranger@example.com'
    const asked = await client().auth.signInWithOtp({ email: stranger, options: { shouldCreateUser: false } })
    expect(asked.error?.code).toBe('otp_disabled')
    expect(codesFor(backend.paths.outbox, stranger)).toEqual([])
    expect(await users()).not.toContain(stranger)
  })

  it("removes a member: the same session's next read returns nothing, and the user is gone", async () => {
    const email = 'leaving@example.com'
    expect((await staffCommand(['add', email, '--data-dir', dataDir])).code).toBe(0)
    const supabase = await signIn(email)
    expect((await supabase.from('leads').select('name')).data).not.toEqual([])
    const removed = await staffCommand(['remove', email, '--data-dir', dataDir])
    expect(removed.code).toBe(0)
    expect(removed.stdout).toContain(`${email} is no longer staff`)
    const after = await supabase.from('leads').select('name')
    expect(after.error).toBeNull()
    expect(after.data).toEqual([])
    expect((await supabase.rpc('is_staff')).data).toBe(false)
    expect(await users()).not.toContain(email)
    expect((await staffCommand(['list', '--data-dir', dataDir])).stdout).not.toContain(email)
  }, 60_000)

  it('says in one sentence that an address is not an address, or not on the list', async () => {
    const bad = await staffCommand(['add', 'owner', '--data-dir', dataDir])
    expect(bad.code).toBe(1)
    expect(bad.stderr.trim()).toBe("'owner' is not an e-mail address: give the member's address, as name@example.com.")
    const unknown = await staffCommand(['remove', 'nobody@example.com', '--data-dir', dataDir])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr.trim()).toBe(
      'nobody@example.com is not on the staff list: npm run staff -- list shows who is.',
    )
  }, 60_000)
})

describe('npm run staff elsewhere', () => {
  it('works on a folder no server holds, with a backend of its own that it closes', async () => {
    const dataDir = newDataDir('folder')
    const added = await staffCommand(['add', member, '--data-dir', dataDir])
    expect(added.code).toBe(0)
    expect(added.stdout).toContain(`${member} is staff on ${dataDir}`)
    const listed = await staffCommand(['list'], { LEADS_DATA_DIR: dataDir })
    expect(listed.stdout).toContain(member)
    // The folder is free again: a server opens it, and the member is a user it knows.
    const backend = await openLeadBackend({ dataDir, retryIntervalMs: 0 })
    try {
      const served = await serveLeadBackend(backend)
      try {
        const sent = await createClient(served.origin, localPublishableKey, clientOptions).auth.signInWithOtp({
          email: member,
          options: { shouldCreateUser: false },
        })
        expect(sent.error).toBeNull()
      } finally {
        await served.stop()
      }
    } finally {
      await backend.close()
    }
  }, 60_000)

  it('works on the project SUPABASE_URL and SUPABASE_SECRET_KEY name, through its Auth admin API', async () => {
    const backend = await openLeadBackend({ dataDir: newDataDir('project'), retryIntervalMs: 0 })
    const served = await serveLeadBackend(backend)
    try {
      const env = { SUPABASE_URL: served.origin, SUPABASE_SECRET_KEY: backend.secretKey }
      const added = await staffCommand(['add', member], env)
      expect(added.code).toBe(0)
      expect(added.stdout).toContain(`${member} is staff on ${served.origin}`)
      // The same address again keeps its user and its row.
      const admin = createClient(served.origin, backend.secretKey, clientOptions).auth.admin
      const userOf = async (email: string) =>
        (await admin.listUsers({ page: 1, perPage: 1000 })).data.users.find((user) => user.email === email)?.id
      const memberId = await userOf(member)
      expect((await staffCommand(['add', member], env)).stdout).toContain(
        `${member} is staff on ${served.origin} already`,
      )
      expect(await userOf(member)).toBe(memberId)
      // A user of the address made some other way (a sign-up while sign-ups were open) is replaced, not trusted.
      const earlier = 'signed-up-before@example.com'
      const { data } = await admin.createUser({ email: earlier, email_confirm: true })
      const replaced = await staffCommand(['add', earlier], env)
      expect(replaced.stdout).toContain('was deleted and made again')
      expect(await userOf(earlier)).toMatch(/^[0-9a-f-]{36}$/)
      expect(await userOf(earlier)).not.toBe(data.user!.id)
      expect((await staffCommand(['list'], env)).stdout).toMatch(new RegExp(`^${member}$`, 'm'))
      const wrongKey = await staffCommand(['list'], { ...env, SUPABASE_SECRET_KEY: 'sb_secret_wrong' })
      expect(wrongKey.code).toBe(1)
    } finally {
      await served.stop()
      await backend.close()
    }
  }, 60_000)

  it('refuses half of the project settings, naming the missing one', async () => {
    const result = await staffCommand(['list'], { SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toMatch(
      /^SUPABASE_SECRET_KEY is not set: set both SUPABASE_URL and SUPABASE_SECRET_KEY/,
    )
  })
})
