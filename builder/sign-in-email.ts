/**
 * The e-mail that carries the lead console's sign-in code (decision 0076): Supabase Auth sends it through Resend's
 * SMTP with this body (supabase/config.toml's [auth.email.template.magic_link], written to supabase/templates/ by
 * syncFunctionContent, not committed), and the embedded backend writes the same to its outbox. The business is named
 * from content/.
 */
import { join } from 'node:path'
import { business } from '../content/data'
import { escapeHtml } from '../supabase/functions/_shared/html'
import { projectRoot } from './stamp'

export const signInEmailFile = join(projectRoot, 'supabase', 'templates', 'sign-in-code.html')

/** What Supabase Auth puts in the template where the code goes (its Go template's field). */
export const supabaseTokenField = '{{ .Token }}'

/** The body, with `code` where the code goes. */
export function signInEmailHtml(code: string, businessName = business.name): string {
  const name = escapeHtml(businessName)
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>Your sign-in code · ${name}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    `<p>Your code to sign in to the lead console of ${name}:</p>`,
    `<p style="font-size: 1.75em; font-weight: bold; letter-spacing: 0.15em">${code}</p>`,
    '<p>Type it where you asked for it. It works once, for one hour.</p>',
    '<p>If you did not ask for it, ignore this e-mail: nobody can sign in without the code.</p>',
    '</body></html>',
    '',
  ].join('\n')
}
