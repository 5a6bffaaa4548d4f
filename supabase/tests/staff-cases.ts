/**
 * The lead console's row level security (migration 20261129000000, decision 0060) as guard cases: a signed-in user's
 * request reaches the database as PostgREST passes it (role authenticated, the token's claims in request.jwt.claims),
 * and only an address in public.staff reads leads, texts and text permissions. Run after guard-cases.ts's own, so
 * leads exist.
 */
import { asServiceRole, quietly, type GuardCase } from './guard-sql.ts'

const staffEmail = 'owner@example.com'

/** One transaction as a signed-in user with this e-mail, as PostgREST runs a request with that user's token. */
function asUser(email: string, statement: string): string {
  const claims = JSON.stringify({ sub: '20000000-0000-4000-8000-000000000001', email, role: 'authenticated' })
  return [
    'begin;',
    `${quietly(`set_config('request.jwt.claims', '${claims}', true)`)};`,
    'set local role authenticated;',
    `${statement};`,
    'commit;',
  ].join('\n')
}

const readable = ['public.leads', 'public.sms_replies', 'public.text_permissions', 'public.automated_texts']

export function staffCases(): GuardCase[] {
  return [
    {
      name: 'staff: the list is added to with the service role',
      sql: asServiceRole(`insert into public.staff (email) values ('${staffEmail}')`),
      expect: 'ok',
    },
    {
      name: 'staff: an address must be lower-case and whole',
      sql: asServiceRole("insert into public.staff (email) values ('Owner@Example.com')"),
      expect: '23514',
    },
    {
      name: 'staff: a staff member reads every lead',
      sql: asUser(staffEmail, 'select count(*) > 0 from public.leads'),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'staff: the e-mail is compared without case, as Supabase Auth may keep it',
      sql: asUser('OWNER@example.com', 'select public.is_staff()'),
      expect: 'ok',
      output: 't',
    },
    ...readable.map((table) => ({
      name: `staff: a signed-in address not on the list reads no row of ${table}`,
      sql: asUser('stranger@example.com', `select count(*) from ${table}`),
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
      sql: asUser(staffEmail, 'select count(*) from public.staff'),
      expect: '42501',
    },
    {
      name: 'staff: a signed-in user cannot add to the staff list',
      sql: asUser('stranger@example.com', "insert into public.staff (email) values ('stranger@example.com')"),
      expect: '42501',
    },
    {
      name: 'staff: staff cannot change or delete leads',
      sql: asUser(staffEmail, "update public.leads set name = 'Changed'"),
      expect: '42501',
    },
    {
      name: 'staff: a token without an e-mail is nobody on the list',
      sql: asUser('', 'select public.is_staff()'),
      expect: 'ok',
      output: 'f',
    },
  ]
}
