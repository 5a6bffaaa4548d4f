import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  chatFormSchema,
  contactFormSchema,
  describeIssues,
  leadLimits,
  leadGuardDefaults,
  leadRecordSchema,
  looksLikeBot,
  notificationSchema,
  type LeadRecord,
} from '#lead-schema'
import { LeadSubmissionError, submitLead, type LeadBackend } from '../../src/features/leads/submit-lead'
import { cleanText } from '../../src/features/leads/attribution'
import { clearDraft, draftLifetimeMs, readDraft, saveDraft } from '../../src/features/leads/lead-drafts'
import { newSubmissionId } from '../../src/features/leads/submission-id'
import { leadResolver } from '../../src/features/leads/lead-resolver'

const validForm = {
  name: 'Ann Lee',
  email: 'ann@example.org',
  phone: '(352) 555-0100',
  address: '12 Oak Street, Live Oak',
  condition: 'Needs a roof',
  timeline: 'ASAP',
  message: 'Please call me about my house.',
}

const messagesFor = (values: Record<string, unknown>) => {
  const result = contactFormSchema.safeParse(values)
  return result.success ? [] : describeIssues(result.error)
}

describe('the lead schema', () => {
  it('accepts a complete full form and the short form, trimming spaces', () => {
    expect(messagesFor(validForm)).toEqual([])
    expect(contactFormSchema.parse({ ...validForm, name: '  Ann Lee  ' }).name).toBe('Ann Lee')
    expect(
      chatFormSchema.safeParse({ name: 'Ann', email: 'a@b.co', phone: '3525550100', message: 'Call me back please.' })
        .success,
    ).toBe(true)
  })

  it('refuses each field with the exact message of the spec', () => {
    expect(messagesFor({ ...validForm, name: 'A' })).toEqual(['name: Name must be at least 2 characters.'])
    expect(messagesFor({ ...validForm, email: 'ann@' })).toEqual(['email: Please enter a valid email address.'])
    expect(messagesFor({ ...validForm, phone: '555-0100' })).toEqual(['phone: Please enter a valid phone number.'])
    expect(messagesFor({ ...validForm, message: 'Too short' })).toEqual([
      'message: Message must be at least 10 characters.',
    ])
    expect(messagesFor({ ...validForm, address: '12 O' })).toEqual(['address: Address must be at least 5 characters.'])
  })

  it('leaves condition and timeline optional', () => {
    expect(messagesFor({ ...validForm, condition: '', timeline: '' })).toEqual([])
  })

  it('caps every field with its own message', () => {
    expect(messagesFor({ ...validForm, name: 'x'.repeat(leadLimits.name + 1) })).toEqual([
      `name: Name must be at most ${leadLimits.name} characters.`,
    ])
    expect(messagesFor({ ...validForm, message: 'x'.repeat(leadLimits.message + 1) })).toEqual([
      `message: Message must be at most ${leadLimits.message} characters.`,
    ])
  })

  it('refuses control characters and line breaks outside the message', () => {
    expect(messagesFor({ ...validForm, name: 'Ann\u0000Lee' })).toEqual([
      'name: Please remove the special characters from this field.',
    ])
    expect(messagesFor({ ...validForm, address: '12 Oak\nStreet' })).toEqual([
      'address: Please keep this field on one line.',
    ])
    expect(messagesFor({ ...validForm, message: 'Line one\nline two of the message' })).toEqual([])
  })

  it('stores only the two sources, and the short form with the address "Not provided"', () => {
    const record = { ...validForm, source: 'contact-form', page_path: '/contact' }
    expect(leadRecordSchema.safeParse(record).success).toBe(true)
    expect(leadRecordSchema.safeParse({ ...record, source: 'email' }).success).toBe(false)
    expect(leadRecordSchema.safeParse({ ...record, source: 'chat-widget' }).success).toBe(false)
    expect(leadRecordSchema.safeParse({ ...record, source: 'chat-widget', address: 'Not provided' }).success).toBe(true)
    expect(leadRecordSchema.safeParse({ ...record, admin: true }).success).toBe(false)
  })
})

describe("the forms' resolver", () => {
  const resolve = (values: Record<string, string>) =>
    leadResolver(contactFormSchema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false })

  it("gives an untouched form each required field's first message, and nothing for the optional ones", async () => {
    const empty = Object.fromEntries(Object.keys(validForm).map((name) => [name, '']))
    const { errors, values } = await resolve(empty)
    expect(values).toEqual({})
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]))).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      address: 'Address must be at least 5 characters.',
      message: 'Message must be at least 10 characters.',
    })
  })

  it('keeps the first of two messages for one field', async () => {
    const { errors } = await resolve({ ...validForm, name: `A\u0000${'x'.repeat(leadLimits.name)}` })
    expect(errors.name?.message).toBe(`Name must be at most ${leadLimits.name} characters.`)
    expect(Object.keys(errors)).toEqual(['name'])
  })

  it('hands a valid form on as the schema makes it, trimmed', async () => {
    const { errors, values } = await resolve({ ...validForm, name: '  Ann Lee  ' })
    expect(errors).toEqual({})
    expect(values).toEqual(validForm)
  })
})

describe('submitting a lead: insert, then notify-lead', () => {
  const lead: LeadRecord & { submission_id: string } = {
    ...validForm,
    source: 'contact-form',
    page_path: '/contact',
    submission_id: '0b7c1f0e-4a53-4e55-9d8c-2a8f3c1d9e10',
  }
  const fixedNow = () => new Date('2026-11-22T10:00:00.000Z')
  afterEach(() => vi.restoreAllMocks())

  function backend(insertWorks: boolean, notifyWorks: boolean) {
    const calls: string[] = []
    const api: LeadBackend = {
      insertLead: async (row) => {
        calls.push(`insert ${row.name}`)
        if (!insertWorks) throw new Error('insert failed')
      },
      notifyLead: async (notification) => {
        calls.push(`notify ${notification.name} ${notification.submittedAt}`)
        if (!notifyWorks) throw new Error('notify failed')
      },
    }
    return { api, calls }
  }

  it('inserts, then notifies with the same fields plus submittedAt', async () => {
    const { api, calls } = backend(true, true)
    await expect(submitLead(lead, api, { now: fixedNow })).resolves.toEqual({ status: 'sent' })
    expect(calls).toEqual(['insert Ann Lee', 'notify Ann Lee 2026-11-22T10:00:00.000Z'])
  })

  it('sends the Turnstile token to notify-lead only, never into the row', async () => {
    const rows: object[] = []
    const notifications: object[] = []
    const api: LeadBackend = {
      insertLead: async (row) => void rows.push(row),
      notifyLead: async (notification) => void notifications.push(notification),
    }
    await submitLead(lead, api, { now: fixedNow, turnstileToken: 'token-1' })
    expect(rows).toEqual([lead])
    expect(notifications).toEqual([{ ...lead, submittedAt: '2026-11-22T10:00:00.000Z', turnstile_token: 'token-1' }])
    // Without a token (Turnstile off, or no token came) the key is absent, not empty.
    await submitLead(lead, api, { now: fixedNow, turnstileToken: '' })
    expect(notifications[1]).not.toHaveProperty('turnstile_token')
  })

  it('counts a failed notification as success and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { api } = backend(true, false)
    await expect(submitLead(lead, api, { now: fixedNow })).resolves.toMatchObject({
      status: 'sent-partly',
      failed: 'notify',
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('notify failed'))
  })

  it('counts a failed insert as success when the notification went out, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { api, calls } = backend(false, true)
    await expect(submitLead(lead, api, { now: fixedNow })).resolves.toMatchObject({
      status: 'sent-partly',
      failed: 'insert',
    })
    expect(calls).toHaveLength(2)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('insert failed'))
  })

  it('fails with the spec message when both fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { api } = backend(false, false)
    const attempt = submitLead(lead, api, { now: fixedNow })
    await expect(attempt).rejects.toBeInstanceOf(LeadSubmissionError)
    await expect(attempt).rejects.toThrow('Failed to process your request. Please try again or contact us directly.')
  })
})

describe("the server's spam rule, as notify-lead applies it when the database is down", () => {
  it('flags a filled hidden field, a missing fill time and a form sent sooner than a person can', () => {
    expect(looksLikeBot({ honeypot: 'http://spam.example', fill_ms: 60_000 })).toBe(true)
    expect(looksLikeBot({ honeypot: '' })).toBe(true)
    expect(looksLikeBot({ honeypot: '', fill_ms: leadGuardDefaults.minimumFillMs - 1 })).toBe(true)
  })

  it("lets a person's fast hand-off through: the calculator's link and autofill, sent at 1.5 s", () => {
    expect(leadGuardDefaults.minimumFillMs).toBeLessThanOrEqual(1500)
    expect(looksLikeBot({ honeypot: '', fill_ms: 1500 })).toBe(false)
  })
})

describe('the submission fields', () => {
  const record = { ...validForm, source: 'contact-form', page_path: '/contact' }

  it('notify-lead needs the submission id; a direct insert may leave it to the database', () => {
    const notification = { ...record, submittedAt: '2026-11-23T10:00:00.000Z' }
    expect(describeIssues(notificationSchema.safeParse(notification).error!)).toEqual([
      'submission_id: submission_id must be a UUID.',
    ])
    expect(notificationSchema.safeParse({ ...notification, submission_id: crypto.randomUUID() }).success).toBe(true)
    expect(leadRecordSchema.safeParse(record).success).toBe(true)
  })

  it('bounds the fill time and the hidden field', () => {
    expect(leadRecordSchema.safeParse({ ...record, fill_ms: -1 }).success).toBe(false)
    expect(leadRecordSchema.safeParse({ ...record, fill_ms: 1.5 }).success).toBe(false)
    expect(leadRecordSchema.safeParse({ ...record, fill_ms: 86_400_001 }).success).toBe(false)
    expect(leadRecordSchema.safeParse({ ...record, honeypot: 'x'.repeat(leadLimits.honeypot + 1) }).success).toBe(false)
    expect(leadRecordSchema.safeParse({ ...record, fill_ms: 2500, honeypot: '' }).success).toBe(true)
  })
})

describe('submission ids', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('are random UUIDs the schema accepts, also where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(newSubmissionId()).toMatch(uuid)
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) })
    const ids = Array.from({ length: 50 }, () => newSubmissionId())
    vi.unstubAllGlobals()
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(50)
    const notification = {
      ...validForm,
      source: 'contact-form',
      page_path: '/contact',
      submittedAt: '2026-11-23T10:00:00.000Z',
    }
    expect(notificationSchema.safeParse({ ...notification, submission_id: ids[0] }).success).toBe(true)
  })
})

describe('drafts', () => {
  const store = new Map<string, string>()
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
  afterEach(() => {
    store.clear()
    vi.unstubAllGlobals()
  })

  it('keep what was typed with its start and the submission id of a failed send', () => {
    vi.stubGlobal('localStorage', storage)
    saveDraft('contact-form', { name: 'Ann', email: '' }, { now: 1_000 })
    saveDraft('contact-form', { name: 'Ann Lee', email: 'a@b.co' }, { submissionId: 'id-1', now: 5_000 })
    saveDraft('contact-form', { name: 'Ann Lee', email: 'a@b.co', phone: '352' }, { now: 9_000 })
    expect(readDraft('contact-form', 10_000)).toEqual({
      values: { name: 'Ann Lee', email: 'a@b.co', phone: '352' },
      startedAt: 1_000,
      savedAt: 9_000,
      submissionId: 'id-1',
    })
    clearDraft('contact-form')
    expect(readDraft('contact-form', 10_000)).toBeUndefined()
  })

  it('expire after a week and are removed, so the next person on the computer never sees them', () => {
    vi.stubGlobal('localStorage', storage)
    saveDraft('chat-widget', { name: 'Ann Lee', phone: '(352) 555-0100' }, { now: 0 })
    expect(readDraft('chat-widget', draftLifetimeMs)).toBeDefined()
    expect(readDraft('chat-widget', draftLifetimeMs + 1)).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('ignore a draft in the old format or damaged', () => {
    vi.stubGlobal('localStorage', storage)
    store.set('lead-draft:contact-form', JSON.stringify({ name: 'Ann' }))
    expect(readDraft('contact-form')).toBeUndefined()
    store.set('lead-draft:contact-form', '{not json')
    expect(readDraft('contact-form')).toBeUndefined()
  })
})

describe('campaign values from links', () => {
  it('are cleaned so they can never make a lead invalid', () => {
    expect(cleanText('fall\npromo\u0000 ', 200)).toBe('fall promo')
    expect(cleanText('\u009b', 200)).toBe('')
    expect(cleanText('😀'.repeat(300), 200)).toBe('😀'.repeat(100))
    expect(cleanText('a' + '😀'.repeat(100), 200)).toBe('a' + '😀'.repeat(99))
    for (const campaign of ['a\tb', '😀'.repeat(300), 'x'.repeat(500)]) {
      const record = {
        ...validForm,
        source: 'contact-form',
        page_path: '/contact',
        utm_campaign: cleanText(campaign, 200),
      }
      expect(leadRecordSchema.safeParse(record).success, campaign.slice(0, 10)).toBe(true)
    }
  })
})
