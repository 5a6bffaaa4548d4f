/**
 * The lead console's row level security (migrations 20261129000000 and 20261207000000, decisions 0060 and 0076) as
 * guard cases: a signed-in user's request reaches the database as PostgREST passes it (role authenticated, the
 * token's claims in request.jwt.claims), and only a user bound to a row of public.staff reads leads, texts and text
 * permissions: the row is found by the token's subject (auth.uid()), never by its e-mail claim. Run after
 * guard-cases.ts's own, so leads exist.
 */
import { asServiceRole, quietly, type GuardCase } from './guard-sql.ts'

interface User {
  id: string
  email: string
}

const owner: User = { id: '20000000-0000-4000-8000-000000000001', email: 'owner@example.com' }
const stranger: User = { id: '20000000-0000-4000-8000-000000000002', email: 'stranger@example.com' }
/** A user Supabase Auth has, whose address is on the list without being bound to it. */
const unbound: User = { id: '20000000-0000-4000-8000-000000000003', email: 'unbound@example.com' }
const staffEmail = owner.email

/** One transaction as a signed-in user, as PostgREST runs a request with that user's token. */
function asUser(user: User, statement: string): string {
  const claims = JSON.stringify({ sub: user.id, email: user.email, role: 'authenticated' })
  return [
    'begin;',
    `${quietly(`set_config('request.jwt.claims', '${claims}', true)`)};`,
    'set local role authenticated;',
    `${statement};`,
    'commit;',
  ].join('\n')
}

/** Users as Supabase Auth (its admin API) creates them: outside any API role. */
const authUsers = (...users: User[]) =>
  `insert into auth.users (id, email) values ${users.map((user) => `('${user.id}', '${user.email}')`).join(', ')}`

/** Leads guard-cases.ts stored: two flagged as bots (the hidden field, a fast fill), one genuine. */
const flagged = {
  honeypot: '10000000-0000-4000-8000-000000000002',
  fast: '10000000-0000-4000-8000-000000000003',
  person: '10000000-0000-4000-8000-000000000005',
}
const review = (submissionId: string, verdict: string) =>
  `select public.review_suspected_bot('${submissionId}', '${verdict}')`

/** A staff action on the newest lead, as the console sends it. */
const recordEvent = (kind: string, stage = 'null') =>
  `select count(*) from public.record_lead_event(array(select submission_id from public.leads order by created_at desc limit 1), ${kind}, ${stage})`

const readable = [
  'public.leads',
  'public.sms_replies',
  'public.text_permissions',
  'public.automated_texts',
  'public.lead_events',
]

export function staffCases(): GuardCase[] {
  return [
    { name: 'staff: Supabase Auth has the users', sql: authUsers(owner, stranger, unbound), expect: 'ok' },
    {
      name: "staff: the list is added to with the service role, each row bound to its user's id",
      sql: asServiceRole(
        `insert into public.staff (email, user_id) values ('${owner.email}', '${owner.id}'), ('${unbound.email}', null)`,
      ),
      expect: 'ok',
    },
    {
      name: 'staff: a row cannot be bound to a user Supabase Auth does not have',
      sql: asServiceRole(
        "insert into public.staff (email, user_id) values ('ghost@example.com', '20000000-0000-4000-8000-0000000000ff')",
      ),
      expect: '23503',
    },
    {
      name: 'staff: an address must be lower-case and whole',
      sql: asServiceRole("insert into public.staff (email) values ('Owner@Example.com')"),
      expect: '23514',
    },
    {
      name: 'staff: a staff member reads every lead',
      sql: asUser(owner, 'select count(*) > 0 from public.leads'),
      expect: 'ok',
      output: 't',
    },
    {
      name: "staff: a token carrying a staff address but another user's id is not staff",
      sql: asUser({ id: stranger.id, email: staffEmail }, 'select public.is_staff()'),
      expect: 'ok',
      output: 'f',
    },
    {
      name: 'staff: an address on the list whose row is bound to no user gives its user nothing',
      sql: asUser(unbound, 'select public.is_staff()'),
      expect: 'ok',
      output: 'f',
    },
    ...readable.map((table) => ({
      name: `staff: a signed-in address not on the list reads no row of ${table}`,
      sql: asUser(stranger, `select count(*) from ${table}`),
      expect: 'ok',
      output: '0',
    })),
    ...readable.map((table) => ({
      name: `staff: anon cannot read ${table}`,
      sql: `begin;\nset local role anon;\nselect count(*) from ${table};\ncommit;`,
      expect: '42501',
    })),
    {
      name: 'staff: a signed-in user cannot read the staff list',
      sql: asUser(owner, 'select count(*) from public.staff'),
      expect: '42501',
    },
    {
      name: 'staff: a signed-in user cannot add to the staff list',
      sql: asUser(stranger, "insert into public.staff (email) values ('stranger@example.com')"),
      expect: '42501',
    },
    {
      name: 'staff: staff cannot change or delete leads',
      sql: asUser(owner, "update public.leads set name = 'Changed'"),
      expect: '42501',
    },
    {
      name: 'lead events: a signed-in stranger cannot record one',
      sql: asUser(stranger, recordEvent("'call'")),
      expect: '42501',
    },
    {
      name: 'lead events: anon cannot record one',
      sql: `begin;\nset local role anon;\n${recordEvent("'call'")};\ncommit;`,
      expect: '42501',
    },
    {
      name: 'lead events: staff record a stage change, which is the first contact',
      sql: asUser(owner, recordEvent("'stage'", "'contacted'")),
      expect: 'ok',
    },
    {
      name: 'lead events: the first contact is stamped once, and the event says who',
      sql: asUser(
        owner,
        `select l.first_contact_at is not null, e.by_email, e.stage from public.leads l
           join public.lead_events e on e.submission_id = l.submission_id
           where l.submission_id = (select submission_id from public.leads order by created_at desc limit 1)`,
      ),
      expect: 'ok',
      output: `t|${staffEmail}|contacted`,
    },
    {
      name: 'lead events: a stage outside the list is refused',
      sql: asUser(owner, recordEvent("'stage'", "'maybe'")),
      expect: '23514',
    },
    {
      name: 'lead events: a verdict on a bot is not written through record_lead_event',
      sql: asUser(owner, recordEvent("'released'")),
      expect: '22023',
    },
    {
      name: 'lead events: the inbox reads the latest stage of each lead',
      sql: asUser(owner, 'select stage from public.lead_states()'),
      expect: 'ok',
      output: 'contacted',
    },
    {
      name: 'lead events: a stranger reads no state and no timeline',
      sql: asUser(
        stranger,
        `select (select count(*) from public.lead_states()) + (select count(*) from public.person_timeline(array(select submission_id from public.leads)))`,
      ),
      expect: 'ok',
      output: '0',
    },
    {
      name: 'bot review: a signed-in stranger cannot release a suspected bot',
      sql: asUser(stranger, review(flagged.honeypot, 'released')),
      expect: '42501',
    },
    {
      name: 'bot review: staff release a suspected bot',
      sql: asUser(owner, review(flagged.honeypot, 'released')),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'bot review: a lead is released once',
      sql: asUser(owner, review(flagged.honeypot, 'released')),
      expect: 'ok',
      output: 'f',
    },
    {
      name: 'bot review: the released lead is due for its alert, verified by the owner',
      sql: asServiceRole(
        `select l.spam_reason is null, l.notify_status, l.verification,
             exists (select 1 from public.due_lead_notifications(100000, true) d where d.submission_id = l.submission_id)
           from public.leads l where l.submission_id = '${flagged.honeypot}'`,
      ),
      expect: 'ok',
      output: 't|pending|passed|t',
    },
    {
      name: 'bot review: staff discard a suspected bot',
      sql: asUser(owner, review(flagged.fast, 'discarded')),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'bot review: a discarded bot stays unalerted and shows as discarded',
      sql: asUser(
        owner,
        `select l.notify_status, s.discarded from public.leads l
           join public.lead_states() s on s.submission_id = l.submission_id where l.submission_id = '${flagged.fast}'`,
      ),
      expect: 'ok',
      output: 'skipped|t',
    },
    {
      name: 'bot review: a lead that was never flagged cannot be released',
      sql: asUser(owner, review(flagged.person, 'released')),
      expect: 'ok',
      output: 'f',
    },
    {
      name: 'report: staff read every lead with the stages recorded for it',
      sql: asUser(
        owner,
        `select jsonb_array_length(r) = (select count(*) from public.leads)
           and exists (select from jsonb_array_elements(r) l where l -> 'stages' ? 'contacted')
         from public.report_leads() r`,
      ),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'report: from a time on, an older lead comes only with a stage, and then only with who it is',
      sql: asUser(
        owner,
        `select jsonb_array_length(r) > 0 and jsonb_array_length(r) < (select count(*) from public.leads)
           and not exists (select from jsonb_array_elements(r) l where l ? 'source' or not l ? 'stages')
         from public.report_leads(now() + interval '1 day') r`,
      ),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'report: a signed-in stranger reads an empty report',
      sql: asUser(stranger, 'select jsonb_array_length(public.report_leads())'),
      expect: 'ok',
      output: '0',
    },
    {
      name: 'inbox: staff read every lead through inbox_leads(), the newest first, as many as asked (1 to 1,000)',
      sql: asUser(
        owner,
        `select (select count(*) from public.inbox_leads(1000)) = (select count(*) from public.leads)
           and (select count(*) from public.inbox_leads(1)) = 1
           and (select count(*) from public.inbox_leads(0)) = 1
           and (select count(*) from public.inbox_leads(null)) = least((select count(*) from public.leads), 500)
           and (select created_at from public.inbox_leads(1)) = (select max(created_at) from public.leads)`,
      ),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'inbox: a signed-in stranger reads no lead through inbox_leads()',
      sql: asUser(stranger, 'select count(*) from public.inbox_leads()'),
      expect: 'ok',
      output: '0',
    },
    {
      name: 'inbox: anon may not call inbox_leads()',
      sql: 'begin;\nset local role anon;\nselect count(*) from public.inbox_leads();\ncommit;',
      expect: '42501',
    },
    {
      name: 'report: anon may not ask for it',
      sql: 'begin;\nset local role anon;\nselect public.report_leads();\ncommit;',
      expect: '42501',
    },
    {
      name: 'staff: a token without a subject is nobody on the list',
      sql: asUser({ id: '', email: staffEmail }, 'select public.is_staff()'),
      expect: 'ok',
      output: 'f',
    },
    {
      name: "staff: deleting a member's user removes the row, and the same token reads nothing at once",
      sql: `delete from auth.users where id = '${owner.id}';\n${asUser(owner, 'select count(*) from public.leads')}`,
      expect: 'ok',
      output: '0',
    },
    {
      name: 'staff: the deleted user has no row left on the list',
      sql: asServiceRole(`select count(*) from public.staff where email = '${owner.email}'`),
      expect: 'ok',
      output: '0',
    },
  ]
}
