/**
 * The lead console's sign-in on the embedded backend, driven by supabase-js's own auth client (decisions 0060 and
 * 0076): sign-ups are off, so only a user (CONSOLE_STAFF_EMAILS seeds them) gets an eight-digit code, in the outbox;
 * the session's token reads the leads through REST only for staff, and row level security gives everyone else nothing.
 */
import { createHmac } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signInLimits } from '../../server/leads/auth'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { staffEmailsFromEnv } from '../../server/leads/backend-settings'
import { localPublishableKey } from '../../src/lib/local-backend'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { fetchFrom } from '../support/fetch-from'
import { serveLeadBackend } from '../support/served-lead-backend'
import { clientOptions } from '../support/supabase-client-options'

const owner = 'owner@example.com'
/** Staff the tests below sign in with, each its own address so one test's codes do not meet another's. */
const staff = [
  owner,
  'helper@example.com',
  'tries@example.com',
  'twice@example.com',
  'idle@example.com',
  'timebox@example.com',
  'reuse@example.com',
]
/** How far ahead of the wall clock the backend's clock runs: the session tests move it, and put it back. */
let clockAhead = 0
let backend: LeadBackend
let origin: string
let stop: () => Promise<void>

beforeAll(async () => {
  backend = await openLeadBackend({
    dataDir: join(mkdtempSync(join(tmpdir(), 'console-sign-in-')), 'data'),
    settings: { ratePerClient: 100_000 },
    env: { CONSOLE_STAFF_EMAILS: ` ${owner.toUpperCase()} , ${staff.slice(1).join(',')}` },
    retryIntervalMs: 0,
    now: () => new Date(Date.now() + clockAhead),
  })
  ;({ origin, stop } = await serveLeadBackend(backend))
  const anon = client()
  const { error } = await anon.from('leads').insert({ ...sampleLead, submission_id: crypto.randomUUID() })
  expect(error).toBeNull()
}, 60_000)

afterAll(async () => {
  await stop()
  await backend.close()
})

const client = () => createClient(origin, localPublishableKey, clientOptions)
/** The embedded backend's admin API (GoTrue's /admin/users), with the secret key. */
const admin = () => createClient(origin, backend.secretKey, clientOptions).auth.admin

/** A code of the configured length that is not `code`. */
const wrongCodeFor = (code: string) => (code === '0'.repeat(code.length) ? '1' : '0').repeat(code.length)

async function userEmails(): Promise<string[]> {
  const { data, error } = await admin().listUsers({ page: 1, perPage: 1000 })
  expect(error).toBeNull()
  return data.users.map((user) => user.email!)
}

/** The code the outbox holds for `email` (the newest). */
function codeFor(email: string): string {
  const codes = readdirSync(backend.paths.outbox)
    .filter((name) => name.endsWith('-sign-in-code.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(backend.paths.outbox, name), 'utf8')) as { to: string; code: string })
    .filter((message) => message.to === email)
  const code = codes.at(-1)?.code
  if (!code) throw new Error(`no code in the outbox for ${email}`)
  return code
}

/** The newest code in `lead`'s outbox, whoever it went to. */
const newestCodeIn = (lead: LeadBackend) =>
  readdirSync(lead.paths.outbox)
    .filter((name) => name.endsWith('-sign-in-code.json'))
    .sort()
    .map((name) => (JSON.parse(readFileSync(join(lead.paths.outbox, name), 'utf8')) as { code: string }).code)
    .at(-1)!

async function signIn(email: string): Promise<SupabaseClient> {
  const supabase = client()
  const sent = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
  expect(sent.error).toBeNull()
  const verified = await supabase.auth.verifyOtp({ email, token: codeFor(email), type: 'email' })
  expect(verified.error).toBeNull()
  expect(verified.data.session?.user.email).toBe(email)
  return supabase
}

describe('the console sign-in', () => {
  it('lets a staff address read the leads with the code from the outbox', async () => {
    const supabase = await signIn(owner)
    const { data, error } = await supabase.from('leads').select('name, source')
    expect(error).toBeNull()
    expect(data).toContainEqual({ name: sampleLead.name, source: sampleLead.source })
    expect((await supabase.rpc('is_staff')).data).toBe(true)
    expect((await supabase.auth.getUser()).data.user?.email).toBe(owner)
  })

  it("sends an eight-digit code, supabase/config.toml's otp_length", async () => {
    await signIn(owner)
    const config = readFileSync(join(import.meta.dirname, '..', '..', 'supabase', 'config.toml'), 'utf8')
    const length = Number(/^otp_length\s*=\s*(\d+)/m.exec(config)?.[1])
    expect(length).toBe(8)
    expect(codeFor(owner)).toMatch(new RegExp(`^\\d{${length}}$`))
  })

  it('gives a stranger no code and no user, with the answers GoTrue gives when sign-ups are off', async () => {
    const email = 'stranger@example.com'
    const asked = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(asked.error).toMatchObject({ status: 422, code: 'otp_disabled' })
    const signUp = await client().auth.signInWithOtp({ email })
    expect(signUp.error).toMatchObject({ status: 422, code: 'signup_disabled' })
    expect(() => codeFor(email)).toThrow(/no code/)
    expect(await userEmails()).not.toContain(email)
  })

  it('lets a user who is not staff sign in and read nothing', async () => {
    const email = 'not-staff@example.com'
    expect((await admin().createUser({ email, email_confirm: true })).error).toBeNull()
    const supabase = await signIn(email)
    const { data, error } = await supabase.from('leads').select('name')
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect((await supabase.rpc('is_staff')).data).toBe(false)
  })

  it('lists users a page at a time, as GoTrue does', async () => {
    const first = (await admin().listUsers({ page: 1, perPage: 2 })).data.users.map((user) => user.email)
    const second = (await admin().listUsers({ page: 2, perPage: 2 })).data.users.map((user) => user.email)
    expect(first).toHaveLength(2)
    expect(second).toHaveLength(2)
    expect(first.filter((email) => second.includes(email))).toEqual([])
  })

  it("refuses the admin API to anyone without the secret key, with GoTrue's answer", async () => {
    const anon = await createClient(origin, localPublishableKey, clientOptions).auth.admin.listUsers()
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' })
    const session = (await (await signIn(owner)).auth.getSession()).data.session!
    const response = await fetch(`${origin}/auth/v1/admin/users`, {
      headers: { apikey: localPublishableKey, Authorization: `Bearer ${session.access_token}` },
    })
    expect(response.status).toBe(403)
  })

  it('gives the publishable key no leads and refuses a token signed with another key', async () => {
    const anon = await client().from('leads').select('name')
    expect(anon.error?.code).toBe('42501')
    const now = Math.floor(Date.now() / 1000)
    const claims = {
      sub: crypto.randomUUID(),
      email: owner,
      role: 'authenticated',
      aud: 'authenticated',
      exp: now + 600,
    }
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
    const forged = `${unsigned}.${createHmac('sha256', 'another secret').update(unsigned).digest('base64url')}`
    const response = await fetch(`${origin}/rest/v1/leads?select=name`, {
      headers: { apikey: localPublishableKey, Authorization: `Bearer ${forged}` },
    })
    expect(response.status).toBe(401)
  })

  it('takes a code once, refuses a wrong one, and locks it after five wrong tries', async () => {
    const email = 'tries@example.com'
    const supabase = client()
    await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    const code = codeFor(email)
    const wrong = wrongCodeFor(code)
    const refused = await supabase.auth.verifyOtp({ email, token: wrong, type: 'email' })
    expect(refused.error?.code).toBe('otp_expired')
    for (let attempt = 0; attempt < 4; attempt++) await supabase.auth.verifyOtp({ email, token: wrong, type: 'email' })
    expect((await supabase.auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired')
  })

  it('locks an address for the hour after ten wrong codes, across fresh codes, and says so', async () => {
    // A backend of its own that sends a fresh code at once, as the guesser would wait a minute for one.
    const quick = await openLeadBackend({
      dataDir: join(mkdtempSync(join(tmpdir(), 'console-lockout-')), 'data'),
      env: { CONSOLE_STAFF_EMAILS: `${owner},helper@example.com`, CONSOLE_CODE_INTERVAL_SECONDS: '0' },
      retryIntervalMs: 0,
    })
    const served = await serveLeadBackend(quick)
    try {
      const supabase = createClient(served.origin, localPublishableKey, clientOptions)
      const codeOf = () => newestCodeIn(quick)
      for (let round = 0; round < 2; round++) {
        expect((await supabase.auth.signInWithOtp({ email: owner })).error).toBeNull()
        const wrong = wrongCodeFor(codeOf())
        for (let attempt = 0; attempt < 5; attempt++)
          expect((await supabase.auth.verifyOtp({ email: owner, token: wrong, type: 'email' })).error?.status).toBe(403)
      }
      expect((await supabase.auth.signInWithOtp({ email: owner })).error).toBeNull()
      const locked = await supabase.auth.verifyOtp({ email: owner, token: codeOf(), type: 'email' })
      expect(locked.error?.status).toBe(429)
      expect(locked.error?.message).toBe(
        'Too many wrong codes for this address in the last hour: try again in an hour.',
      )
      // Another address is not locked with it.
      expect((await supabase.auth.signInWithOtp({ email: 'helper@example.com' })).error).toBeNull()
      const other = await supabase.auth.verifyOtp({ email: 'helper@example.com', token: codeOf(), type: 'email' })
      expect(other.error).toBeNull()
    } finally {
      await served.stop()
      await quick.close()
    }
  }, 60_000)

  it('sends one code a minute to an address', async () => {
    const supabase = client()
    expect((await supabase.auth.signInWithOtp({ email: 'twice@example.com' })).error).toBeNull()
    const again = await supabase.auth.signInWithOtp({ email: 'twice@example.com' })
    expect(again.error?.status).toBe(429)
    expect(again.error?.message).toMatch(/only request this after \d+ seconds/)
  })

  it('refreshes a session once per refresh token, and not after signing out', async () => {
    const supabase = await signIn('helper@example.com')
    const first = (await supabase.auth.getSession()).data.session!
    const refreshed = await supabase.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const reused = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(reused.error?.code).toBe('refresh_token_already_used')
    const current = refreshed.data.session!
    expect((await supabase.auth.signOut()).error).toBeNull()
    const afterSignOut = await client().auth.refreshSession({ refresh_token: current.refresh_token })
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found')
  })

  describe("within supabase/config.toml's session limits", () => {
    const hours = (count: number) => count * 3_600_000
    /** The refresh token of a fresh sign-in of `email`. */
    const signedIn = async (email: string) =>
      (await (await signIn(email)).auth.getSession()).data.session!.refresh_token
    const refreshWith = (token: string) => client().auth.refreshSession({ refresh_token: token })

    afterEach(() => {
      clockAhead = 0
    })

    it('ends a session 4 hours after its last refresh ([auth.sessions] inactivity_timeout)', async () => {
      let token = await signedIn('idle@example.com')
      clockAhead += hours(3.9)
      const kept = await refreshWith(token)
      expect(kept.error).toBeNull()
      token = kept.data.session!.refresh_token
      clockAhead += hours(4.1)
      expect((await refreshWith(token)).error?.code).toBe('refresh_token_not_found')
    })

    it('ends a session 12 hours after its sign-in, however often it was refreshed ([auth.sessions] timebox)', async () => {
      let token = await signedIn('timebox@example.com')
      for (let refresh = 0; refresh < 3; refresh++) {
        clockAhead += hours(3.9)
        const kept = await refreshWith(token)
        expect(kept.error).toBeNull()
        token = kept.data.session!.refresh_token
      }
      clockAhead += hours(0.5)
      expect((await refreshWith(token)).error?.code).toBe('refresh_token_not_found')
    })

    it('ends the whole session when a used refresh token comes back after 10 s (reuse detection)', async () => {
      const first = await signedIn('reuse@example.com')
      const second = (await refreshWith(first)).data.session!.refresh_token
      // Within the reuse interval (a second tab's race) the session goes on.
      clockAhead += 5_000
      expect((await refreshWith(first)).error?.code).toBe('refresh_token_already_used')
      const third = (await refreshWith(second)).data.session!.refresh_token
      clockAhead += 60_000
      expect((await refreshWith(first)).error?.code).toBe('refresh_token_already_used')
      expect((await refreshWith(third)).error?.code).toBe('refresh_token_not_found')
    })
  })

  it('lets staff record a stage, which stamps the first contact, and read it back; a stranger records nothing', async () => {
    const owner_ = await signIn(owner)
    const { data: leads } = await owner_.from('leads').select('submission_id, first_contact_at').limit(1)
    const ids = [leads![0]!.submission_id as string]
    const recorded = await owner_.rpc('record_lead_event', {
      p_submission_ids: ids,
      p_kind: 'stage',
      p_stage: 'contacted',
    })
    expect(recorded.error).toBeNull()
    const states = await owner_.rpc('lead_states')
    expect(states.data).toContainEqual(expect.objectContaining({ submission_id: ids[0], stage: 'contacted' }))
    const timeline = await owner_.rpc('person_timeline', { p_submission_ids: ids })
    expect((timeline.data as Array<{ kind: string }>).map((entry) => entry.kind)).toEqual(['lead', 'stage'])
    const after = await owner_.from('leads').select('first_contact_at').limit(1)
    expect(after.data![0]!.first_contact_at).not.toBeNull()

    expect((await admin().createUser({ email: 'nosy@example.com', email_confirm: true })).error).toBeNull()
    const stranger = await signIn('nosy@example.com')
    const refused = await stranger.rpc('record_lead_event', { p_submission_ids: ids, p_kind: 'note', p_note: 'hi' })
    expect(refused.error?.code).toBe('42501')
    expect((await stranger.rpc('person_timeline', { p_submission_ids: ids })).data).toEqual([])
  })

  describe('with two clients, each counted by its own address', () => {
    let quick: LeadBackend
    let quickOrigin: string
    let stopQuick: () => Promise<void>
    const helper = 'helper@example.com'
    const guessed = 'guessed@example.com'

    beforeAll(async () => {
      // A backend of its own that sends a fresh code at once, as a guesser would wait a minute for one.
      quick = await openLeadBackend({
        dataDir: join(mkdtempSync(join(tmpdir(), 'console-two-clients-')), 'data'),
        env: { CONSOLE_STAFF_EMAILS: `${owner},${helper},${guessed}`, CONSOLE_CODE_INTERVAL_SECONDS: '0' },
        retryIntervalMs: 0,
      })
      ;({ origin: quickOrigin, stop: stopQuick } = await serveLeadBackend(quick))
    }, 60_000)

    afterAll(async () => {
      await stopQuick()
      await quick.close()
    })

    /** supabase-js as a client at the loopback address `address` (the backend listens on 127.0.0.1). */
    const clientAt = (address: string) =>
      createClient(quickOrigin, localPublishableKey, { ...clientOptions, global: { fetch: fetchFrom(address) } })
    const newestCode = () => newestCodeIn(quick)
    /** Asks for a code as `supabase` and gives `count` wrong ones for it, `attemptsPerCode` at most per code. */
    async function guessWrong(supabase: SupabaseClient, email: string, count: number) {
      let left = count
      while (left > 0) {
        expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull()
        const wrong = wrongCodeFor(newestCode())
        for (let attempt = 0; attempt < Math.min(left, signInLimits.attemptsPerCode); attempt++)
          expect((await supabase.auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.status).toBe(403)
        left -= signInLimits.attemptsPerCode
      }
    }

    it("keeps an earlier code valid when a new one is asked, by the same client or another, until it's used", async () => {
      const ownerClient = clientAt('127.0.0.1')
      const stranger = clientAt('127.0.0.2')
      expect((await ownerClient.auth.signInWithOtp({ email: owner })).error).toBeNull()
      const first = newestCode()
      expect((await ownerClient.auth.signInWithOtp({ email: owner })).error).toBeNull()
      const second = newestCode()
      expect((await stranger.auth.signInWithOtp({ email: owner })).error).toBeNull()
      expect((await ownerClient.auth.verifyOtp({ email: owner, token: first, type: 'email' })).error).toBeNull()
      expect((await ownerClient.auth.verifyOtp({ email: owner, token: second, type: 'email' })).error).toBeNull()
      // Once used, a code is gone.
      const again = await ownerClient.auth.verifyOtp({ email: owner, token: first, type: 'email' })
      expect(again.error?.code).toBe('otp_expired')
    })

    it('takes a code only from the client that asked for it', async () => {
      expect((await clientAt('127.0.0.1').auth.signInWithOtp({ email: helper })).error).toBeNull()
      const code = newestCode()
      const elsewhere = await clientAt('127.0.0.3').auth.verifyOtp({ email: helper, token: code, type: 'email' })
      expect(elsewhere.error?.code).toBe('otp_expired')
      expect(
        (await clientAt('127.0.0.1').auth.verifyOtp({ email: helper, token: code, type: 'email' })).error,
      ).toBeNull()
    })

    it('locks out a client that gave too many wrong codes, not the owner at another address', async () => {
      const stranger = clientAt('127.0.0.4')
      await guessWrong(stranger, owner, signInLimits.wrongCodesPerClientHour)
      expect((await stranger.auth.signInWithOtp({ email: owner })).error).toBeNull()
      const locked = await stranger.auth.verifyOtp({ email: owner, token: newestCode(), type: 'email' })
      expect(locked.error?.status).toBe(429)
      expect(locked.error?.message).toBe(
        'Too many wrong codes for this address in the last hour: try again in an hour.',
      )
      const ownerClient = clientAt('127.0.0.5')
      expect((await ownerClient.auth.signInWithOtp({ email: owner })).error).toBeNull()
      expect((await ownerClient.auth.verifyOtp({ email: owner, token: newestCode(), type: 'email' })).error).toBeNull()
    }, 60_000)

    it('bounds the wrong codes of all clients for an address, except for a client that signed in to it before', async () => {
      const { wrongCodesPerClientHour, wrongCodesPerAddressHour } = signInLimits
      const known = clientAt('127.0.0.1')
      expect((await known.auth.signInWithOtp({ email: guessed })).error).toBeNull()
      expect((await known.auth.verifyOtp({ email: guessed, token: newestCode(), type: 'email' })).error).toBeNull()
      const guessers = Math.ceil(wrongCodesPerAddressHour / wrongCodesPerClientHour)
      for (let index = 0; index < guessers; index++)
        await guessWrong(clientAt(`127.0.2.${index + 1}`), guessed, wrongCodesPerClientHour)
      const newcomer = clientAt('127.0.3.1')
      expect((await newcomer.auth.signInWithOtp({ email: guessed })).error).toBeNull()
      expect(
        (await newcomer.auth.verifyOtp({ email: guessed, token: newestCode(), type: 'email' })).error?.status,
      ).toBe(429)
      expect((await known.auth.signInWithOtp({ email: guessed })).error).toBeNull()
      expect((await known.auth.verifyOtp({ email: guessed, token: newestCode(), type: 'email' })).error).toBeNull()
    }, 120_000)

    it("sends one client at most its share of the hour's codes, and the next client still gets one", async () => {
      const { codesPerClientHour } = signInLimits
      const greedy = clientAt('127.0.4.1')
      const answers = []
      for (let index = 0; index <= codesPerClientHour; index++)
        answers.push((await greedy.auth.signInWithOtp({ email: helper })).error?.status ?? 200)
      expect(answers.filter((status) => status === 200)).toHaveLength(codesPerClientHour)
      expect(answers.at(-1)).toBe(429)
      expect((await clientAt('127.0.4.2').auth.signInWithOtp({ email: helper })).error).toBeNull()
    }, 60_000)
  })

  // Last: it spends the hour's codes of this backend.
  it('sends at most 100 codes an hour in all, so no one can fill the outbox, yet a returning client still gets one', async () => {
    const { codesPerHour, codesPerClientHour } = signInLimits
    expect(codesPerHour).toBe(100)
    // The owner's own phone, which has signed in before.
    const returning = createClient(origin, localPublishableKey, {
      ...clientOptions,
      global: { fetch: fetchFrom('127.0.5.1') },
    })
    expect((await returning.auth.signInWithOtp({ email: owner })).error).toBeNull()
    expect((await returning.auth.verifyOtp({ email: owner, token: codeFor(owner), type: 'email' })).error).toBeNull()
    for (let index = 0; index < codesPerHour; index++)
      expect((await admin().createUser({ email: `flood-${index}@example.com`, email_confirm: true })).error).toBeNull()
    // Clients enough that none reaches its own bound.
    const clients = Array.from({ length: codesPerHour / codesPerClientHour }, (_, index) =>
      createClient(origin, localPublishableKey, {
        ...clientOptions,
        global: { fetch: fetchFrom(`127.0.1.${index + 1}`) },
      }),
    )
    const answers = []
    for (let index = 0; index < codesPerHour; index++) {
      const supabase = clients[index % clients.length]!
      answers.push((await supabase.auth.signInWithOtp({ email: `flood-${index}@example.com` })).error?.status ?? 200)
    }
    const refusedAt = answers.indexOf(429)
    // The earlier tests of this file sent some of the hour's codes already.
    expect(refusedAt).toBeGreaterThan(80)
    expect(answers.slice(refusedAt).every((status) => status === 429)).toBe(true)
    // A minute on (one code a minute per address and client), the owner's phone is held to its own budget only.
    clockAhead = 61_000
    try {
      expect((await returning.auth.signInWithOtp({ email: owner })).error).toBeNull()
      expect((await clients[0]!.auth.signInWithOtp({ email: owner })).error?.status).toBe(429)
    } finally {
      clockAhead = 0
    }
  })

  it('reads CONSOLE_STAFF_EMAILS as lower-case addresses and refuses one that is not an address', () => {
    expect(staffEmailsFromEnv({ CONSOLE_STAFF_EMAILS: 'A@Example.com, b@example.com,,a@example.com' })).toEqual([
      'a@example.com',
      'b@example.com',
    ])
    expect(() => staffEmailsFromEnv({ CONSOLE_STAFF_EMAILS: 'owner' })).toThrow(/'owner', which is not an e-mail/)
  })
})
