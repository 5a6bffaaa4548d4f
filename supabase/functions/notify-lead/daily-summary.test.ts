// The owner's summary each morning from the Edge Function (docs/decisions/0064): the scheduled retry, once the hour
// has come in Eastern time, e-mails it through Resend and texts it through Twilio, once per day. Run with
// `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { businessTimeZone, localDate, localTime } from '../_shared/clock.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { handleNotifyLead } from './index.ts'
import { insertAsVisitor, lead, post, retryRequest, withDatabase, world } from './test-support/world.ts'

/** A time of tomorrow in Eastern time (EST or EDT, whichever it is then), and today's date there. */
function tomorrowAt(time: string): { at: Date; today: string } {
  const today = localDate(new Date(), businessTimeZone)
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
  const at = ['-05:00', '-04:00']
    .map((offset) => new Date(`${tomorrow}T${time}:00${offset}`))
    .find(
      (candidate) =>
        localDate(candidate, businessTimeZone) === tomorrow && localTime(candidate, businessTimeZone) === time,
    )!
  return { at, today }
}

withDatabase("the morning after, the retry e-mails and texts the owner yesterday's summary, once", async (database) => {
  const { send, emails, texts, env } = world(database, undefined, {
    twilio: () => Response.json({ sid: 'SM1' }, { status: 201 }),
  })
  const person = lead()
  await insertAsVisitor(database, person)
  await handleNotifyLead(post(person), env, send)
  const summaries = () =>
    emails.filter((email) => new Headers(email.init.headers).get('idempotency-key')?.startsWith('daily-summary-'))
  const summaryTexts = () => texts.filter((text) => String(text.init.body).includes('not+contacted'))

  const early = tomorrowAt('06:59')
  const before = await (await handleNotifyLead(retryRequest(database), env, send, { now: () => early.at })).json()
  assert.equal('summary' in before, false)

  const { at, today } = tomorrowAt('07:00')
  const retry = () => handleNotifyLead(retryRequest(database), env, send, { now: () => at })
  assert.deepEqual((await (await retry()).json()).summary, { day: today, sent: true })
  assert.equal(summaries().length, 1)
  const email = JSON.parse(String(summaries()[0]?.init.body))
  assert.deepEqual(email.to, ['offers@example.com', 'owner@example.com'])
  assert.ok(email.subject.startsWith(`${siteContent.businessName}, `), email.subject)
  assert.match(email.subject, /, .+: 1 lead or call, 1 not contacted$/)
  assert.ok(email.text.includes(`- ${person.name}, form, `))
  assert.equal(summaryTexts().length, 1)
  assert.equal(new URLSearchParams(String(summaryTexts()[0]?.init.body)).get('To'), '+13525551111')

  assert.equal('summary' in (await (await retry()).json()), false)
  assert.equal(summaries().length, 1)
  assert.equal(summaryTexts().length, 1)
})
