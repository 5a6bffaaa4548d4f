import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form'
import { useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import type { z } from 'zod'
import { leadsCopy } from '../../../content/leads'
import type { LeadRecord, LeadSource } from '../../../supabase/functions/_shared/lead-schema'
import { currentAttribution } from './attribution'
import { looksLikeBot } from './bot-filter'
import { clearDraft, readDraft, saveDraft } from './lead-drafts'
import { LeadSubmissionError, submitLead, type LeadBackend } from './submit-lead'

export type LeadFormPhase = 'idle' | 'submitting' | 'success' | 'error'

const loadBackend = async (): Promise<LeadBackend> => (await import('./supabase-backend')).supabaseLeadBackend

/**
 * The behaviour both lead forms share (SPEC section 4): validation with the shared schema, the 'Submitting...' toast
 * and disabled button, repeat submits ignored, success and failure toasts, an error kept above the form, the draft
 * kept until success, and the honeypot and minimum fill time that drop bots without telling them.
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: defaults as DefaultValues<Values>,
    mode: 'onTouched',
  })
  const [phase, setPhase] = useState<LeadFormPhase>('idle')
  const [errorMessage, setErrorMessage] = useState<string>()
  const inFlight = useRef(false)
  const openedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const { pathname } = useLocation()

  // After hydration: bring back the draft, and start the fill-time clock where the visit began (the document's own
  // start), so typing or autofill before the scripts ran counts as fill time.
  useEffect(() => {
    openedAt.current = Math.round(performance.timeOrigin)
    const draft = readDraft(source)
    if (draft) {
      form.reset({ ...defaults, ...draft } as Values, { keepDefaultValues: true })
      // The visitor typed this before (then reloaded, or the sending failed): no fill-time check for them.
      openedAt.current = 0
    }
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(source, values) })
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

  const succeed = ({ keepDraft = false } = {}) => {
    if (!keepDraft) clearDraft(source)
    form.reset(defaults)
    setErrorMessage(undefined)
    setPhase('success')
    toast.success(leadsCopy.toasts.success.title, {
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
      const isBot = looksLikeBot({
        honeypot: honeypot.current?.value ?? '',
        openedAt: openedAt.current,
        now: Date.now(),
      })
      setPhase('submitting')
      toast(leadsCopy.toasts.submitting.title, {
        id: `${toasterId}-status`,
        toasterId,
        description: leadsCopy.toasts.submitting.description,
      })
      if (!isBot) {
        const record: LeadRecord = { ...toRecord(values), source, ...currentAttribution(pathname) }
        await submitLead(record, await loadBackend())
      }
      // A dropped bot sees the same success; its draft stays, in case a person was mistaken for one.
      succeed({ keepDraft: isBot })
    } catch (error) {
      const message =
        error instanceof LeadSubmissionError
          ? error.message
          : error instanceof Error && error.message
            ? error.message
            : leadsCopy.errors.unknown
      setErrorMessage(message)
      setPhase('error')
      toast.error(leadsCopy.toasts.error.title, { id: `${toasterId}-status`, toasterId, description: message })
    } finally {
      inFlight.current = false
    }
  }
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(send)(event)

  return { form, phase, setPhase, errorMessage, submit, honeypot }
}
