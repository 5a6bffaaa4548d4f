/**
 * The inbox: every lead, newest first, one entry per person (people.ts), read again every few seconds so a new
 * lead shows without a reload. Row level security gives staff every row and anyone else none.
 */
import { useEffect, useState } from 'react'
import { supabase } from './backend'
import { ageOf, groupByPerson, inboxColumns, type InboxLead, type Person } from './people'

/** How often the inbox asks for new leads: a new lead shows within this and one request. */
export const inboxRefreshMs = 5000
/** The newest leads the inbox reads. */
const inboxLimit = 500

const kindOf = (lead: InboxLead) =>
  lead.source === 'phone-call'
    ? lead.call_outcome === 'answered'
      ? 'Answered call'
      : 'Missed call'
    : lead.source === 'chat-widget'
      ? 'Chat'
      : 'Form'

/** public.leads.notify_status, as the owner reads it. */
const alertStates: Record<string, string> = {
  pending: 'Alert not sent yet',
  sending: 'Alert sending',
  sent: 'Alert sent',
  failed: 'Alert failed, retrying',
  held: 'Alert held by the daily cap',
  skipped: 'Not alerted',
}

export function Inbox() {
  const [people, setPeople] = useState<Person[] | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    let stopped = false
    async function load() {
      const { data, error } = await supabase
        .from('leads')
        .select(inboxColumns.join(','))
        .order('created_at', { ascending: false })
        .limit(inboxLimit)
      if (stopped) return
      setNow(Date.now())
      if (error) return setProblem('The leads could not be read just now; the console tries again in a few seconds.')
      setProblem(undefined)
      setPeople(groupByPerson(data as unknown as InboxLead[]))
    }
    void load()
    const timer = setInterval(() => void load(), inboxRefreshMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-3">
      <h2 id="inbox-heading" className="text-lg font-semibold">
        Inbox {people && <span className="font-normal text-slate-600">({people.length} people)</span>}
      </h2>
      {problem && (
        <p role="status" className="text-amber-800">
          {problem}
        </p>
      )}
      {!people && !problem && <p>Reading the leads…</p>}
      {people?.length === 0 && <p>No leads yet.</p>}
      <ul className="flex flex-col gap-3">
        {people?.map((person) => (
          <PersonEntry key={person.key} person={person} now={now} />
        ))}
      </ul>
    </section>
  )
}

function PersonEntry({ person, now }: { person: Person; now: number }) {
  const newest = person.leads[0]!
  const kinds = [...new Set(person.leads.map(kindOf))]
  return (
    <li className="rounded border border-slate-200 bg-white p-3" data-person={person.key}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{person.name || 'No name given'}</h3>
        <span className="text-sm text-slate-600">{ageOf(newest.created_at!, now)}</span>
      </div>
      <p className="text-sm text-slate-700">
        {kinds.join(', ')} · {person.leads.length} {person.leads.length === 1 ? 'lead' : 'leads'} · {newest.page_path}
        {newest.utm_campaign ? ` · ${newest.utm_campaign}` : ''}
      </p>
      <p className="text-sm text-slate-700">
        {alertStates[newest.notify_status ?? ''] ?? newest.notify_status}
        {newest.spam_reason ? ` · flagged: ${newest.spam_reason}` : ''}
        {newest.consent_given === true ? ' · agreed to texts and calls' : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {person.phone && (
          <a className="min-h-11 rounded border border-slate-300 px-3 py-2 font-medium" href={`tel:${person.phone}`}>
            Call {person.phone}
          </a>
        )}
        {person.email && (
          <a className="min-h-11 rounded border border-slate-300 px-3 py-2 font-medium" href={`mailto:${person.email}`}>
            E-mail
          </a>
        )}
      </div>
    </li>
  )
}
