import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react'
import { business, leadsCopy } from '../../../content/data'
import { PhoneLink } from '../../components/ui/phone-link'
import { classNames } from '../../lib/class-names'
import { consentParts } from './consent-text'

const controlClasses =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 focus-visible:border-brand'

/** A labelled text input or text area with its error message, which names the field to assistive technology. */
export function Field({
  id,
  label,
  error,
  multiline = false,
  minHeightClass,
  ...control
}: {
  id: string
  label: string
  error?: string
  multiline?: boolean
  /** For the message box: min-h-[120px] in the full form, min-h-[100px] in the short one. */
  minHeightClass?: string
} & ComponentPropsWithoutRef<'input'> &
  ComponentPropsWithoutRef<'textarea'> & { ref?: Ref<HTMLInputElement & HTMLTextAreaElement> }) {
  const errorId = `${id}-error`
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: classNames(controlClasses, multiline && minHeightClass),
  }
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {multiline ? <textarea {...control} {...shared} /> : <input {...control} {...shared} />}
      {/* In the consent text's face (14 px, regular), which the page has already laid out, so a message's first layout
          looks up no new font. */}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A field people never see or reach; software that fills every field gives itself away. Its name and label avoid
 * the words browsers' autofill looks for (company, name, address, e-mail...), so autofill never fills it for a person.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {leadsCopy.honeypotLabel}
        <input ref={inputRef} type="text" name="hp_x7" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

const consentWords = consentParts(leadsCopy.consent, business.name)

/**
 * The optional, unticked box consenting to calls and texts (docs/decisions/0009), worded from content. A
 * lead is sent whether it is ticked or not; the lead records which, with these very words and their version.
 */
export function ConsentBox({ id, ...checkbox }: { id: string } & ComponentPropsWithoutRef<'input'>) {
  return (
    <div className="flex items-start gap-3">
      <input
        {...checkbox}
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand"
        data-testid="consent-box"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {consentWords.map((part) =>
          part.href ? (
            <a key={part.href} href={part.href} className="underline underline-offset-2">
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </label>
    </div>
  )
}

/**
 * Where Cloudflare Turnstile's widget renders, above the send button, when the build has its site key
 * (docs/decisions/0007). Cloudflare shows a box to tick there only when it needs the visitor to.
 */
export function TurnstileBox({ boxRef }: { boxRef: Ref<HTMLDivElement> }) {
  return <div ref={boxRef} data-testid="turnstile-box" />
}

/**
 * Why the request was not sent, and the phone number to call instead. Takes focus when it appears (and when its
 * message changes), so keyboard and screen reader users land on it.
 */
export function ErrorAlert({ title, message }: { title: string; message: string }) {
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => alert.current?.focus(), [message])
  return (
    <div
      role="alert"
      tabIndex={-1}
      ref={alert}
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
      data-testid="lead-error"
    >
      <p className="font-bold">{title}</p>
      <p className="mt-1">{message}</p>
      <p className="mt-2">
        {leadsCopy.errorCallPrompt} <PhoneLink className="font-bold whitespace-nowrap underline underline-offset-4" />
      </p>
    </div>
  )
}

export function FormNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>
}
