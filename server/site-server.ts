/**
 * The local server of `npm start`: the built site and, unless a Supabase project is configured (VITE_SUPABASE_URL),
 * the embedded lead backend, on one origin; and with `staff`, the staff origin on a port of its own (decision 0084):
 * the console and /admin with the same backend, which the site's origin redirects to and never serves.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { relative } from 'node:path'
import { openLeadBackend, type LeadBackend } from './leads/backend'
import { leadGuardSettingsFromEnv } from './leads/backend-settings'
import { leadDataDirFromEnv } from './leads/data-folder'
import { createStaticSiteServer } from './static-site-server'
import { SettingError } from '../src/routing/setting-error'
import { isStaffPath } from '../builder/staff-origin'

export async function startSiteServer({
  distDir,
  port,
  host,
  staff,
  env = process.env,
  log = console.log,
}: {
  distDir: string
  port: number
  host: string
  /** The staff origin's folder (dist-staff/) and port; without it only the site is served. */
  staff?: { distDir: string; port: number }
  /** Where VITE_SUPABASE_URL, LEADS_DATA_DIR, the lead limits and the e-mail settings are read (process.env by default). */
  env?: Record<string, string | undefined>
  log?: (line: string) => void
}): Promise<Server> {
  const site = createStaticSiteServer(distDir)
  const leads = await openEmbeddedLeads(env, log)
  const server = createServer(
    guarded((request, response) => {
      if (staff && isStaffPath(new URL(`http://localhost${request.url ?? '/'}`).pathname))
        return redirectToStaff(request, response, staff.port)
      if (leads?.handle(request, response)) return
      site.handle(request, response)
    }),
  )
  const staffServer = staff && createStaffServer(staff.distDir, leads)
  const closeStaff = () => {
    staffServer?.closeAllConnections()
    staffServer?.close()
  }
  if (leads) {
    const backend = leads
    const stopOnSignal = (signal: NodeJS.Signals) => {
      // Close the lead database cleanly (and remove its server.json) before the process ends.
      server.closeAllConnections()
      server.close()
      closeStaff()
      void backend.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
    }
    process.once('SIGINT', stopOnSignal)
    process.once('SIGTERM', stopOnSignal)
    server.once('close', () => {
      closeStaff()
      process.off('SIGINT', stopOnSignal)
      process.off('SIGTERM', stopOnSignal)
      backend.close().catch((error: unknown) => console.error('Could not close the lead database:', error))
    })
  } else server.once('close', closeStaff)
  try {
    if (staffServer) await listen(staffServer, staff.port, host, `CONSOLE_PORT=${staff.port + 10} (the console's port)`)
    await listen(server, port, host, `PORT=${port + 10}`)
  } catch (error) {
    closeStaff()
    leads?.close().catch(() => undefined)
    throw error
  }
  leads?.announce({ port: (server.address() as AddressInfo).port, host })
  return server
}

/** Answers a request, or a plain 500 for an error it throws (logged here, never shown). */
function guarded(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    try {
      handle(request, response)
    } catch (error) {
      console.error(error)
      if (!response.headersSent) response.statusCode = 500
      response.end('Internal error while serving this request.\n')
    }
  }
}

function listen(server: Server, port: number, host: string, instead: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: stop the other server or choose another port, e.g. ${instead}`)
          : error,
      ),
    )
    server.listen(port, host, resolve)
  })
}

/** The staff origin on this machine: its files, and the lead backend the console signs in to and reads. */
function createStaffServer(staffDir: string, leads: LeadBackend | undefined): Server {
  const files = createStaticSiteServer(staffDir)
  return createServer(
    guarded((request, response) => {
      if (leads?.handle(request, response)) return
      files.handle(request, response)
    }),
  )
}

/**
 * The site's /console and /admin: a 301 to the same path on the staff port. The host is the one the request named
 * only when it is this machine's (a loopback name, or the address the request came in on, as under HOST=0.0.0.0);
 * any other Host header gets localhost, so no request can point the redirect elsewhere.
 */
function redirectToStaff(request: IncomingMessage, response: ServerResponse, staffPort: number): void {
  let hostname = 'localhost'
  try {
    const named = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname
    const local = request.socket.localAddress?.replace(/^::ffff:/, '')
    if (['localhost', '127.0.0.1', '[::1]'].includes(named) || named === local || named === `[${local}]`)
      hostname = named
  } catch {
    // A malformed Host header: localhost, where npm start serves.
  }
  response.statusCode = 301
  response.setHeader('Location', `http://${hostname}:${staffPort}${request.url ?? '/'}`)
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.end('The console and the content manager are on the staff origin.\n')
}

/**
 * The embedded lead backend, opened and described in one line, or undefined when a Supabase project takes the leads
 * (VITE_SUPABASE_URL): `npm start`'s and `npm run dev`'s.
 */
export async function openEmbeddedLeads(
  env: Record<string, string | undefined>,
  log: (line: string) => void,
): Promise<LeadBackend | undefined> {
  if (env.VITE_SUPABASE_URL?.trim()) {
    log(`Leads go to the Supabase project at ${env.VITE_SUPABASE_URL.trim()} (the embedded lead backend is off).`)
    return undefined
  }
  const leads = await openLeadBackend({
    dataDir: leadDataDirFromEnv(env),
    settings: leadGuardSettingsFromEnv(env),
    env,
  })
  const shown = (path: string) =>
    relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path)
  log(
    `Leads are stored in ${shown(leads.paths.database)} (list them with npm run leads); ` +
      (leads.emailsThroughResend
        ? 'notification e-mails go out through Resend'
        : `notification e-mails go to ${shown(leads.paths.outbox)}/`) +
      (leads.textsThroughTwilio ? ', SMS alerts through Twilio' : ', SMS alerts to the outbox') +
      (leads.checksTurnstile ? '; Cloudflare Turnstile tokens are checked' : '') +
      (leads.handsOffToCrm ? '; new leads, calls and stage changes go to the CRM at LEAD_WEBHOOK_URL' : ''),
  )
  return leads
}

/** The port in PORT, or `fallback` (4173 for npm start, 5173 for npm run dev). */
export function portFromEnv(env: Record<string, string | undefined>, fallback = 4173): number {
  const raw = env.PORT ?? String(fallback)
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SettingError(`PORT '${raw}' is not a port number: use a whole number from 1 to 65535`)
  return port
}
