/**
 * The local outbox of the embedded backend: each notification it would e-mail, written as one JSON file in
 * .data/outbox/. A file appears whole or not at all (written beside, flushed, renamed, and the folder flushed), so a
 * crash never leaves half a notification and a written one survives a power cut.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { LeadNotifier } from '../../supabase/functions/_shared/lead-delivery'
import { composeLeadEmail } from '../../supabase/functions/_shared/notification'

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

/** A notifier that writes each notification to `folder` instead of sending it. */
export function outboxNotifier(folder: string, businessName: string): LeadNotifier {
  return {
    async notify(subject) {
      const email = composeLeadEmail(subject, businessName)
      // Named by time and submission, so the folder lists in order and one submission's file is easy to find.
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${subject.lead.submission_id}.json`
      const message = { to: '(local outbox)', ...email, stored: subject.stored, lead: subject.lead }
      try {
        writeFileDurably(folder, name, `${JSON.stringify(message, null, 2)}\n`)
      } catch (error) {
        throw new Error(`The local outbox could not be written: ${error instanceof Error ? error.message : error}`)
      }
    },
  }
}
