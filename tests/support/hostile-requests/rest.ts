/**
 * Requests '/rest/v1/leads' refuses before or beside any row: keys, transport, JSON, columns, what the anon role may
 * not do, bad reads with the secret key, other paths; with the rows refused for their fields (lead-fields.ts).
 */
import { leadsTablePath, localPublishableKey } from '../../../src/lib/local-backend'
import { anon, big, json, validLead, type HostileCase } from './common'
import { leadFieldCases } from './lead-fields'

const deeplyNested = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`

export const restCases: HostileCase[] = [
  // Keys
  { name: 'no apikey at all', headers: json, body: validLead, status: 401, code: 'PGRST302' },
  { name: 'a made-up apikey', headers: { ...json, apikey: 'guess' }, body: validLead, status: 401, code: 'PGRST301' },
  { name: 'an empty apikey', headers: { ...json, apikey: '' }, body: validLead, status: 401, code: 'PGRST302' },
  {
    name: 'the publishable key with a forged bearer',
    headers: { ...json, apikey: localPublishableKey, Authorization: 'Bearer service_role' },
    body: validLead,
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'Basic instead of Bearer authorization',
    headers: { ...json, apikey: localPublishableKey, Authorization: `Basic ${btoa('postgres:postgres')}` },
    body: validLead,
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'the publishable key with one character more',
    headers: { ...json, apikey: `${localPublishableKey}x` },
    body: validLead,
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'the publishable key only as a Bearer token, with no apikey',
    headers: { ...json, Authorization: `Bearer ${localPublishableKey}` },
    body: validLead,
    status: 401,
    code: 'PGRST302',
  },
  // Transport
  {
    name: 'text/plain body',
    headers: { ...anon, 'Content-Type': 'text/plain' },
    body: JSON.stringify(validLead),
    status: 415,
    code: 'PGRST107',
  },
  {
    name: 'form-encoded body',
    headers: { ...anon, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'name=Jane+Doe&email=jane%40example.com',
    status: 415,
    code: 'PGRST107',
  },
  {
    name: 'a body over 64 KB',
    headers: { ...anon, ...json },
    body: { ...validLead, message: big(70_000) },
    status: 413,
    code: '54000',
  },
  {
    name: 'a batch of 400 valid rows (over 64 KB)',
    headers: { ...anon, ...json },
    body: Array.from({ length: 400 }, () => validLead),
    status: 413,
    code: '54000',
  },
  {
    name: 'a schema other than public',
    headers: { ...anon, ...json, 'Content-Profile': 'auth' },
    body: validLead,
    status: 406,
    code: 'PGRST106',
  },
  // JSON
  { name: 'invalid JSON', headers: { ...anon, ...json }, body: '{"name": "Jane', status: 400, code: 'PGRST102' },
  { name: 'an empty body', headers: { ...anon, ...json }, body: '', status: 400, code: 'PGRST102' },
  { name: 'a JSON string', headers: { ...anon, ...json }, body: '"Jane Doe"', status: 400, code: 'PGRST102' },
  { name: 'a JSON number', headers: { ...anon, ...json }, body: '42', status: 400, code: 'PGRST102' },
  { name: 'JSON null', headers: { ...anon, ...json }, body: 'null', status: 400, code: 'PGRST102' },
  { name: 'an array of arrays', headers: { ...anon, ...json }, body: [[validLead]], status: 400, code: 'PGRST102' },
  { name: 'a 5000-deep nested name', headers: { ...anon, ...json }, body: deeplyNested, status: 400, code: '23514' },
  // Columns
  {
    name: 'an unknown column',
    headers: { ...anon, ...json },
    body: { ...validLead, is_admin: true },
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a column name carrying SQL',
    headers: { ...anon, ...json },
    body: { ...validLead, 'name") values (1); drop table public.leads; --': 'x' },
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a __proto__ key',
    headers: { ...anon, ...json },
    body: `{"__proto__": {"source": "contact-form"}, ${JSON.stringify(validLead).slice(1)}`,
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a chosen id',
    headers: { ...anon, ...json },
    body: { ...validLead, id: crypto.randomUUID() },
    status: 400,
    code: '23514',
  },
  {
    name: 'a back-dated created_at',
    headers: { ...anon, ...json },
    body: { ...validLead, created_at: '1999-01-01T00:00:00Z' },
    status: 400,
    code: '23514',
  },
  {
    name: 'the columns parameter naming an unknown column',
    path: `${leadsTablePath}?columns=${encodeURIComponent('"name","pg_sleep(10)"')}`,
    headers: { ...anon, ...json },
    body: [validLead],
    status: 400,
    code: 'PGRST204',
  },
  ...leadFieldCases,
  // Postgres's own refusals (row level security, grants)
  {
    name: 'return=representation as anon (anon may not select)',
    headers: { ...anon, ...json, Prefer: 'return=representation' },
    body: validLead,
    status: 401,
    code: '42501',
  },
  {
    name: 'a read as anon',
    method: 'GET',
    path: `${leadsTablePath}?select=*`,
    headers: anon,
    status: 401,
    code: '42501',
  },
  {
    name: 'an update as anon',
    method: 'PATCH',
    path: `${leadsTablePath}?id=not.is.null`,
    headers: { ...anon, ...json },
    body: { name: 'Owned' },
    status: 401,
    code: '42501',
  },
  {
    name: 'a delete as anon',
    method: 'DELETE',
    path: `${leadsTablePath}?id=not.is.null`,
    headers: anon,
    status: 401,
    code: '42501',
  },
  { name: 'a PUT as anon', method: 'PUT', headers: { ...anon, ...json }, body: validLead, status: 401, code: '42501' },
  // Reading with the secret key, badly
  {
    name: 'a filter the backend does not support',
    method: 'GET',
    path: `${leadsTablePath}?name=eq.x`,
    as: 'service',
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'selecting a column that does not exist',
    method: 'GET',
    path: `${leadsTablePath}?select=password`,
    as: 'service',
    status: 400,
    code: '42703',
  },
  {
    name: 'an order carrying SQL',
    method: 'GET',
    path: `${leadsTablePath}?order=${encodeURIComponent('created_at;drop table public.leads')}`,
    as: 'service',
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'a negative limit',
    method: 'GET',
    path: `${leadsTablePath}?limit=-1`,
    as: 'service',
    status: 400,
    code: 'PGRST100',
  },
  // Elsewhere under /rest/v1
  {
    name: 'another table',
    path: '/rest/v1/pg_authid',
    headers: { ...anon, ...json },
    body: validLead,
    status: 404,
    code: 'PGRST205',
  },
  { name: 'an unsupported method', method: 'PURGE', headers: anon, status: 405, code: 'PGRST117' },
]
