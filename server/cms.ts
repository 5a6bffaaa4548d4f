/**
 * `npm run cms`: the content manager on this machine (decision 0036). Builds when dist/ is stale, serves the site as
 * `npm start` does (PORT, 4173 by default; /admin on the staff origin, CONSOLE_PORT or PORT + 1, decision 0084) and
 * starts decap-server, Decap CMS's local backend (CMS_LOCAL_PORT, 8081 by default), which reads and writes the files
 * of content/ directly. Each save in http://localhost:4174/admin changes a file; the site is then rebuilt and served
 * anew, or the build's problems are printed and the last good build stays (served from copies, .data/cms-site and
 * .data/cms-staff, so neither the site nor /admin is missing while they are rebuilt).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, renameSync, rmSync, watch } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { adminPath } from '../src/routing/paths'
import { cmsLocalPortFromEnv } from '../builder/cms/settings'
import { staffPortFromEnv } from '../builder/staff-origin'
import { distDir, projectRoot, staffDistDir } from '../builder/stamp'
import { buildInOwnProcess, buildWhenStale } from './build-process'
import { portFromEnv, startSiteServer } from './site-server'

/** decap-server in file-system mode: it saves into content/ under the project, and answers only this machine. */
function startLocalBackend(port: number): ChildProcess {
  const server = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const child = spawn(process.execPath, [server], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: projectRoot,
      LOG_LEVEL: process.env.CMS_LOG_LEVEL ?? 'warn',
    },
  })
  child.on('exit', (code, signal) => {
    if (signal) return
    console.error(
      `The content manager's local backend stopped (exit ${code}); is port ${port} taken? Set CMS_LOCAL_PORT.`,
    )
    process.exit(1)
  })
  return child
}

/**
 * The build the site is served from: a copy of dist/ taken after each build that passed, so the site and /admin stay
 * up while the next build empties and refills dist/, and a build that fails leaves the last good one served.
 */
const servedDir = join(projectRoot, '.data', 'cms-site')
const servedStaffDir = join(projectRoot, '.data', 'cms-staff')

function serveLatestBuild(): void {
  for (const [from, to] of [
    [distDir, servedDir],
    [staffDistDir, servedStaffDir],
  ] as const) {
    const next = `${to}-next`
    rmSync(next, { recursive: true, force: true })
    cpSync(from, next, { recursive: true })
    rmSync(to, { recursive: true, force: true })
    renameSync(next, to)
  }
}

/** Rebuilds after content/ changes: one build at a time, and one more if files changed while it ran. */
function rebuildOnChange(): void {
  let running = false
  let pending = false
  let timer: NodeJS.Timeout | undefined
  const run = async () => {
    running = true
    pending = false
    console.log('content/ changed: rebuilding the site...')
    const passed = await buildInOwnProcess()
    if (passed) serveLatestBuild()
    console.log(
      passed
        ? 'Rebuilt: reload a page to see the change.'
        : 'The build stopped on the problems above; the site still shows the last good build. Fix them in /admin or the file.',
    )
    running = false
    if (pending) void run()
  }
  watch(join(projectRoot, 'content'), { recursive: true }, () => {
    clearTimeout(timer)
    // A save writes its file in one go; a short pause gathers the files of one save.
    timer = setTimeout(() => {
      if (running) pending = true
      else void run()
    }, 300)
  })
}

async function main(): Promise<void> {
  if (process.env.CMS_REPO?.trim())
    throw new Error('CMS_REPO is set: npm run cms edits the files of this machine; unset CMS_REPO to use it.')
  // The builds this command starts (and its check that dist/ is current) publish /admin with the local backend, also
  // once the site's address is the real domain.
  process.env.CMS_BACKEND = 'local'
  const cmsPort = cmsLocalPortFromEnv(process.env)
  await buildWhenStale('the content manager')
  serveLatestBuild()
  const backend = startLocalBackend(cmsPort)
  const port = portFromEnv(process.env)
  const staffPort = staffPortFromEnv(process.env, port)
  await startSiteServer({
    distDir: servedDir,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    staff: { distDir: servedStaffDir, port: staffPort },
  })
  rebuildOnChange()
  // The site server closes its lead database on a signal and then exits; the backend goes with the process.
  process.on('exit', () => backend.kill())
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    if (process.listenerCount(signal) === 0) process.on(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143))
  console.log(
    `The content manager is on http://localhost:${staffPort}${adminPath} (the site on http://localhost:${port}; Ctrl+C stops both).`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
