/**
 * `npm run staff -- add|remove|list [email]`: who may work the leads at /console (decision 0076). A member is a
 * Supabase Auth user made by the admin API (its address confirmed: sign-ups are off, so nobody else gets one) and a
 * row of public.staff bound to that user's id; removing a member deletes both, so the member's session reads nothing
 * at its next request. With SUPABASE_URL and SUPABASE_SECRET_KEY it works on that project; otherwise on `npm start`'s
 * data folder, through the server that holds it or, with none running, a backend of its own for the command's length.
 *
 *   npm run staff -- add owner@example.com | remove owner@example.com | list   [-- --data-dir <folder>]
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { emailOf } from './auth-answers'
import { openLeadBackend } from './backend'
import { leadDataDirFromEnv, leadDataPaths, liveHolder, secretKeyOf } from './data-folder'

/** The settings that point the command at a Supabase project (docs/configuration.md). */
export const projectSettingNames = { url: 'SUPABASE_URL', secretKey: 'SUPABASE_SECRET_KEY' } as const

export interface StaffMember {
  email: string
  user_id: string | null
  added_at: string
}

/** A refusal the person can act on: printed as it is, one sentence. */
export class StaffError extends Error {
  override name = 'StaffError'
}

/** Node 20 has no WebSocket; the command never opens a realtime socket, so a transport that refuses is enough. */
class NoRealtimeSocket {
  constructor() {
    throw new Error('realtime is not used')
  }
}

/** supabase-js with the secret (service role) key: the Auth admin API and PostgREST's rpc. */
export const adminClient = (url: string, secretKey: string): SupabaseClient =>
  createClient(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtimeSocket as never },
  })

function addressOf(value: string | undefined): string {
  const email = emailOf(value)
  if (!email)
    throw new StaffError(`'${value ?? ''}' is not an e-mail address: give the member's address, as name@example.com.`)
  return email
}

/** The id of the Auth user with this address, looked for page by page. */
async function userIdOf(client: SupabaseClient, email: string): Promise<string | undefined> {
  const perPage = 1000
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage })
    if (error) throw new Error(`Supabase Auth did not list its users: ${error.message}`)
    const found = data.users.find((user) => user.email?.toLowerCase() === email)
    if (found || data.users.length < perPage) return found?.id
  }
}

/** What `add` did: made the member's user, found it a member already, or replaced a user made some other way. */
export type AddOutcome = 'added' | 'already staff' | 'user replaced'

/**
 * Makes the address a member: an Auth user this command made, bound to a staff row. A user of that address that is
 * not bound already was made some other way (a sign-up while decision 0060's sign-ups were open, say) and may hold a
 * password its member never chose: it is deleted and made again, so only the e-mailed code signs in as the member.
 */
export async function addStaff(client: SupabaseClient, value: string): Promise<{ email: string; outcome: AddOutcome }> {
  const email = addressOf(value)
  const existing = await userIdOf(client, email)
  if (existing) {
    const row = (await listStaff(client)).find((member) => member.email === email)
    if (row?.user_id === existing) return { email, outcome: 'already staff' }
    const deleted = await client.auth.admin.deleteUser(existing)
    if (deleted.error && deleted.error.code !== 'user_not_found')
      throw new Error(`The user ${email} already had was not replaced: ${deleted.error.message}`)
  }
  const created = await client.auth.admin.createUser({ email, email_confirm: true })
  if (created.error || !created.data.user)
    throw new Error(
      `Supabase Auth did not create a user for ${email}: ${created.error?.message ?? 'no user came back'}`,
    )
  const bound = await client.rpc('bind_staff', { p_email: email, p_user_id: created.data.user.id })
  if (bound.error) throw new Error(`The staff row of ${email} was not written: ${bound.error.message}`)
  return { email, outcome: existing ? 'user replaced' : 'added' }
}

/** Takes the address off the list and deletes its Auth user, which ends its sessions' reads at once. */
export async function removeStaff(client: SupabaseClient, value: string): Promise<{ email: string }> {
  const email = addressOf(value)
  const removed = await client.rpc('remove_staff', { p_email: email })
  if (removed.error) throw new Error(`The staff row of ${email} was not removed: ${removed.error.message}`)
  const row = (removed.data as Array<{ user_id: string | null }>)[0]
  if (!row) throw new StaffError(`${email} is not on the staff list: npm run staff -- list shows who is.`)
  const userId = row.user_id ?? (await userIdOf(client, email))
  if (userId) {
    const deleted = await client.auth.admin.deleteUser(userId)
    if (deleted.error && deleted.error.code !== 'user_not_found')
      throw new Error(`${email} is off the staff list, but its user was not deleted: ${deleted.error.message}`)
  }
  return { email }
}

export async function listStaff(client: SupabaseClient): Promise<StaffMember[]> {
  const { data, error } = await client.rpc('list_staff')
  if (error) throw new Error(`The staff list was not read: ${error.message}`)
  return data as StaffMember[]
}

/**
 * Runs `work` with an admin client of the project the environment names, else of the data folder: through the server
 * that holds it, or a backend of its own on a loopback port, closed after. `where` says which, for the output.
 */
export async function withStaffClient<T>(
  env: Record<string, string | undefined>,
  dataDir: string,
  work: (client: SupabaseClient, where: string) => Promise<T>,
): Promise<T> {
  const url = env[projectSettingNames.url]?.trim()
  const secretKey = env[projectSettingNames.secretKey]?.trim()
  if (url || secretKey) {
    if (!url || !secretKey)
      throw new StaffError(
        `${url ? projectSettingNames.secretKey : projectSettingNames.url} is not set: set both ${projectSettingNames.url} ` +
          `and ${projectSettingNames.secretKey} (Project Settings > API Keys) to work on the Supabase project, or neither for npm start's backend.`,
      )
    return work(adminClient(url, secretKey), url)
  }
  const holder = liveHolder(dataDir)
  if (holder?.url) return work(adminClient(holder.url, secretKeyOf(dataDir)), `the server at ${holder.url}`)
  if (holder)
    throw new StaffError(
      `Another process (pid ${holder.pid ?? 'unknown'}) holds ${dataDir} and does not serve it yet: wait for it, or stop it.`,
    )
  const backend = await openLeadBackend({ dataDir, retryIntervalMs: 0 })
  const server = createServer((request, response) => {
    if (!backend.handle(request, response)) response.writeHead(404).end()
  })
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return await work(adminClient(origin, backend.secretKey), dataDir)
  } finally {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await backend.close()
  }
}

const usage =
  'Usage: npm run staff -- add <email> | remove <email> | list   [-- --data-dir <folder>] ' +
  `(with ${projectSettingNames.url} and ${projectSettingNames.secretKey}: the Supabase project)`

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
  })
  const [action, email, ...rest] = positionals
  if (values.help) return console.log(usage)
  if (!['add', 'remove', 'list'].includes(action ?? '') || rest.length || (action === 'list') !== (email === undefined))
    throw new StaffError(usage)
  const dataDir = leadDataPaths(values['data-dir'] ?? leadDataDirFromEnv(process.env)).dir
  // Refused before anything is opened.
  if (email !== undefined) addressOf(email)
  await withStaffClient(process.env, dataDir, async (client, where) => {
    if (action === 'add') {
      const added = await addStaff(client, email!)
      const note = {
        added: '',
        'already staff': ' already (nothing changed)',
        // Said, because that user's sessions and any password it had are gone.
        'user replaced': ' (the user the address had, not made by this command, was deleted and made again)',
      }[added.outcome]
      console.log(
        `${added.email} is staff on ${where}${note}: they sign in at /console with the code e-mailed to them.`,
      )
    } else if (action === 'remove') {
      const removed = await removeStaff(client, email!)
      console.log(`${removed.email} is no longer staff on ${where}; their user is deleted and reads nothing from now.`)
    } else {
      const members = await listStaff(client)
      if (!members.length) return console.log(`No staff on ${where}: npm run staff -- add <email> adds one.`)
      for (const member of members)
        console.log(`${member.email}${member.user_id ? '' : '  (no user yet: npm run staff -- add it again)'}`)
      console.log(`\n${members.length} on ${where}.`)
    }
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
