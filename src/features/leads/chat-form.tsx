import { useEffect, useRef } from 'react'
import { leadsCopy } from '../../../content/data'
import { addressNotProvided, chatFormSchema, type ChatFormValues } from '#lead-schema'
import { buttonClasses } from '../../components/ui/button'
import { PrivacyNote } from './contact-form'
import { ConsentBox, ErrorAlert, Honeypot, TurnstileBox } from './form-parts'
import { LeadField } from './lead-field'
import { useLeadForm } from './use-lead-form'
import { SiteToaster } from '../../components/ui/site-toaster'

const emptyForm: ChatFormValues = { name: '', email: '', phone: '', message: '' }

/** The simplified lead form opened from the chat button (source 'chat-widget'): name, e-mail, phone and message. */
export default function ChatForm({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const toasterId = 'chat-form'
  const { phase, errorMessage, formProps, fieldProps, honeypot, turnstileBox, consentProps } = useLeadForm({
    source: 'chat-widget',
    schema: chatFormSchema,
    defaults: emptyForm,
    // The short form asks for no address: its lead stores 'Not provided', and no condition or timeline.
    toRecord: (values) => ({ ...values, address: addressNotProvided, condition: '', timeline: '' }),
    toasterId,
  })
  const submitting = phase === 'submitting'
  // While a lead is on its way, the dialog does not close by accident (Escape, a click outside).
  useEffect(() => onBusyChange?.(submitting), [submitting, onBusyChange])
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (phase === 'success') notice.current?.focus()
  }, [phase])

  return (
    <div>
      <SiteToaster id={toasterId} />
      {phase === 'success' && (
        <div
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-4"
          data-testid="chat-success"
        >
          <p className="font-bold text-green-900">{leadsCopy.chatNotice.title}</p>
          <p className="mt-1 text-green-900">{leadsCopy.chatNotice.text}</p>
        </div>
      )}
      <form {...formProps} className="relative space-y-4" data-testid="chat-form">
        {phase === 'error' && errorMessage && <ErrorAlert title={leadsCopy.errorAlertTitle} message={errorMessage} />}
        <LeadField idPrefix="chat" name="name" {...fieldProps} />
        <LeadField idPrefix="chat" name="email" {...fieldProps} />
        <LeadField idPrefix="chat" name="phone" {...fieldProps} />
        <LeadField idPrefix="chat" name="message" minHeightClass="min-h-[100px]" {...fieldProps} />
        <ConsentBox id="chat-consent" {...consentProps} />
        <Honeypot inputRef={honeypot} />
        {turnstileBox && <TurnstileBox boxRef={turnstileBox} />}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses('primary', 'w-full disabled:cursor-wait disabled:opacity-70')}
        >
          {submitting ? leadsCopy.submitting : leadsCopy.submit}
        </button>
        <PrivacyNote />
      </form>
    </div>
  )
}
