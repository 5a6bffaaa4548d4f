/**
 * The inbox: every lead, one entry per person (people.ts), overdue and never-contacted people first, read again every
 * few seconds so a new lead shows without a reload. Row level security gives staff every row and anyone else none.
 * A person's page opens in place (person.tsx); its address (#person=...) keeps it across a reload and the back button.
 */
import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { business, consoleCopy } from '../../content/data'
import { businessTimeZone, withinHours } from '../../supabase/functions/_shared/clock'
import { ContactLink } from './contact-link'
import { consoleData, consoleKeys } from './data'
import {
  ageOf,
  contacted,
  groupByPerson,
  inboxOrder,
  leadKind,
  medianMinutesToContact,
  personState,
  type InboxLead,
  type Person,
} from '../lib/people'
import { PersonPanel } from './person'
import { button, linkButton, Problem } from './ui'

/** How often the inbox asks for new leads: a new lead shows within this and one request. */
export const inboxRefreshMs = 5000
/** A lead nobody has contacted turns red this long after it came, in opening hours. */
const redAfterMs = 5 * 60_000
const weekMs = 7 * 24 * 3_600_000
const readProblem = 'The leads could not be read just now; the console tries again in a few seconds.'

/** public.leads.notify_status, as the owner reads it. */
const alertStates: Record<string, string> = {
  pending: 'Alert not sent yet',
  sending: 'Alert sending',
  sent: 'Alert sent',
  failed: 'Alert failed, retrying',
  held: 'Alert held by the daily cap',
  skipped: 'Not alerted',
}

/** The call and e-mail buttons of a person's entry. */
const contactButton = 'min-h-11 rounded border border-slate-300 px-3 py-2 font-medium'

const personHash = (key: string) => `#person=${encodeURIComponent(key)}`
const openPersonKey = () => {
  const match = /^#person=(.+)$/.exec(window.location.hash)
  return match ? decodeURIComponent(match[1]!) : undefined
}

export function Inbox() {
  const [openKey, setOpenKey] = useState(openPersonKey)
  useEffect(() => {
    const follow = () => setOpenKey(openPersonKey())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  // Read again every few seconds, also while the tab is in the background, so a new lead is there when the owner
  // looks; a refresh due while a read runs joins it.
  const inbox = useQuery({
    queryKey: consoleKeys.inbox,
    queryFn: async ({ signal }) => {
      const [leads, states] = await Promise.all([consoleData.inboxLeads(signal), consoleData.leadStates(signal)])
      return { leads, states: new Map(states.map((state) => [state.submission_id, state])) }
    },
    refetchInterval: inboxRefreshMs,
    refetchIntervalInBackground: true,
  })
  const leads = inbox.data?.leads
  const states = inbox.data?.states ?? new Map()
  // Until a read succeeds, a failed one's message stays, across the reads tried meanwhile.
  const problem = inbox.errorUpdatedAt > inbox.dataUpdatedAt ? readProblem : undefined
  // The time of the last read, answered or not: ages and the red mark keep moving through an outage.
  const now = Math.max(inbox.dataUpdatedAt, inbox.errorUpdatedAt)

  // Suspected bots are reviewed apart (BotReview); a released one is an ordinary lead again.
  const genuine = leads?.filter((lead) => !lead.spam_reason)
  const flagged = leads?.filter((lead) => lead.spam_reason && !states.get(lead.submission_id!)?.discarded)
  const people = genuine && inboxOrder(groupByPerson(genuine), states, now)
  const open = people?.find((person) => person.key === openKey)
  if (open)
    return (
      <PersonPanel
        key={open.key}
        person={open}
        state={personState(open, states)}
        now={now}
        onClose={() => window.history.back()}
      />
    )

  const week = genuine?.filter((lead) => now - Date.parse(lead.created_at!) < weekMs)
  const median = week && medianMinutesToContact(week)
  const inOpeningHours = withinHours(new Date(now), [businessTimeZone], business.hours)
  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-3">
      <h2 id="inbox-heading" className="text-lg font-semibold">
        Inbox {people && <span className="font-normal text-slate-600">({people.length} people)</span>}
      </h2>
      {week && (
        <p data-testid="speed-to-lead">
          Speed to lead, last 7 days:{' '}
          {median === undefined
            ? 'no lead contacted yet'
            : `median ${median < 1 ? 'under a minute' : `${Math.round(median)} min`} to first contact`}
        </p>
      )}
      {problem && (
        <p role="status" className="text-amber-800">
          {problem}
        </p>
      )}
      {!people && !problem && <p>Reading the leads…</p>}
      {people?.length === 0 && <p>No leads yet.</p>}
      <ul className="flex flex-col gap-3">
        {people?.map((person) => (
          <PersonEntry
            key={person.key}
            person={person}
            stage={consoleCopy.stages[personState(person, states).stage]}
            due={personState(person, states).nextActionDue}
            late={inOpeningHours && !contacted(person) && now - Date.parse(person.leads[0]!.created_at!) > redAfterMs}
            now={now}
          />
        ))}
      </ul>
      {flagged && flagged.length > 0 && <BotReview leads={flagged} now={now} />}
    </section>
  )
}

/**
 * The leads the guards flagged as bots, apart from the inbox: released as genuine, a lead is alerted once by the
 * usual delivery and joins the inbox; discarded, it leaves this list (and stays stored).
 */
function BotReview({ leads, now }: { leads: InboxLead[]; now: number }) {
  const queries = useQueryClient()
  const review = useMutation({
    mutationFn: ({ lead, verdict }: { lead: InboxLead; verdict: 'released' | 'discarded' }) =>
      consoleData.reviewSuspectedBot(lead.submission_id!, verdict),
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.inbox }),
  })
  const problem = review.isError ? 'That was not saved. Check the connection and try again.' : undefined
  return (
    <section aria-labelledby="bots-heading" className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <h2 id="bots-heading" className="text-lg font-semibold">
        Suspected bots ({leads.length})
      </h2>
      <p className="text-sm text-slate-700">Not alerted. Release one that is a real seller: it is alerted once.</p>
      <Problem text={problem} />
      <ul className="flex flex-col gap-2">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className="rounded border border-slate-200 bg-white p-3 text-sm"
            data-bot={lead.submission_id}
          >
            <p className="font-semibold">
              {lead.name || 'No name given'} · {ageOf(lead.created_at!, now)} · {lead.page_path}
            </p>
            <p>Flagged: {lead.spam_reason}</p>
            <p className="text-slate-700">{lead.message}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={button} onClick={() => review.mutate({ lead, verdict: 'released' })}>
                Release as genuine
              </button>
              <button
                type="button"
                className={linkButton}
                onClick={() => review.mutate({ lead, verdict: 'discarded' })}
              >
                Discard
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PersonEntry({
  person,
  stage,
  due,
  late,
  now,
}: {
  person: Person
  stage: string
  due: string | null
  late: boolean
  now: number
}) {
  const newest = person.leads[0]!
  const kinds = [...new Set(person.leads.map(leadKind))]
  const overdue = due !== null && Date.parse(due) < now
  return (
    <li
      className={`rounded border bg-white p-3 ${late || overdue ? 'border-red-600 border-l-8' : 'border-slate-200'}`}
      data-person={person.key}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">
          <a className="underline" href={personHash(person.key)}>
            {person.name || 'No name given'}
          </a>
        </h3>
        <span className="text-sm text-slate-600">{ageOf(newest.created_at!, now)}</span>
      </div>
      <p className="text-sm text-slate-700">
        {stage}
        {late ? ' · not contacted yet' : ''}
        {overdue ? ' · next action overdue' : ''} · {kinds.join(', ')} · {person.leads.length}{' '}
        {person.leads.length === 1 ? 'lead' : 'leads'} · {newest.page_path}
        {newest.utm_campaign ? ` · ${newest.utm_campaign}` : ''}
      </p>
      <p className="text-sm text-slate-700">
        {alertStates[newest.notify_status ?? ''] ?? newest.notify_status}
        {newest.consent_given === true ? ' · agreed to texts and calls' : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {person.phone && (
          <ContactLink kind="tel" value={person.phone} className={contactButton}>
            Call {person.phone}
          </ContactLink>
        )}
        {person.email && (
          <ContactLink kind="mailto" value={person.email} className={contactButton}>
            E-mail
          </ContactLink>
        )}
      </div>
    </li>
  )
}
