/**
 * The guard cases of phone calls (migration 20261127000000), run after those of guard-cases.ts: only the call webhook,
 * as service_role, stores a call.
 */
import {
  asClient,
  asServiceRole,
  insertStatement,
  lead,
  parametersNamedLikeColumns,
  quietly,
  type GuardCase,
} from './guard-sql.ts'

const stoppedCallSid = `CA${'3'.repeat(32)}`
const withheldCallSid = `CA${'4'.repeat(32)}`

const callSid = `CA${'1'.repeat(32)}`
const otherCallSid = `CA${'2'.repeat(32)}`
const strangerCallSid = `CA${'5'.repeat(32)}`
const restartedCallSid = `CA${'6'.repeat(32)}`
const optedOutCallSid = `CA${'7'.repeat(32)}`
const replySids = [1, 2, 3, 4].map((n) => `SM${String(n).repeat(2)}${'a'.repeat(30)}`)
const confirmationIds = [
  '10000000-0000-4000-8000-0000000000c1',
  '10000000-0000-4000-8000-0000000000c2',
  '10000000-0000-4000-8000-0000000000c3',
  '10000000-0000-4000-8000-0000000000c4',
] as const
const sentences = [`SM${'8'.repeat(32)}`, `SM${'9'.repeat(32)}`] as const
const ukCallSid = `CA${'8'.repeat(32)}`

const submissionOf = (sid: string) => `(select submission_id from public.leads where call_sid = '${sid}')`
/** The text-back of a call planned for now, with the copy's words standing in. */
const planTextBack = (sid: string) => `public.plan_text_back(${submissionOf(sid)}, 'Sorry we missed your call.', now())`

/** Leads stored with the addresses given, then their confirmations claimed in the order given, joined by '|'. */
const claimConfirmations = (leads: Array<[id: string, email: string]>, claims: string[]) =>
  asServiceRole(
    ...leads.map(([id, email]) => insertStatement(lead(id, { email }))),
    `select ${claims.map((id) => `(select ok::text from public.claim_confirmation('${id}'))`).join(" || '|' || ")}`,
  )

export function callGuardCases(): GuardCase[] {
  return [
    {
      name: 'no function takes a parameter named like a column (in SQL the column would win)',
      sql: `select coalesce(string_agg(signature || ': ' || offenders, '; '), 'none') from (${parametersNamedLikeColumns}) as checked(signature, offenders) where offenders <> ''`,
      expect: 'ok',
      output: 'none',
    },
    {
      name: 'anon cannot store a phone call as a lead, even with the call columns it may not write',
      sql: asClient(
        'anon',
        '198.51.100.31',
        insertStatement({
          ...lead('10000000-0000-4000-8000-0000000000ca'),
          source: 'phone-call',
          email: '',
          page_path: '',
        }),
      ),
      expect: '23514',
    },
    {
      name: 'anon cannot call record_call',
      sql: asClient(
        'anon',
        '198.51.100.31',
        quietly(
          `public.record_call('${callSid}', '+13525550100', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
      ),
      expect: '42501',
    },
    {
      name: 'a call is stored once per CallSid, pending its alerts, outside the form rules',
      sql: asServiceRole(
        quietly(
          `public.record_call('${callSid}', '+13525550100', '+13525550142', 'no-answer', 'Google Ads', null, 'Missed call test')`,
        ),
        `select outcome from public.record_call('${callSid}', '+13525550100', '+13525550142', 'no-answer', 'Google Ads', null, 'Missed call test')`,
      ),
      expect: 'ok',
      output: 'duplicate',
    },
    {
      name: 'the stored call is a pending phone-call lead with no spam reason',
      sql: asServiceRole(
        `select source, notify_status, coalesce(spam_reason, 'none'), call_source from public.leads where call_sid = '${callSid}'`,
      ),
      expect: 'ok',
      output: 'phone-call|pending|none|Google Ads',
    },
    {
      name: 'one text-back per caller: the first call queues it, a second call from the number gets a note instead',
      sql: asServiceRole(
        quietly(
          `public.record_call('${otherCallSid}', '+13525550100', '+13525550142', 'busy', null, null, 'Missed call test')`,
        ),
        `select (select (due_at is not null)::text from ${planTextBack(callSid)}) || '|' || (select note from ${planTextBack(otherCallSid)})`,
      ),
      expect: 'ok',
      output: 'true|texted back in the last 24 hours',
    },
    {
      name: 'a retry plans the same text-back once: one queued text per call',
      sql: asServiceRole(
        quietly(planTextBack(callSid)),
        `select count(*) from public.automated_texts where submission_id = ${submissionOf(callSid)}`,
      ),
      expect: 'ok',
      output: '1',
    },
    {
      name: 'a STOP from a number with no lead yet still stops its first text-back',
      sql: asServiceRole(
        quietly(`public.record_sms_reply('SM${'3'.repeat(32)}', '+13525550133', '+13525550142', 'STOP', 'stop')`),
        quietly(
          `public.record_call('${stoppedCallSid}', '+13525550133', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        `select note from ${planTextBack(stoppedCallSid)}`,
      ),
      expect: 'ok',
      output: 'the number opted out of texts',
    },
    {
      name: "one number's STOP leaves another number's text-back untouched",
      sql: asServiceRole(
        // A number with a lead replies STOP: its leads record the withdrawal, nobody else's.
        quietly(
          `public.record_call('${optedOutCallSid}', '+13525550177', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        quietly(`public.record_sms_reply('SM${'7'.repeat(32)}', '+13525550177', '+13525550142', 'STOP', 'stop')`),
        quietly(
          `public.record_call('${strangerCallSid}', '+13525550144', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        `select (due_at is not null)::text || '|' || coalesce(note, 'no note') from ${planTextBack(strangerCallSid)}`,
      ),
      expect: 'ok',
      output: 'true|no note',
    },
    {
      name: 'after START the number may be texted back again',
      sql: asServiceRole(
        quietly(`public.record_sms_reply('SM${'4'.repeat(32)}', '+13525550133', '+13525550142', 'START', 'start')`),
        quietly(
          `public.record_call('${restartedCallSid}', '+13525550133', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        `select (due_at is not null)::text from ${planTextBack(restartedCallSid)}`,
      ),
      expect: 'ok',
      output: 'true',
    },
    {
      name: 'a queued text to a number that opts out before it is due is refused, never sent',
      sql: asServiceRole(
        quietly(`public.record_sms_reply('SM${'5'.repeat(32)}', '+13525550144', '+13525550142', 'STOP', 'stop')`),
        quietly(`public.claim_due_automated_texts(now() + interval '1 day', 20)`),
        `select status || '|' || error from public.automated_texts where submission_id = ${submissionOf(strangerCallSid)}`,
      ),
      expect: 'ok',
      output: 'refused|the number opted out of texts',
    },
    {
      name: 'a sentence with an opt-out word pauses texts, records the words, and the owner may lift the pause',
      sql: asServiceRole(
        quietly(
          `public.record_sms_reply('SM${'6'.repeat(32)}', '+13525550100', '+13525550142', 'trying to stop the foreclosure', 'possible-stop')`,
        ),
        `select (select state from public.text_permissions where phone_digits = '3525550100') || '|' || (select consent_withdrawn_words from public.leads where call_sid = '${callSid}')`,
      ),
      expect: 'ok',
      output: 'paused|trying to stop the foreclosure',
    },
    {
      name: "the owner's decision that it was no opt-out lets texts go again and is recorded with who",
      sql: asServiceRole(
        quietly(`public.review_possible_opt_out('SM${'6'.repeat(32)}', 'not-an-opt-out', 'Owner')`),
        `select (select state from public.text_permissions where phone_digits = '3525550100') || '|' || (select review || ',' || reviewed_by from public.sms_replies where message_sid = 'SM${'6'.repeat(32)}')`,
      ),
      expect: 'ok',
      output: 'allowed|not-an-opt-out,Owner',
    },
    {
      name: 'at most 3 automated texts to one number in 24 hours: the fourth is refused',
      sql: asServiceRole(
        ...[callSid, otherCallSid, restartedCallSid, strangerCallSid].map(
          (sid, index) =>
            `insert into public.automated_texts (submission_id, kind, from_number, to_number, body, send_after)
               select submission_id, 'text-back', '+13525550142', '+13525550199', 'Text ${index}', now() - interval '1 minute'
               from public.leads where call_sid = '${sid}'
               on conflict (submission_id, kind) do update set to_number = excluded.to_number, status = 'queued',
                 send_after = excluded.send_after`,
        ),
        `select count(*) from public.claim_due_automated_texts(now(), 20) where to_number = '+13525550199'`,
      ),
      expect: 'ok',
      output: '3',
    },
    {
      name: 'the refused fourth says why',
      sql: asServiceRole(
        `select status || '|' || error from public.automated_texts where to_number = '+13525550199' and status = 'refused'`,
      ),
      expect: 'ok',
      output: 'refused|the number had 3 automated texts in 24 hours',
    },
    {
      name: 'texts from one number are forwarded within the hourly limit, the rest stored only',
      sql: asServiceRole(
        ...replySids.map((sid, n) =>
          quietly(`public.record_sms_reply('${sid}', '+13525550111', '+13525550142', 'Reply ${n}', 'reply')`),
        ),
        ...replySids.slice(0, 3).map((sid) => quietly(`public.claim_sms_forward('${sid}')`)),
        `select (select ok::text from public.claim_sms_forward('${replySids[3]}')) || '|' || (select count(forward_claimed_at) from public.sms_replies where from_number = '+13525550111')`,
      ),
      expect: 'ok',
      output: 'false|3',
    },
    {
      name: 'the homeowner confirmation goes to one address once a day, whatever its case',
      sql: claimConfirmations(
        [
          [confirmationIds[0], 'relay@example.com'],
          [confirmationIds[1], 'Relay@Example.com'],
        ],
        [confirmationIds[0], confirmationIds[1], confirmationIds[0]],
      ),
      expect: 'ok',
      output: 'true|false|true',
    },
    {
      name: 'one mailbox is one address: victim+1@ and victim+2@ get one confirmation between them',
      sql: claimConfirmations(
        [
          [confirmationIds[2], 'victim+1@example.com'],
          [confirmationIds[3], 'victim+2@example.com'],
        ],
        [confirmationIds[2], confirmationIds[3]],
      ),
      expect: 'ok',
      output: 'true|false',
    },
    {
      name: 'a number abroad is its own: a UK STOP leaves the US number with the same last 10 digits textable',
      sql: asServiceRole(
        quietly(`public.record_sms_reply('SM${'b'.repeat(32)}', '+442079460958', '+13525550142', 'STOP', 'stop')`),
        quietly(
          `public.record_call('${ukCallSid}', '+12079460958', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        `select (due_at is not null)::text || '|' || (select count(*) from public.text_permissions where phone_digits = '2079460958') from ${planTextBack(ukCallSid)}`,
      ),
      expect: 'ok',
      output: 'true|0',
    },
    {
      name: 'a sentence that may mean stop pauses the number',
      sql: asServiceRole(
        quietly(
          `public.record_sms_reply('${sentences[0]}', '+13525550166', '+13525550142', 'stop the auction', 'possible-stop')`,
        ),
      ),
      expect: 'ok',
    },
    {
      name: 'two sentences that may mean stop: deciding the first leaves texts paused and names the second',
      sql: asServiceRole(
        quietly(
          `public.record_sms_reply('${sentences[1]}', '+13525550166', '+13525550142', 'do not call before noon', 'possible-stop')`,
        ),
        `select texts_allowed::text || '|' || later_message_sid from public.review_possible_opt_out('${sentences[0]}', 'not-an-opt-out', 'Owner')`,
      ),
      expect: 'ok',
      output: `false|${sentences[1]}`,
    },
    {
      name: 'deciding the second as no opt-out too lets texts go again; both decisions are recorded',
      sql: asServiceRole(
        quietly(`public.review_possible_opt_out('${sentences[1]}', 'not-an-opt-out', 'Owner')`),
        `select state || '|' || (select count(*) from public.sms_replies where review is not null and message_sid in ('${sentences[0]}', '${sentences[1]}')) from public.text_permissions where phone_digits = '3525550166'`,
      ),
      expect: 'ok',
      output: 'allowed|2',
    },
    {
      name: 'the owner may still correct "no opt-out" to an opt-out, and the number is opted out',
      sql: asServiceRole(
        quietly(`public.review_possible_opt_out('${sentences[1]}', 'opt-out', 'Owner')`),
        `select state from public.text_permissions where phone_digits = '3525550166'`,
      ),
      expect: 'ok',
      output: 'opted-out',
    },
    {
      name: 'a STOP from a short number abroad is stored, not refused by the record of US numbers',
      sql: asServiceRole(
        `select outcome from public.record_sms_reply('SM${'e'.repeat(32)}', '+298123456', '+13525550142', 'STOP', 'stop')`,
      ),
      expect: 'ok',
      output: 'new',
    },
    {
      name: 'a send whose claim lapsed may have gone out: it becomes unknown and is never claimed again',
      sql: asServiceRole(
        `update public.automated_texts set status = 'sending', claimed_at = now() - interval '20 minutes' where submission_id = ${submissionOf(callSid)}`,
        quietly(`public.claim_due_automated_texts(now(), 20)`),
        `select status from public.automated_texts where submission_id = ${submissionOf(callSid)}`,
      ),
      expect: 'ok',
      output: 'unknown',
    },
    {
      name: 'the client address is the hop the platform wrote, last in X-Forwarded-For, whatever the client put first',
      sql: asClient(
        'anon',
        '203.0.113.66, 198.51.100.60',
        insertStatement(lead('10000000-0000-4000-8000-0000000000c5')),
      ),
      expect: 'ok',
    },
    {
      name: 'so the row records the last hop',
      sql: asServiceRole(
        `select client_address from public.leads where submission_id = '10000000-0000-4000-8000-0000000000c5'`,
      ),
      expect: 'ok',
      output: '198.51.100.60',
    },
    {
      name: "a caller's number is its client address for the per-client limit; a withheld one is no client",
      sql: asServiceRole(
        quietly(
          `public.record_call('${withheldCallSid}', 'Number withheld', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        `select string_agg(client_address, ',' order by client_address) from public.leads where call_sid in ('${stoppedCallSid}', '${withheldCallSid}')`,
      ),
      expect: 'ok',
      output: `call:${withheldCallSid},tel:+13525550133`,
    },
  ]
}
