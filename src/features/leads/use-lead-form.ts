import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form'
import type { z } from 'zod'
import { business, leadsCopy } from '../../../content/data'
import { maxFillMs, type LeadRecord, type LeadSource } from '#lead-schema'
import { consentVersion } from 'virtual:consent'
import { afterNextPaint } from '../../lib/after-paint'
import { trackLeadOnce } from '../../lib/data-layer'
import { whenIdle } from '../../lib/when-idle'
import { currentAttribution } from './attribution'
import { preloadToasts, showToast } from '../../components/ui/site-toaster'
import { consentText } from './consent-text'
import { leadResolver } from './lead-resolver'
import { clearDraft, readDraft, saveDraft } from './lead-drafts'
import { newSubmissionId } from './submission-id'
import { LeadSubmissionError, submitLead, type LeadBackend } from './submit-lead'
import { TurnstileWidget, turnstileSiteKey } from './turnstile'

/** The consent on record: whether the box was ticked, with the exact words shown beside it and their version. */
const consentOf = (given: boolean) => ({
  consent_given: given,
  consent_text: consentText(leadsCopy.consent, business.name),
  consent_version: consentVersion,
})

export type LeadFormPhase = 'idle' | 'submitting' | 'success' | 'error'

/**
 * The lead backend's code, loaded at idle once the visitor is in a form, or by the send; a failed load is the spec's
 * failure, not a raw error.
 */
async function loadBackend(): Promise<LeadBackend> {
  // A preview without a Supabase project is static files only (decision 0067): nothing could receive the lead.
  if (import.meta.env.SITE_PREVIEW && !import.meta.env.VITE_SUPABASE_URL)
    throw new LeadSubmissionError(leadsCopy.errors.previewNotSent)
  try {
    return (await import('./supabase-backend')).supabaseLeadBackend
  } catch (error) {
    console.warn('The lead backend could not be loaded:', error)
    throw new LeadSubmissionError(leadsCopy.errors.bothFailed)
  }
}

/**
 * The behaviour both lead forms share: validation with the shared schema, the 'Submitting...' toast
 * and disabled button, repeat submits ignored, success and failure toasts, an error kept above the form, the draft
 * kept until success. Each submission carries an id, kept across its retries (and in the draft), so it is stored
 * once; the honeypot and the fill time go to the server, which judges them (docs/decisions/0006).
 */
export function useLeadForm<Values extends FieldValues & { message: string }>({
  source,
  schema,
  defaults,
  toRecord,
  initialMessage,
  onSuccess,
  toasterId,
}: {
  source: LeadSource
  schema: z.ZodType<Values, Values>
  defaults: Values
  toRecord: (values: Values) => Omit<LeadRecord, 'source' | keyof ReturnType<typeof currentAttribution>>
  /** Text the message starts with (the calculator's accepted estimate). */
  initialMessage?: string
  onSuccess?: () => void
  toasterId: string
}) {
  // A reset does not re-render the fields (they follow only their message, lead-field.tsx), so each reset writes its
  // values into the fields it keeps (keepFieldsRef).
  const form = useForm<Values>({
    resolver: leadResolver(schema),
    defaultValues: defaults as DefaultValues<Values>,
    // Messages come with a press on send, then follow what is typed (decision 0049).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The first field with a message takes focus once the messages are painted (focusFirstInvalid).
    shouldFocusError: false,
  })
  const [phase, setPhase] = useState<LeadFormPhase>('idle')
  const [errorMessage, setErrorMessage] = useState<string>()
  const inFlight = useRef(false)
  const startedAt = useRef(0)
  const submissionId = useRef<string | undefined>(undefined)
  const honeypot = useRef<HTMLInputElement>(null)
  // What a press on send needs, readied once the visitor is in the form and the page is idle, so the press does not
  // wait for it: the schema's first parse (zod builds what it keeps, the browser compiles its code), the toasts' code
  // and stylesheet, and the lead backend's code (decision 0049), then, at the next idle moment, its client.
  useEffect(
    () =>
      whenIdle(() => {
        schema.safeParse(defaults)
        preloadToasts()
        loadBackend()
          .then((backend) => whenIdle(() => backend.prepare?.()))
          .catch(() => undefined)
      }),
    [schema, defaults],
  )
  // Cloudflare Turnstile, when the build has its site key: the widget renders into turnstileBox on first use.
  const turnstileBox = useRef<HTMLDivElement>(null)
  const turnstile = useRef<TurnstileWidget | undefined>(undefined)
  useEffect(() => {
    if (!turnstileSiteKey) return
    const widget = new TurnstileWidget(turnstileSiteKey, () => turnstileBox.current)
    turnstile.current = widget
    // The focus that started this island came before its handlers (decision 0042).
    if (turnstileBox.current?.closest('form')?.contains(document.activeElement)) void widget.prepare()
    return () => widget.remove()
  }, [])
  const prepareTurnstile = () => void turnstile.current?.prepare()

  // After hydration: bring back the draft (with its submission id and start), else start the fill-time clock where
  // the visit began (the document's own start), so typing or autofill before the scripts ran counts as fill time.
  useEffect(() => {
    startedAt.current = Math.round(performance.timeOrigin)
    const draft = readDraft(source)
    if (draft) {
      form.reset({ ...defaults, ...draft.values } as Values, { keepDefaultValues: true, keepFieldsRef: true })
      startedAt.current = Math.min(startedAt.current, draft.startedAt)
      submissionId.current = draft.submissionId
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(source, values, { submissionId: submissionId.current }),
    })
    // Once per form: the draft is read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!initialMessage) return
    const current = form.getValues('message' as Path<Values>) as string
    if (current.includes(initialMessage)) return
    const message = current.trim() ? `${initialMessage}\n\n${current}` : initialMessage
    form.setValue('message' as Path<Values>, message as PathValue<Values, Path<Values>>)
  }, [initialMessage, form])

  const succeed = (submission: string) => {
    // One generate_lead per submission, never repeated by a retry or a reload (src/lib/data-layer.ts).
    trackLeadOnce(
      submission,
      { lead_source: source, form: source === 'chat-widget' ? 'short' : 'full' },
      location.pathname,
    )
    clearDraft(source)
    // The next request ("Send another request") is a new submission.
    submissionId.current = undefined
    startedAt.current = Date.now()
    form.reset(defaults, { keepFieldsRef: true })
    setErrorMessage(undefined)
    setPhase('success')
    showToast('success', leadsCopy.toasts.success.title, {
      id: `${toasterId}-status`,
      toasterId,
      description: leadsCopy.toasts.success.description,
    })
    onSuccess?.()
  }

  const send = async (values: Values) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      // A retry of a submission that failed keeps its id: if the first try was stored after all, it is not doubled.
      const submission = (submissionId.current ??= newSubmissionId())
      saveDraft(source, values, { submissionId: submission })
      setPhase('submitting')
      showToast('message', leadsCopy.toasts.submitting.title, {
        id: `${toasterId}-status`,
        toasterId,
        description: leadsCopy.toasts.submitting.description,
      })
      const record: LeadRecord & { submission_id: string } = {
        ...toRecord(values),
        source,
        ...currentAttribution(location.pathname),
        ...consentOf(form.getValues('consent' as Path<Values>) === true),
        submission_id: submission,
        honeypot: honeypot.current?.value ?? '',
        fill_ms: Math.min(Math.max(Date.now() - startedAt.current, 0), maxFillMs),
      }
      // The token is asked for now and awaited only by the notify-lead call, so the insert never waits for Cloudflare.
      const turnstileToken = turnstile.current?.tokenForSend()
      await submitLead(record, await loadBackend(), { turnstileToken })
      succeed(submission)
    } catch (error) {
      // Only the spec's own messages reach the visitor; anything else is logged and shown as the generic failure.
      if (!(error instanceof LeadSubmissionError)) console.warn('The lead could not be sent:', error)
      const message = error instanceof LeadSubmissionError ? error.message : leadsCopy.errors.bothFailed
      setErrorMessage(message)
      setPhase('error')
      showToast('error', leadsCopy.toasts.error.title, { id: `${toasterId}-status`, toasterId, description: message })
    } finally {
      inFlight.current = false
    }
  }
  // The first field with a message takes focus (and scrolls into view) once the messages are painted. Not awaited:
  // react-hook-form publishes the messages only after this returns.
  const focusFirstInvalid = (_errors: unknown, event?: BaseSyntheticEvent) => {
    const sent = event?.target
    void afterNextPaint().then(() => {
      if (sent instanceof HTMLFormElement) sent.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(send, focusFirstInvalid)(event)

  return {
    phase,
    setPhase,
    errorMessage,
    honeypot,
    /** The <form> element's attributes: no native validation, the send, and Turnstile's start on first use. */
    formProps: {
      noValidate: true,
      method: 'post',
      onSubmit: submit,
      onFocus: turnstileSiteKey ? prepareTurnstile : undefined,
      onPointerDown: turnstileSiteKey ? prepareTurnstile : undefined,
    },
    /** What each LeadField takes from the form; a field follows its own message, so the form does not re-render. */
    fieldProps: { control: form.control, register: form.register, subscribe: form.subscribe },
    /** The consent box's input: unticked at first, after a reload (a draft never ticks it) and after each success. */
    consentProps: form.register('consent' as Path<Values>),
    /** Where Turnstile's widget renders (beside the form), when the build has its site key. */
    turnstileBox: turnstileSiteKey ? turnstileBox : undefined,
  }
}
