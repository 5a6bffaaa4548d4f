/**
 * The embedded backend's settings from the environment: the guards' limits it writes at each start and the staff
 * CONSOLE_STAFF_EMAILS seeds.
 */
import type { Transaction } from '@electric-sql/pglite'
import { SettingError } from '../../src/routing/setting-error'
import { emailOf } from './auth-answers'

/**
 * The guards' limits (private.lead_settings). Each start writes all of them, an unset one as its production default,
 * so a limit raised for one run (LEAD_RATE_LIMIT=1000 npm start) does not stay raised in the data folder.
 */
export interface LeadGuardSettings {
  /** Leads one client address may store in any 10 minutes (LEAD_RATE_LIMIT). */
  ratePerClient?: number
  /** Notifications sent in any 24 hours (LEAD_NOTIFY_DAILY_CAP). */
  notifyDailyCap?: number
  /** Wait before the first retry of a failed notification, in seconds; doubles per attempt. */
  retryBaseSeconds?: number
}

export const settingNames: Record<keyof LeadGuardSettings, string> = {
  ratePerClient: 'rate_limit_per_client',
  notifyDailyCap: 'notify_daily_cap',
  retryBaseSeconds: 'retry_base_seconds',
}

/** LEAD_RATE_LIMIT and LEAD_NOTIFY_DAILY_CAP from the environment, refused with a sentence when not whole numbers. */
export function leadGuardSettingsFromEnv(env: Record<string, string | undefined>): LeadGuardSettings {
  return {
    ratePerClient: wholeNumberSetting(env, 'LEAD_RATE_LIMIT'),
    notifyDailyCap: wholeNumberSetting(env, 'LEAD_NOTIFY_DAILY_CAP'),
  }
}

/** A setting that must be a whole number, 0 or more; unset is undefined. */
export function wholeNumberSetting(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new SettingError(`${name} '${raw}' is not a whole number: set it to 0 or more, or leave it unset`)
  return value
}

/** CONSOLE_STAFF_EMAILS: the addresses that may work the leads at /console, comma-separated; a bad one is refused. */
export function staffEmailsFromEnv(env: Record<string, string | undefined>): string[] {
  const emails = (env.CONSOLE_STAFF_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)
  const bad = emails.find((email) => !emailOf(email))
  if (bad)
    throw new SettingError(
      `CONSOLE_STAFF_EMAILS holds '${bad}', which is not an e-mail address: list addresses separated by commas`,
    )
  return [...new Set(emails)]
}

/**
 * CONSOLE_STAFF_EMAILS seeds the console's staff at each start: a user (as `npm run staff -- add` creates one) and a
 * staff row bound to it for each address. Nobody is removed here: `npm run staff -- remove` does that. A row from
 * before staff were bound to users is bound to its address's user, if there is one.
 */
export async function seedStaff(tx: Transaction, emails: string[]): Promise<void> {
  await tx.query(
    `insert into auth.users (id, email) select gen_random_uuid(), email from unnest($1::text[]) as email
     on conflict (email) do nothing`,
    [emails],
  )
  await tx.query('insert into public.staff (email) select unnest($1::text[]) on conflict do nothing', [emails])
  await tx.query(
    `update public.staff s set user_id = u.id from auth.users u where s.user_id is null and u.email = s.email`,
  )
}
