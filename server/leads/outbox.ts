/**
 * The local outbox of the embedded backend: each notification it would e-mail, written as one JSON file in
 * .data/outbox/. A file appears whole or not at all (written beside, flushed, renamed, and the folder flushed), so a
 * crash never leaves half a notification and a written one survives a power cut.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { LeadNotifier } from '../../supabase/functions/_shared/lead-delivery'
import {
  composeConfirmationEmail,
  composeLeadEmail,
  composeLeadSms,
} from '../../supabase/functions/_shared/notification'
import { wantsConfirmation } from '../../supabase/functions/_shared/resend'
import { smsChannel } from '../../supabase/functions/_shared/twilio'

/** Writes `text` to `path` durably: a temporary file, fsync, rename over the name, fsync of the folder. */
export function writeFileDurably(folder: string, name: string, text: string): void {
  const temporary = join(folder, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  const file = openSync(temporary, 'wx', 0o600)
  try {
    writeSync(file, text)
    fsyncSync(file)
  } finally {
    closeSync(file)
  }
  renameSync(temporary, join(folder, name))
  const directory = openSync(folder, 'r')
  try {
    fsyncSync(directory)
  } finally {
    closeSync(directory)
  }
}

let lastFileTime = 0

/** Writes one outbox file, named by time, submission and channel, so the folder lists in order. */
export function writeOutboxFile(folder: string, submissionId: string, channel: string, message: object): void {
  // Two files of one millisecond would share a name (two sign-in codes, for one), and the second would replace the
  // first: each file of this process gets a later millisecond than the last.
  lastFileTime = Math.max(Date.now(), lastFileTime + 1)
  const time = new Date(lastFileTime).toISOString().replace(/:/g, '-')
  const name = `${time}-${submissionId}-${channel.replace(/[^a-z0-9+-]/gi, '_')}.json`
  try {
    writeFileDurably(folder, name, `${JSON.stringify(message, null, 2)}\n`)
  } catch (error) {
    throw new Error(`The local outbox could not be written: ${error instanceof Error ? error.message : error}`)
  }
}

/** The owner's e-mail, written to `folder` instead of sent. */
export function outboxEmailNotifier(folder: string, businessName: string): LeadNotifier {
  return {
    channel: 'owner-email',
    async notify(subject) {
      const email = composeLeadEmail(subject, businessName)
      const message = { to: '(local outbox)', ...email, stored: subject.stored, lead: subject.lead }
      writeOutboxFile(folder, subject.lead.submission_id, 'owner-email', message)
    },
  }
}

/**
 * The owner's SMS as it would go to each number of LEAD_NOTIFY_SMS_TO, written to `folder` (one file per number;
 * "(owner's phone)" when no number is set).
 */
export function outboxSmsNotifiers(folder: string, businessName: string, numbers: readonly string[]): LeadNotifier[] {
  return (numbers.length ? numbers : ["(owner's phone)"]).map((to) => ({
    channel: smsChannel(to),
    async notify(subject) {
      const message = { to, sms: composeLeadSms(subject, businessName), stored: subject.stored }
      writeOutboxFile(folder, subject.lead.submission_id, smsChannel(to), message)
    },
  }))
}

/** The homeowner's confirmation, written to `folder` instead of sent (none for a lead without an e-mail address). */
export function outboxConfirmationNotifier(folder: string): LeadNotifier {
  return {
    channel: 'homeowner-email',
    audience: 'homeowner',
    async notify(subject) {
      if (!wantsConfirmation(subject)) return
      const message = { to: subject.lead.email, ...composeConfirmationEmail(subject) }
      writeOutboxFile(folder, subject.lead.submission_id, 'homeowner-email', message)
    },
  }
}
