/**
 * Twilio's messaging webhook (inbound-sms): a homeowner's text to any of our numbers (docs/decisions/0044, 0053).
 * Opt-outs are the sender's own and count on every number of the business; replies reach the owner within a limit.
 */
import type { CallDeps } from './calls.ts'
import type { SmsKind } from './call-store.ts'
import { escapeHtml } from './html.ts'
import { callerOf, maskPhone, maskPhonesIn } from './phone-numbers.ts'
import {
  cleanLine,
  forbidden,
  refused,
  signedByTwilio,
  twiml,
  xml,
  type TwilioRequest,
  type WebhookAnswer,
} from './twilio-webhook.ts'

/**
 * Whole-message keywords, letters only ("Opt out." is OPTOUT): the carriers' and Twilio's opt-out words and those the
 * FCC names (47 CFR 64.1200(a)(10)), and the opt-in words that lift them. YES is left a reply: a seller answering
 * "Yes" has not asked for texts again.
 */
export const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'])
export const startWords = new Set(['START', 'UNSTOP'])
export const helpWords = new Set(['HELP', 'INFO'])

/** An opt-out word inside a sentence ("please stop texting me"), which a person must read. */
const optOutInSentence =
  /\b(stop|stopall|quit|end|revoke|cancel|unsubscribe|opt[\s-]*out|remove me|(do not|don'?t|dont) (text|message|contact|call))\b/i

/** What a text is: a keyword, a sentence that may mean stop, or a reply for the owner. */
export function smsKindOf(body: string): SmsKind {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
  if (stopWords.has(word)) return 'stop'
  if (startWords.has(word)) return 'start'
  if (helpWords.has(word)) return 'help'
  return optOutInSentence.test(body) ? 'possible-stop' : 'reply'
}

/**
 * POST /functions/v1/inbound-sms. A keyword (STOP, START) is recorded and Twilio's own reply is its one confirmation;
 * a sentence with an opt-out word pauses automated texts at once and goes to the owner to decide; HELP is answered
 * with the business's name and phone; a reply is attached to the sender's lead and forwarded once per MessageSid.
 */
export async function answerInboundSms(request: TwilioRequest, deps: CallDeps): Promise<WebhookAnswer> {
  if (!(await signedByTwilio(request, deps.settings.authToken))) return forbidden()
  const { params } = request
  const messageSid = params.get('MessageSid') ?? params.get('SmsSid') ?? ''
  if (!/^(SM|MM)[0-9a-fA-F]{32}$/.test(messageSid))
    return refused(400, 'MessageSid is missing or is not a Twilio message id.')
  const from = cleanLine(params.get('From') ?? '', 30)
  const to = cleanLine(params.get('To') ?? '', 30)
  if (from.length < 2 || to.length < 2) return refused(400, 'From and To are required.')
  const body = (params.get('Body') ?? '').slice(0, 1600)
  const kind = smsKindOf(body)
  const recorded = await deps.calls.recordSms({ messageSid, from, to, body, kind })
  if (kind === 'help') return twiml(`<Message>${xml(deps.settings.copy.helpReply)}</Message>`)
  if ((kind === 'reply' || kind === 'possible-stop') && recorded.outcome !== 'duplicate')
    deps.afterAnswer(
      forwardToOwner(deps, { messageSid, from, to, body, kind }, recorded.outcome === 'paused').catch(
        (error: unknown) =>
          console.error(
            `inbound-sms: the text ${messageSid} from ${maskPhone(from)} could not be forwarded:`,
            maskPhonesIn(error instanceof Error ? error.message : String(error)),
          ),
      ),
    )
  return twiml('')
}

/** One SMS segment: 160 characters of the GSM alphabet, which plain ASCII letters, digits and punctuation are. */
export const segmentLength = 160

/** The text in characters one GSM segment carries: accents dropped, curly quotes and dashes made plain. */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .replace(/[^ -Z_a-z]/g, '')
    .trim()
}

/**
 * The forward of a text, in one segment: who sent it, the start of it, and where the rest is (the owner's e-mail).
 * `cut` says whether the text did not fit.
 */
export function forwardOf(from: string, body: string, kind: 'reply' | 'possible-stop'): { sms: string; cut: boolean } {
  const head =
    kind === 'possible-stop'
      ? `Maybe an opt-out, auto texts paused. From ${plainText(from)}: `
      : `Text from ${plainText(from)}: `
  const whole = plainText(body)
  if (head.length + whole.length <= segmentLength) return { sms: head + whole, cut: false }
  const tail = '... (all of it e-mailed)'
  return { sms: head + whole.slice(0, segmentLength - head.length - tail.length).trimEnd() + tail, cut: true }
}

/**
 * Forwards a stored text to the owner's numbers (never one of the business's own: smsRecipients), never one sent
 * from a number of the business, within the sender's limits; the whole text goes to the owner's e-mail when the SMS
 * had to cut it. Every sentence that may mean stop is e-mailed whatever the limits, with what to do, so none waits
 * unseen; `paused` says it is the one that paused the number's texts.
 */
async function forwardToOwner(
  deps: CallDeps,
  text: { messageSid: string; from: string; to: string; body: string; kind: 'reply' | 'possible-stop' },
  paused: boolean,
): Promise<void> {
  const sender = callerOf(text.from)
  if (sender.kind !== 'withheld' && deps.settings.ownNumbers.includes(sender.number))
    return deps.calls.markSmsForwarded(text.messageSid, 'sent from one of our own numbers: not forwarded')
  const mayMeanStop = text.kind === 'possible-stop'
  if (mayMeanStop)
    // A failed e-mail is logged; the SMS forward still goes.
    await deps
      .emailOwner(forwardEmail(text, paused), `text-${text.messageSid}`)
      .catch((error: unknown) =>
        console.error(
          `inbound-sms: the e-mail about ${text.messageSid} failed:`,
          maskPhonesIn(error instanceof Error ? error.message : String(error)),
        ),
      )
  if (!deps.ownerNumbers.length) return deps.calls.markSmsForwarded(text.messageSid, 'no owner number to forward to')
  if (!(await deps.calls.claimSmsForward(text.messageSid))) return
  const { sms, cut } = forwardOf(text.from, text.body, text.kind)
  try {
    if (cut && !mayMeanStop) await deps.emailOwner(forwardEmail(text, false), `text-${text.messageSid}`)
    for (const number of deps.ownerNumbers) await deps.sendText(text.to, number, sms)
  } catch (error) {
    return deps.calls.markSmsForwarded(text.messageSid, error instanceof Error ? error.message : String(error))
  }
  await deps.calls.markSmsForwarded(text.messageSid)
}

/** The owner's e-mail of a text: all of it, and for one that may mean stop what the pause means and how to decide. */
function forwardEmail({ messageSid, from, to, body, kind }: Parameters<typeof forwardToOwner>[1], paused: boolean) {
  const lines = [
    `Text from ${from} to ${to} (${messageSid}):`,
    '',
    body,
    '',
    ...(kind === 'possible-stop'
      ? [
          'It contains a word that may mean "stop texting me", so no automated text goes to this number until you',
          'decide. Record your decision, opt-out, or not-an-opt-out (for example "trying to stop the foreclosure"):',
          `  select public.review_possible_opt_out('${messageSid}', 'not-an-opt-out', '<your name>');`,
          `  or, on npm start: npm run leads -- --review ${messageSid} not-an-opt-out`,
        ]
      : []),
  ]
  const text = `${lines.join('\n')}\n`
  return {
    subject:
      kind === 'reply'
        ? `Text from ${from}`
        : `Possible opt-out from ${from}${paused ? '' : ' (texts were paused already)'}`,
    text,
    html: `<pre style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
  }
}
