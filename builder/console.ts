/**
 * /console, the lead console (decision 0060): a React app of its own (src/console), built by Vite apart from the
 * site so nothing of it reaches a public page. It is written as dist-staff/console.html beside its files in
 * dist-staff/console/, like /admin: served only from the staff origin (decision 0084), noindex, under a CSP of its
 * own (consolePolicy in post-render/headers.ts).
 */
import { renameSync } from 'node:fs'
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { consolePath, pageHtmlFile } from '../src/routing/paths'
import { projectRoot, staffDistDir } from './stamp'
import { contentData, siteIndexModule } from './vite-config'

/**
 * Builds the console into the staff origin's folder (VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY from the
 * environment, as the site), or into `into` (a test's folder).
 */
export async function buildConsole(into = staffDistDir): Promise<void> {
  const outDir = join(into, consolePath.slice(1))
  await build({
    configFile: false,
    root: join(projectRoot, 'src', 'console'),
    base: `${consolePath}/`,
    envDir: projectRoot,
    logLevel: 'warn',
    // content/data.ts as the site's bundles get it: the stage names and opening hours, without zod or the file reader.
    plugins: [contentData(), siteIndexModule(), react(), tailwindcss()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
    },
  })
  renameSync(join(outDir, 'index.html'), join(into, pageHtmlFile(consolePath)))
}
