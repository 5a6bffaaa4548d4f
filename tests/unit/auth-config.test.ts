/**
 * supabase/config.toml's Auth settings (decision 0076), which `npm run deploy` pushes to the project: the file parses,
 * declares each setting the console relies on, and only those (config push writes every property declared), and the
 * embedded backend's sign-in keeps the same code length and lifetime.
 */
import { parse } from '@iarna/toml'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/data'
import { syncFunctionContent } from '../../builder/function-content'
import { signInEmailFile, signInEmailHtml, supabaseTokenField } from '../../builder/sign-in-email'
import { projectRoot } from '../../builder/stamp'
import { codeDigits, codeSeconds, sessionLimits } from '../../server/leads/auth'
import { escapeHtml } from '../../supabase/functions/_shared/html'

type Table = Record<string, unknown>
const config = parse(readFileSync(join(projectRoot, 'supabase', 'config.toml'), 'utf8')) as Table
const auth = config.auth as Table
const email = auth.email as Table
const smtp = email.smtp as Table

/** Every property path the table declares, `auth.email.otp_length` style. */
function declared(table: Table, prefix: string): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? declared(value as Table, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

describe("supabase/config.toml's Auth settings", () => {
  it('turns sign-ups off while keeping e-mail sign-in on ([auth.email] enable_signup is the provider itself)', () => {
    expect(auth.enable_signup).toBe(false)
    expect(auth.enable_anonymous_sign_ins).toBe(false)
    expect(email.enable_signup).toBe(true)
  })

  it("sends codes of the embedded backend's length and lifetime: eight digits", () => {
    expect(email.otp_length).toBe(8)
    expect(email.otp_length).toBe(codeDigits)
    expect(email.otp_expiry).toBe(codeSeconds)
  })

  it("sends mail through Resend's SMTP, its password and sender from the deploy's environment", () => {
    expect(smtp).toMatchObject({ enabled: true, host: 'smtp.resend.com', user: 'resend' })
    expect([465, 587]).toContain(smtp.port)
    expect(smtp.pass).toBe('env(RESEND_API_KEY)')
    expect(smtp.admin_email).toMatch(/^env\([A-Z_]+\)$/)
    expect(smtp.sender_name).toBe('env(AUTH_EMAIL_SENDER_NAME)')
  })

  it('time-boxes sessions, ends idle ones, rotates refresh tokens with reuse detection, and limits codes', () => {
    const sessions = auth.sessions as Table
    const hours = (duration: unknown) => Number(/^(\d+)h$/.exec(String(duration))?.[1])
    expect(hours(sessions.timebox)).toBeGreaterThan(0)
    expect(hours(sessions.inactivity_timeout)).toBeGreaterThan(0)
    expect(hours(sessions.inactivity_timeout)).toBeLessThan(hours(sessions.timebox))
    // An open console refreshes its token before it expires: the inactivity timeout must outlast one token.
    expect(hours(sessions.inactivity_timeout) * 3600).toBeGreaterThan(Number(auth.jwt_expiry))
    expect(auth.enable_refresh_token_rotation).toBe(true)
    expect(auth.refresh_token_reuse_interval).toBeGreaterThan(0)
    // The embedded backend's sign-in applies the same limits.
    expect(sessionLimits).toEqual({
      timeboxHours: hours(sessions.timebox),
      inactivityHours: hours(sessions.inactivity_timeout),
      reuseIntervalSeconds: auth.refresh_token_reuse_interval,
    })
    const limits = auth.rate_limit as Table
    for (const limit of ['email_sent', 'sign_in_sign_ups', 'token_verifications'])
      expect(limits[limit], limit).toBeGreaterThan(0)
  })

  it('has the staff origin as the site URL and the only address on the redirect list', () => {
    expect(auth.site_url).toBe('env(CONSOLE_URL)')
    expect(auth.additional_redirect_urls).toEqual(['env(CONSOLE_URL)'])
  })

  it("e-mails the code with the template written from content/, naming the business and holding Auth's code", () => {
    const template = (email.template as Table).magic_link as Table
    expect(resolve(projectRoot, String(template.content_path))).toBe(signInEmailFile)
    syncFunctionContent()
    expect(existsSync(signInEmailFile)).toBe(true)
    const html = readFileSync(signInEmailFile, 'utf8')
    expect(html).toBe(signInEmailHtml(supabaseTokenField))
    expect(html).toContain(supabaseTokenField)
    expect(html).toContain(escapeHtml(business.name))
  })

  it('declares only the Auth properties the console relies on', () => {
    expect(declared(auth, 'auth.').sort()).toEqual(
      [
        'auth.site_url',
        'auth.additional_redirect_urls',
        'auth.enable_signup',
        'auth.enable_anonymous_sign_ins',
        'auth.jwt_expiry',
        'auth.enable_refresh_token_rotation',
        'auth.refresh_token_reuse_interval',
        'auth.sessions.timebox',
        'auth.sessions.inactivity_timeout',
        'auth.rate_limit.email_sent',
        'auth.rate_limit.sign_in_sign_ups',
        'auth.rate_limit.token_verifications',
        'auth.email.enable_signup',
        'auth.email.otp_length',
        'auth.email.otp_expiry',
        'auth.email.max_frequency',
        'auth.email.smtp.enabled',
        'auth.email.smtp.host',
        'auth.email.smtp.port',
        'auth.email.smtp.user',
        'auth.email.smtp.pass',
        'auth.email.smtp.admin_email',
        'auth.email.smtp.sender_name',
        'auth.email.template.magic_link.subject',
        'auth.email.template.magic_link.content_path',
      ].sort(),
    )
  })
})
