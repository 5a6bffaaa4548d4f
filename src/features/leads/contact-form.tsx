import { useEffect, useRef } from 'react'
import { leadsCopy } from '../../../content/data'
import { contactFormSchema, type ContactFormValues } from '#lead-schema'
import { buttonClasses } from '../../components/ui/button'
import { NoScriptCallNotice, PhoneLink } from '../../components/ui/phone-link'
import { pagePath } from '../../routing/paths'
import { ConsentBox, ErrorAlert, Honeypot, TurnstileBox } from './form-parts'
import { contactFormSource } from './lead-sources'
import { LeadField } from './lead-field'
import { useLeadForm } from './use-lead-form'
import { SiteToaster } from '../../components/ui/site-toaster'

const emptyForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  condition: '',
  timeline: '',
  message: '',
}

export function PrivacyNote() {
  const [before, after] = leadsCopy.privacyNote.split('{privacy}')
  return (
    <p className="text-sm text-slate-600">
      {before}
      <a href={pagePath('privacy')} className="underline underline-offset-2">
        {leadsCopy.privacyLinkText}
      </a>
      {after}
    </p>
  )
}

function Confirmation({ onAgain }: { onAgain: () => void }) {
  const { confirmation } = leadsCopy
  // It replaces the form that had focus: move focus to it so nobody is left on a vanished button.
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div
      ref={box}
      className="rounded-2xl bg-green-50 p-6 ring-1 ring-green-200"
      data-testid="lead-confirmation"
      tabIndex={-1}
    >
      <h3 className="text-2xl font-bold text-brand">{confirmation.heading}</h3>
      <p className="mt-2 text-slate-700">{confirmation.text}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {confirmation.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-5 font-semibold text-slate-900">
        {confirmation.callPrompt} <PhoneLink className="text-brand underline underline-offset-4" />
      </p>
      <button type="button" className={buttonClasses('outline', 'mt-6')} onClick={onAgain}>
        {confirmation.again}
      </button>
    </div>
  )
}

/** The full lead form of /contact (source 'contact-form'); a confirmation replaces it once sent. */
export function ContactForm({ initialMessage, onSuccess }: { initialMessage?: string; onSuccess?: () => void }) {
  const toasterId = 'contact-form'
  const { phase, setPhase, errorMessage, formProps, fieldProps, honeypot, turnstileBox, consentProps } = useLeadForm({
    source: contactFormSource,
    schema: contactFormSchema,
    defaults: emptyForm,
    toRecord: (values) => ({ ...values, condition: values.condition ?? '', timeline: values.timeline ?? '' }),
    initialMessage,
    onSuccess,
    toasterId,
  })
  const submitting = phase === 'submitting'

  return (
    <div>
      <SiteToaster id={toasterId} />
      {phase === 'success' ? (
        <Confirmation onAgain={() => setPhase('idle')} />
      ) : (
        <form {...formProps} className="relative space-y-5" data-testid="contact-form">
          {/* Before the fields, so a visitor without JavaScript reads it before typing anything (decision 0015). */}
          <NoScriptCallNotice text={leadsCopy.noScript} />
          {phase === 'error' && errorMessage && <ErrorAlert title={leadsCopy.errorAlertTitle} message={errorMessage} />}
          <div className="grid gap-5 md:grid-cols-2">
            <LeadField idPrefix="lead" name="name" {...fieldProps} />
            <LeadField idPrefix="lead" name="email" {...fieldProps} />
            <LeadField idPrefix="lead" name="phone" {...fieldProps} />
            <LeadField idPrefix="lead" name="address" {...fieldProps} />
            <LeadField idPrefix="lead" name="condition" {...fieldProps} />
            <LeadField idPrefix="lead" name="timeline" {...fieldProps} />
          </div>
          <LeadField idPrefix="lead" name="message" minHeightClass="min-h-[120px]" {...fieldProps} />
          <ConsentBox id="lead-consent" {...consentProps} />
          <Honeypot inputRef={honeypot} />
          {turnstileBox && <TurnstileBox boxRef={turnstileBox} />}
          <button
            type="submit"
            data-requires-script=""
            // Never disabled before its code runs: a press then is held and done once it does (decision 0042).
            disabled={submitting}
            className={buttonClasses('primary', 'w-full text-lg disabled:cursor-wait disabled:opacity-70 md:w-auto')}
          >
            {submitting ? leadsCopy.submitting : leadsCopy.submit}
          </button>
          <PrivacyNote />
        </form>
      )}
    </div>
  )
}
