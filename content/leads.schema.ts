import { z } from 'zod'
import { text, toastText } from './shared.schema'

const field = z.object({ label: text(2, 40), placeholder: text(2, 80).optional() })

/** The words of the lead forms, their states (SPEC section 4) and the chat button. */
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
  errors: z.object({ bothFailed: text(20, 160) }),
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
  /** The label of the hidden field only software fills (never shown to people). */
  honeypotLabel: text(3, 40),
})
export type LeadsCopy = z.infer<typeof leadsCopySchema>
