import { z } from 'zod'
import { text, toastText } from './shared.schema'

const field = z.object({ label: text(2, 40), placeholder: text(2, 80).optional() })

/** The words of the lead forms, in each state (sending, sent, failed), and of the chat button. */
export const leadsCopySchema = z.object({
  fields: z.object({
    name: field,
    email: field,
    phone: field,
    address: field,
    condition: field,
    timeline: field,
    message: field,
  }),
  submit: text(3, 40),
  /** Shown in place of the send button when JavaScript is off. */
  noScript: text(20, 200),
  submitting: text(3, 40),
  toasts: z.object({ submitting: toastText, success: toastText, error: z.object({ title: text(3, 60) }) }),
  errors: z.object({
    bothFailed: text(20, 160),
    /** A preview build with no Supabase project (decision 0067) says this in place of sending. */
    previewNotSent: text(10, 160),
  }),
  errorAlertTitle: text(3, 60),
  errorCallPrompt: text(10, 120),
  confirmation: z.object({
    heading: text(5, 60),
    text: text(20, 300),
    steps: z.array(text(20, 200)).min(2).max(4),
    callPrompt: text(5, 80),
    again: text(3, 40),
  }),
  chatNotice: z.object({ title: text(5, 60), text: text(20, 200) }),
  chat: z.object({
    buttonLabel: text(3, 40),
    dialogTitle: text(3, 60),
    dialogText: text(10, 200),
    close: text(3, 20),
  }),
  privacyNote: text(20, 240).includes('{privacy}', { message: 'must contain {privacy}' }),
  privacyLinkText: text(3, 40),
  /**
   * The optional box consenting to calls and texts (docs/decisions/0009). Its words are the consent on
   * record: {business} becomes the business's name, {terms} and {privacy} links to /terms and /privacy. Any change
   * here gives the text a new version.
   */
  consent: z.object({
    text: text(80, 700)
      .includes('{business}', { message: 'must contain {business}' })
      .includes('{terms}', { message: 'must contain {terms}' })
      .includes('{privacy}', { message: 'must contain {privacy}' })
      .includes('Msg & data rates may apply', { message: "must say 'Msg & data rates may apply'" })
      .includes('STOP', { message: 'must say how to opt out (reply STOP)' })
      .includes('HELP', { message: 'must say how to get help (reply HELP)' }),
    termsLinkText: text(3, 40),
    privacyLinkText: text(3, 40),
  }),
  /** The e-mail a homeowner gets after sending a form (decision 0009); {firstName} and {business} are filled in. */
  autoresponder: z.object({
    subject: text(10, 100),
    greeting: text(3, 60).includes('{firstName}', { message: 'must contain {firstName}' }),
    /** The greeting when the name typed does not read as one (a link, a number): nothing the visitor typed. */
    greetingWithoutName: text(3, 60),
    text: text(20, 400),
    stepsHeading: text(3, 60),
    callPrompt: text(10, 160),
    signOff: text(3, 80),
    notice: text(20, 300),
  }),
  /** The label of the hidden field only software fills (never shown to people). */
  honeypotLabel: text(3, 40),
  /**
   * What a caller hears and reads when nobody answers (docs/decisions/0044): {business}, {phone}, and in the
   * after-hours greeting {opens} and {closes}, are filled in. The text-back should fit two SMS segments (306
   * characters) once filled, and must say how to opt out.
   */
  calls: z.object({
    /**
     * Spoken first on every call, before the phones ring or the greeting plays (docs/decisions/0078): the call is the
     * only agreement a missed caller gives to the text-back, so the caller hears that it may come and how to end it.
     */
    textBackNotice: text(40, 240)
      .regex(/\btext/i, { message: 'must say that this number may text the caller back' })
      .includes('STOP', { message: 'must say that replying STOP ends the texts' }),
    missedGreeting: text(40, 400),
    afterHoursGreeting: text(40, 400)
      .includes('{opens}', { message: 'must contain {opens}' })
      .includes('{closes}', { message: 'must contain {closes}' }),
    voicemailThanks: text(10, 200),
    textBack: text(40, 300).includes('STOP', { message: 'must say how to opt out (reply STOP)' }),
    /** The answer to HELP: who we are and how to reach us (the carriers' rule), and how to opt out. */
    helpReply: text(20, 300)
      .includes('{business}', { message: 'must name the business ({business})' })
      // {phone} is filled as content is read: the number itself is what arrives here.
      .regex(/\{phone\}|\d{3}\D{0,2}\d{3}\D?\d{4}/, { message: 'must give the phone number ({phone})' })
      .includes('STOP', { message: 'must say how to opt out (reply STOP)' }),
    /**
     * The one answer to STOP. Twilio sends it, not our code: the owner sets it as the Messaging Service's opt-out
     * confirmation (Advanced Opt-Out), and the campaign's registration quotes it (docs/decisions/0078).
     */
    stopConfirmation: text(20, 160)
      .includes('{business}', { message: 'must name the business ({business})' })
      .includes('START', { message: 'must say how to opt back in (reply START)' }),
  }),
})
export type LeadsCopy = z.infer<typeof leadsCopySchema>
