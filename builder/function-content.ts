/**
 * The copy the lead functions need, taken from content/ (docs/decisions/0009, 0065). notify-lead runs in Deno on
 * Supabase, where content/ and its packages are not deployed, so a module of it is written to
 * supabase/functions/_shared/site-content.generated.ts wherever it is read: by `npm install` (the prepare script,
 * tools/write-function-content.ts), the build (so `npm start` and `npm run deploy`) and the scripts of the type check
 * and the tests. It is not committed, so no commit holds a copy older than its content/.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { BusinessProfile } from '../content/business.schema'
import { business, leadsCopy } from '../content/data'
import type { LeadsCopy } from '../content/leads.schema'
import { formatTime } from '../src/lib/hours'
import { signInEmailFile, signInEmailHtml, supabaseTokenField } from './sign-in-email'
import { projectRoot } from './stamp'
import { writeWhole } from './write-whole'

export const functionContentFile = join(projectRoot, 'supabase', 'functions', '_shared', 'site-content.generated.ts')

/** Fills {business}, {phone}, {opens} and {closes} in a text of content with this business's. */
export const contentFiller =
  (profile: Pick<BusinessProfile, 'name' | 'phone' | 'hours'>) =>
  (text: string): string =>
    text
      .replaceAll('{business}', profile.name)
      .replaceAll('{phone}', profile.phone)
      .replaceAll('{opens}', formatTime(profile.hours.opens))
      .replaceAll('{closes}', formatTime(profile.hours.closes))

/** What a caller hears and reads (leadsCopy.calls), filled in: the words the functions speak and send. */
export const filledCallCopy = (profile: BusinessProfile, calls: LeadsCopy['calls']): LeadsCopy['calls'] => {
  const fill = contentFiller(profile)
  return Object.fromEntries(Object.entries(calls).map(([key, text]) => [key, fill(text)])) as LeadsCopy['calls']
}

/**
 * The business's name, phone and hours, the homeowner's confirmation e-mail and what a caller hears and reads, with
 * {business}, {phone}, {opens} and {closes} filled in.
 */
export function functionContent() {
  const fill = contentFiller(business)
  const { autoresponder, calls } = leadsCopy
  return {
    businessName: business.name,
    phone: business.phone,
    // The daily summary links the console there unless SITE_URL says otherwise (docs/decisions/0064).
    website: business.website,
    hours: business.hours,
    textingHours: business.textingHours,
    // Which source each tracking number stands for: a call to one is attributed to it (docs/decisions/0044).
    trackingNumbers: business.trackingNumbers.map(({ source, phone }) => ({ source, phone })),
    calls: filledCallCopy(business, calls),
    confirmation: {
      subject: fill(autoresponder.subject),
      greeting: fill(autoresponder.greeting),
      greetingWithoutName: fill(autoresponder.greetingWithoutName),
      text: fill(autoresponder.text),
      stepsHeading: fill(autoresponder.stepsHeading),
      steps: leadsCopy.confirmation.steps.map(fill),
      callPrompt: fill(autoresponder.callPrompt),
      signOff: fill(autoresponder.signOff),
      notice: fill(autoresponder.notice),
    },
  }
}

/** The generated module's source. */
export function functionContentSource(): string {
  return [
    '// Written from content/ by builder/function-content.ts (npm install, the build, npm test); not committed.',
    '',
    `export const siteContent = ${JSON.stringify(functionContent(), null, 2)} as const`,
    '',
  ].join('\n')
}

/**
 * Writes the generated module, and the sign-in code's e-mail template supabase/config.toml names, when content/
 * changed them; says whether it did.
 */
export function syncFunctionContent(): boolean {
  const files = [
    { file: functionContentFile, source: functionContentSource() },
    { file: signInEmailFile, source: signInEmailHtml(supabaseTokenField) },
  ]
  const written = files.filter(({ file, source }) => !existsSync(file) || readFileSync(file, 'utf8') !== source)
  for (const { file, source } of written) {
    mkdirSync(dirname(file), { recursive: true })
    // Whole or not at all: npm test's type check and Deno tests may read it while the build writes it.
    writeWhole(file, source)
  }
  return written.length > 0
}
