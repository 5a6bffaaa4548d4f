/**
 * The A2P 10DLC campaign's registration, field by field as Twilio's console asks for it (docs/decisions/0078),
 * written from content whenever it is shown (`npm run campaign`, /admin/launch): it quotes the notice callers hear,
 * the form's consent box and the texts as the functions render them, so it cannot fall behind an edit of content/.
 */
import type { SiteContent } from '../content/validate'
import { formatTime } from '../src/lib/hours'
import { consentText } from '../src/features/leads/consent-text'
import { pagePath } from '../src/routing/paths'
import { callLead } from '../supabase/functions/_shared/calls'
import { forwardOf, helpWords, startWords, stopWords } from '../supabase/functions/_shared/inbound-texts'
import type { NotificationSubject } from '../supabase/functions/_shared/lead-delivery'
import { composeLeadSms, e164 } from '../supabase/functions/_shared/notification'
import { filledCallCopy } from './function-content'

/** One field of Twilio's campaign form: its name there, and what to paste. */
export interface CampaignField {
  name: string
  text: string
}

/** A sample caller (555-01xx, reserved for fiction) and a fixed time, so the samples read the same on every run. */
const sampleCaller = '+13525550100'
const sampleTime = '2026-11-26T17:00:00.000Z'

/** The owner's alert of a missed call, as notify-lead renders it, for a sample caller texted back at once. */
function sampleOwnerAlert(content: SiteContent): string {
  const subject: NotificationSubject = {
    lead: callLead({ name: 'Phone caller', phone: sampleCaller, message: '' }),
    receivedAt: sampleTime,
    stored: true,
    call: {
      callSid: 'CA00000000000000000000000000000000',
      to: e164(content.business.phone) ?? content.business.phone,
      outcome: 'no-answer',
      source: null,
      textBack: { dueAt: sampleTime, plannedAt: sampleTime, note: null },
    },
  }
  return composeLeadSms(subject, content.business.name)
}

const quoted = (text: string) => `"${text}"`
const words = (set: ReadonlySet<string>) => [...set].join(', ')

/** Every field of the campaign's registration, in the order Twilio's form asks for them. */
export function campaignRegistration(content: SiteContent): CampaignField[] {
  const { business, leadsCopy } = content
  const calls = filledCallCopy(business, leadsCopy.calls)
  const site = business.website
  const hours = `${formatTime(business.textingHours.opens)} to ${formatTime(business.textingHours.closes)}`
  const consent = consentText(leadsCopy.consent, business.name)
  return [
    {
      name: 'Campaign use case',
      text: "Mixed (Low Volume Mixed if Twilio offers it for your brand): Customer Care, a text-back to a caller we missed and answers to their replies; Account Notification, alerts about new leads to the business's own staff.",
    },
    {
      name: 'Campaign description',
      text: `${business.name} buys houses for cash (${site}). When we miss a call, the caller gets one text saying we will call back, only from ${hours} in their time zone and at most 3 texts in 24 hours; their replies go to our staff, and HELP and STOP are answered. Our staff get an alert for each new lead, each reply forwarded, and a summary each morning. No marketing texts; no message is sent to anyone who has not called us or asked us to.`,
    },
    { name: 'Sample message 1 (text-back to a missed caller)', text: calls.textBack },
    { name: 'Sample message 2 (alert to our staff)', text: sampleOwnerAlert(content) },
    {
      name: 'Sample message 3 (a reply forwarded to our staff)',
      text: forwardOf(sampleCaller, 'The house is at 12 Oak St, can you call after 5?', 'reply').sms,
    },
    { name: 'Sample message 4 (answer to HELP)', text: calls.helpReply },
    { name: 'Sample message 5 (answer to STOP)', text: calls.stopConfirmation },
    {
      name: 'Message flow (how end users consent)',
      text: [
        `Callers: a person calls ${business.name} at ${business.phone} (the number on ${site}). The first thing the call says, before the phones ring or the voicemail greeting plays, is: ${quoted(calls.textBackNotice)} Only if we miss the call, one text follows: ${quoted(calls.textBack)}`,
        `Web form: the offer request form at ${site}${pagePath('contact')} (also on each town page and in the site's chat) has an optional checkbox, unticked by default, below the fields and above the send button, beside these words: ${quoted(consent)} Terms: ${site}${pagePath('terms')}. Privacy policy: ${site}${pagePath('privacy')}.`,
        `Staff: alerts and summaries go only to the owner's own numbers, which the owner enters in the system.`,
      ].join('\n\n'),
    },
    { name: 'Opt-in keywords', text: words(startWords) },
    { name: 'Opt-out keywords', text: words(stopWords) },
    { name: 'Opt-out message', text: calls.stopConfirmation },
    { name: 'Help keywords', text: words(helpWords) },
    { name: 'Help message', text: calls.helpReply },
    {
      name: 'Embedded links and phone numbers',
      text: "No web links. Phone numbers: the business's own, and in staff alerts a tel: link to call the lead back.",
    },
  ]
}

/** The registration as one text to read and copy from, a field at a time. */
export function campaignRegistrationText(content: SiteContent): string {
  return campaignRegistration(content)
    .map(({ name, text }) => `== ${name} ==\n${text}`)
    .join('\n\n')
}
