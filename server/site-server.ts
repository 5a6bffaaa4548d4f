/**
 * The local server of `npm start`: the built site and, unless a Supabase project is configured (VITE_SUPABASE_URL),
 * the embedded lead backend, on one origin.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { relative } from 'node:path'
import { openLeadBackend, type LeadBackend } from './leads/backend'
import { leadGuardSettingsFromEnv } from './leads/backend-settings'
import { leadDataDirFromEnv } from './leads/data-folder'
import { createStaticSiteServer } from './static-site-server'
import { SettingError } from '../src/routing/setting-error'

export async function startSiteServer({
  distDir,
  port,
  host,
  env = process.env,
  log = console.log,
}: {
  distDir: string
  port: number
  host: string
  /** Where VITE_SUPABASE_URL, LEADS_DATA_DIR, the lead limits and the e-mail settings are read (process.env by default). */
  env?: Record<string, string | undefined>
  log?: (line: string) => void
}): Promise<Server> {
  const site = createStaticSiteServer(distDir)
  const leads = await openEmbeddedLeads(env, log)
  const server = createServer((request, response) => {
    try {
      if (leads?.handle(request, response)) return
      site.handle(request, response)
    } catch (error) {
      console.error(error)
      if (!response.headersSent) response.statusCode = 500
      response.end('Internal error while serving this request.\n')
    }
  })
  if (leads) {
    const backend = leads
    const stopOnSignal = (signal: NodeJS.Signals) => {
      // Close the lead database cleanly (and remove its server.json) before the process ends.
      server.closeAllConnections()
      server.close()
      void backend.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
    }
    process.once('SIGINT', stopOnSignal)
    process.once('SIGTERM', stopOnSignal)
    server.once('close', () => {
      process.off('SIGINT', stopOnSignal)
      process.off('SIGTERM', stopOnSignal)
      backend.close().catch((error: unknown) => console.error('Could not close the lead database:', error))
    })
  }
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      leads?.close().catch(() => undefined)
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop the other server or choose another port, e.g. PORT=4174 npm start`,
            )
          : error,
      )
    })
    server.listen(port, host, () => {
      leads?.announce({ port: (server.address() as AddressInfo).port, host })
      resolve(server)
    })
  })
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
