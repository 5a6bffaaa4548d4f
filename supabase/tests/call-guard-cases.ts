/**
 * The guard cases of phone calls (migration 20261127000000), run after those of guard-cases.ts: only the call webhook,
 * as service_role, stores a call.
 */
import { asClient, asServiceRole, insertStatement, lead, quietly, type GuardCase } from './guard-sql.ts'

const stoppedCallSid = `CA${'3'.repeat(32)}`
const withheldCallSid = `CA${'4'.repeat(32)}`

const callSid = `CA${'1'.repeat(32)}`
const otherCallSid = `CA${'2'.repeat(32)}`

export function callGuardCases(): GuardCase[] {
  return [
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
      name: 'one text-back per caller: the first call claims it, a second call from the number does not',
      sql: asServiceRole(
        quietly(
          `public.record_call('${otherCallSid}', '(352) 555-0100', '+13525550142', 'busy', null, null, 'Missed call test')`,
        ),
        `select (select ok from public.claim_text_back((select submission_id from public.leads where call_sid = '${callSid}')))::text || '|' || (select ok from public.claim_text_back((select submission_id from public.leads where call_sid = '${otherCallSid}')))::text`,
      ),
      expect: 'ok',
      output: 'true|false',
    },
    {
      name: 'a STOP from a number with no lead yet still stops its first text-back; START lifts it',
      sql: asServiceRole(
        quietly(`public.record_sms_reply('SM${'3'.repeat(32)}', '+13525550133', '+13525550142', 'STOP', 'stop')`),
        quietly(
          `public.record_call('${stoppedCallSid}', '+13525550133', '+13525550142', 'no-answer', null, null, 'Missed call test')`,
        ),
        `select (select ok from public.claim_text_back((select submission_id from public.leads where call_sid = '${stoppedCallSid}')))::text`,
      ),
      expect: 'ok',
      output: 'false',
    },
    {
      name: 'after START the number may be texted back again',
      sql: asServiceRole(
        quietly(`public.record_sms_reply('SM${'4'.repeat(32)}', '+13525550133', '+13525550142', 'START', 'start')`),
        `select (select ok from public.claim_text_back((select submission_id from public.leads where call_sid = '${stoppedCallSid}')))::text`,
      ),
      expect: 'ok',
      output: 'true',
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
