/**
 * A person's page: their whole timeline (leads, calls with the voicemail, texts both ways, notes, stage changes),
 * tap to call and to text (their consent, opt-out and the texting hours shown first), and what staff record: the
 * stage, the next action with its due time, a note. Every change is a row of public.lead_events with who and when.
 */
import { useState, type FormEvent } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { business, consoleCopy } from '../../content/data'
import { leadStages, type LeadStage } from '../../content/lead-stages'
import { businessTimeZone, withinHours } from '../../supabase/functions/_shared/clock'
import { ContactLink } from './contact-link'
import { consoleData, consoleKeys, type LeadEvent, type TimelineEntry } from './data'
import { button, field, linkButton, Problem } from './ui'
import { ageOf, leadKind, type Person, type PersonState } from '../lib/people'

/** One line of the timeline, in the owner's words. */
function describe(entry: TimelineEntry): string {
  const d = entry.detail
  switch (entry.kind) {
    case 'lead':
      return d.source === 'phone-call'
        ? `${leadKind({ source: 'phone-call', call_outcome: String(d.call_outcome) })}${d.recording_url ? ', voicemail left' : ''}`
        : `${leadKind({ source: String(d.source), call_outcome: null })} from ${d.page_path}: ${d.message}${d.address ? ` (${d.address})` : ''}`
    case 'stage':
      return `Stage: ${consoleCopy.stages[d.stage as LeadStage] ?? d.stage} (${d.by})`
    case 'next-action':
      return `Next: ${d.next_action}${d.next_action_due ? `, due ${new Date(String(d.next_action_due)).toLocaleString()}` : ''} (${d.by})`
    case 'note':
      return `Note: ${d.note} (${d.by})`
    case 'call':
      return `Called from the console (${d.by})`
    case 'text':
      return `Texted from the console (${d.by})`
    case 'released':
      return `Released as genuine, ${d.note} (${d.by})`
    case 'discarded':
      return `Discarded as a bot, ${d.note} (${d.by})`
    case 'text-in':
      return `Text received: ${d.body}`
    case 'text-out':
      return `Automated text ${d.status}: ${d.body}`
  }
}

export function PersonPanel({
  person,
  state,
  now,
  onClose,
}: {
  person: Person
  state: PersonState
  /** The time of the inbox's last read. */
  now: number
  onClose: () => void
}) {
  const ids = person.leads.map((lead) => lead.submission_id!)
  const [stage, setStage] = useState<LeadStage>(state.stage)
  const [nextAction, setNextAction] = useState(state.nextAction ?? '')
  const [due, setDue] = useState('')
  const [note, setNote] = useState('')

  const queries = useQueryClient()
  // A lead joining the person keeps the timeline shown until the new one is read.
  const timeline = useQuery({
    queryKey: consoleKeys.timeline(person.key, ids),
    queryFn: ({ signal }) => consoleData.personTimeline(ids, signal),
    placeholderData: keepPreviousData,
  })
  const permission = useQuery({
    queryKey: consoleKeys.textPermission(person.phone ?? ''),
    queryFn: ({ signal }) => consoleData.textPermission(person.phone!, signal),
    enabled: Boolean(person.phone),
  }).data
  // Each change is read back (the timeline, and the inbox: stage, first contact), without holding the buttons for it.
  // A saved note leaves its box, here rather than in the call, which a second save would replace.
  const recording = useMutation({
    mutationFn: (event: LeadEvent) => consoleData.recordLeadEvent(ids, event),
    onSuccess: (_saved, event) => {
      if (event.kind === 'note') setNote('')
      void queries.invalidateQueries({ queryKey: consoleKeys.timeline(person.key) })
      void queries.invalidateQueries({ queryKey: consoleKeys.inbox })
    },
  })
  const record = (event: LeadEvent) => recording.mutate(event)
  const busy = recording.isPending
  const problem = recording.isError
    ? 'That was not saved. Check the connection and try again.'
    : timeline.isError
      ? 'The timeline could not be read just now. Reload to try again.'
      : undefined

  const submit = (work: () => void) => (event: FormEvent) => {
    event.preventDefault()
    work()
  }
  const consent = person.leads.some((lead) => lead.consent_given === true)
  const textingNow = withinHours(new Date(now), [businessTimeZone], business.textingHours)
  const mayText = consent && permission === 'allowed'

  return (
    <section
      aria-labelledby="person-heading"
      className="flex flex-col gap-4 rounded border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="person-heading" className="text-lg font-semibold">
          {person.name || 'No name given'}
        </h2>
        <button type="button" className={linkButton} onClick={onClose}>
          Back to the inbox
        </button>
      </div>
      <p className="text-sm text-slate-700">
        {[person.phone, person.email].filter(Boolean).join(' · ')} · first lead{' '}
        {ageOf(person.leads.at(-1)!.created_at!, now)}
      </p>

      <div className="flex flex-wrap gap-2">
        {person.phone && (
          <ContactLink kind="tel" value={person.phone} className={linkButton} onClick={() => record({ kind: 'call' })}>
            Call {person.phone}
          </ContactLink>
        )}
        {person.phone && mayText && (
          <ContactLink kind="sms" value={person.phone} className={linkButton} onClick={() => record({ kind: 'text' })}>
            Text {person.phone}
          </ContactLink>
        )}
        {person.email && (
          <ContactLink kind="mailto" value={person.email} className={linkButton}>
            E-mail
          </ContactLink>
        )}
      </div>
      {person.phone && (
        <p className="text-sm text-slate-700" data-testid="text-rules">
          {!consent
            ? 'No text: this person did not agree to texts. Call instead.'
            : permission === 'opted-out'
              ? 'No text: this number opted out (STOP).'
              : permission === 'paused'
                ? 'No text: a reply that may mean stop waits for your review.'
                : textingNow
                  ? `Agreed to texts. Texting hours ${business.textingHours.opens}-${business.textingHours.closes}: now is within them.`
                  : `Agreed to texts, but it is outside the texting hours (${business.textingHours.opens}-${business.textingHours.closes}): wait, or call.`}
        </p>
      )}

      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={submit(() => record({ kind: 'stage', p_stage: stage }))}
      >
        <label className="flex flex-col gap-1 font-medium">
          Stage
          <select className={field} value={stage} onChange={(event) => setStage(event.target.value as LeadStage)}>
            {leadStages.map((key) => (
              <option key={key} value={key}>
                {consoleCopy.stages[key]}
              </option>
            ))}
          </select>
        </label>
        <button className={button} type="submit" disabled={busy}>
          Save stage
        </button>
      </form>

      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={submit(() =>
          record({
            kind: 'next-action',
            p_next_action: nextAction,
            p_next_action_due: due ? new Date(due).toISOString() : null,
          }),
        )}
      >
        <label className="flex flex-col gap-1 font-medium">
          Next action
          <input
            className={field}
            required
            maxLength={200}
            value={nextAction}
            onChange={(event) => setNextAction(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          Due
          <input className={field} type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />
        </label>
        <button className={button} type="submit" disabled={busy}>
          Save next action
        </button>
      </form>

      <form className="flex flex-col gap-2" onSubmit={submit(() => record({ kind: 'note', p_note: note }))}>
        <label className="flex flex-col gap-1 font-medium">
          Note
          <textarea
            className={`${field} py-2`}
            required
            maxLength={2000}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button className={`${button} self-start`} type="submit" disabled={busy}>
          Add note
        </button>
      </form>

      <Problem text={problem} />
      <h3 className="font-semibold">Timeline</h3>
      {!timeline.data && !problem && <p>Reading the timeline…</p>}
      <ol className="flex flex-col gap-2" aria-label="Timeline">
        {timeline.data
          ?.slice()
          .reverse()
          .map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="border-l-2 border-slate-300 pl-3 text-sm">
              <span className="text-slate-600">{new Date(entry.at).toLocaleString()}</span> · {describe(entry)}
              {entry.kind === 'lead' && String(entry.detail.recording_url ?? '').startsWith('https://') && (
                <>
                  {' '}
                  <a className="underline" href={String(entry.detail.recording_url)}>
                    Listen
                  </a>
                </>
              )}
            </li>
          ))}
      </ol>
    </section>
  )
}
