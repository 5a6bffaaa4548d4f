/**
 * The pre-rendering, and everything this build undoes of vite-react-ssg, in one place. Its contract as used here:
 * - it emits, for each included route, `{path}.html` (dirStyle flat) with React's render and the head src/main.tsx
 *   creates, one module entry script, a modulepreload per chunk, a linked stylesheet and two inline scripts (its
 *   loader-data placeholder and React Router's hydration data); a static-loader-data JSON per page; Vite's .vite/;
 * - it force-exits its process 15 s after `onFinished` returns.
 * What we change: the head is written in and the inline scripts go (no loaders here, and the CSP forbids inline
 * scripts but the speculation rules, which it allows by hash: any other stops the build); the not-found documents move
 * to their files; loader data and .vite/ go; the stylesheet goes inline, the entry waits for the first paint and the
 * speculation rules join the head (below); and it renders in a process of its own,
 * started by `renderPages`, so the force-exit cannot cut short the steps after it.
 */
import { spawnSync } from 'node:child_process'
import { readFile, readdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { transformHtmlTemplate, type createHead } from '@unhead/react/server'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { notFoundDocuments } from '../src/routing/manifest'
import { pageHtmlFile } from '../src/routing/paths'
import { BuildStopped } from './build-stopped'
import { readBuildPlan, writeBuildPlan, type BuildPlan } from './plan'
import { projectRoot } from './stamp'
import { pagePatterns } from './post-render/headers'
import { writeBootScript } from './post-render/paint-first'
import { rewritePages } from './post-render/rewrite-pages'
import { speculationRulesElement } from './post-render/speculation-rules'

const inlineScripts = [
  /\s*<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/,
  /<script>window\.__staticRouterHydrationData = JSON\.parse\("(?:[^"\\]|\\.)*"\);<\/script>/,
]
const entryScript = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/
const modulePreloads = /<link rel="modulepreload"[^>]*>/g
const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g

/** The page's rendered HTML with its head (src/main.tsx creates one per path) and without the renderers' inline scripts. */
export function withPageHead(html: string, appCtx: unknown): string {
  const head = (appCtx as { head?: ReturnType<typeof createHead> }).head
  if (!head) throw new Error('No server head for this page: src/main.tsx must create one per rendered path')
  return transformHtmlTemplate(
    head,
    inlineScripts.reduce((text, pattern) => text.replace(pattern, ''), html),
  )
}

/**
 * The page with each linked /assets stylesheet replaced by a <style> holding its text (Tailwind, about 8 KB gzipped):
 * a linked stylesheet costs a phone one more round trip before the first paint. The CSP allows inline styles (0029).
 */
export function withInlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = readStylesheet(href)
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end an inline style early`)
    return `<style>${css}</style>`
  })
}

/**
 * The page with its entry script replaced by the boot script, which imports the entry after the first paint and the
 * priority picture's paint (post-render/paint-first.ts), and its module preloads taken out, so no script shares the
 * connection with the text. The boot script is fetched at low priority: Chrome fetches a module script at high
 * priority, ahead of the largest picture, and Lighthouse then counts it as holding back the first paint (decision
 * 0086). Beside it goes the link that holds the first paint until the header is parsed (`headerParsedFirst`).
 */
export function withPaintFirstBoot(html: string, bootPath: string): string {
  const entry = html.match(entryScript)
  if (!entry) throw new Error('The page has no module entry script to start after the first paint')
  return html
    .replace(modulePreloads, '')
    .replace(
      entry[0],
      `<script type="module" fetchpriority=low src="${bootPath}" data-app="${entry[1]}"></script>${headerParsedFirst}`,
    )
}

/**
 * No paint before the main element is parsed, so the whole header is: painted mid-parse, the header's desktop nav sat at
 * the row's end until the call button after it arrived, a layout shift (Chromium 124 and later; others ignore it).
 */
const headerParsedFirst = '<link rel="expect" href="#main" blocking="render">'

/**
 * Every page's stylesheet inline, its entry behind the boot script and the speculation rules (`rules`, one element) at
 * the end of its head; a page that links no stylesheet stops it.
 */
async function rewriteEmittedPages(outDir: string, rules: string): Promise<void> {
  const stylesheets = new Map<string, string>()
  for (const file of await readdir(join(outDir, 'assets'))) {
    if (file.endsWith('.css')) stylesheets.set(`/assets/${file}`, await readFile(join(outDir, 'assets', file), 'utf8'))
  }
  const readStylesheet = (href: string) => {
    const css = stylesheets.get(href)
    if (css === undefined) throw new Error(`A page links ${href}, which the build did not write`)
    return css
  }
  const bootPath = await writeBootScript(outDir)
  await rewritePages(outDir, (html, file) => {
    const inlined = withInlineStylesheets(html, readStylesheet)
    if (inlined === html)
      throw new Error(`${file} links no stylesheet under /assets/ to inline; did its <link> change?`)
    if (!inlined.includes('</head>')) throw new Error(`${file} has no </head> for the speculation rules`)
    return withPaintFirstBoot(inlined, bootPath).replace('</head>', () => `${rules}</head>`)
  })
}

/** vite-react-ssg's options for one build plan (npm run dev takes them with its own onPageRendered). */
export const ssgOptions = ({ manifest }: BuildPlan): ViteReactSSGOptions => ({
  dirStyle: 'flat',
  script: 'async',
  formatting: 'none',
  beastiesOptions: false,
  includedRoutes: () => [
    ...manifest.map((entry) => entry.path),
    ...notFoundDocuments.map((document) => document.renderPath),
  ],
  onPageRendered(route, html, appCtx) {
    const page = withPageHead(html, appCtx)
    const inline = page.match(/<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>/)
    if (inline)
      throw new Error(
        `${route}: an inline script (${page.slice(inline.index, (inline.index ?? 0) + 160)}…) would break the CSP; move it into a module`,
      )
    return page
  },
  async onFinished(outDir) {
    for (const document of notFoundDocuments) {
      await rename(join(outDir, pageHtmlFile(document.renderPath)), join(outDir, document.file))
    }
    for (const entry of await readdir(outDir)) {
      if (entry.startsWith('static-loader-data')) await rm(join(outDir, entry), { recursive: true, force: true })
    }
    // Read by nothing after rendering, and a host would publish them with the site.
    await rm(join(outDir, '.vite'), { recursive: true, force: true })
    await rewriteEmittedPages(outDir, speculationRulesElement(pagePatterns(manifest.map((entry) => entry.path))))
  },
})

const thisFile = fileURLToPath(import.meta.url)

/** Pre-renders every page of the plan into dist/, in a process of its own (the plan crosses as a file). */
export function renderPages(plan: BuildPlan): void {
  const planFile = writeBuildPlan(plan)
  const ssg = spawnSync(process.execPath, ['--import', 'tsx', thisFile, planFile], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  rmSync(dirname(planFile), { recursive: true, force: true })
  if (ssg.status !== 0) throw new BuildStopped('Pre-rendering failed (see above); dist/ is incomplete.')
}

if (process.argv[1] === thisFile) {
  const { build } = await import('vite-react-ssg/node')
  const { siteViteConfig } = await import('./vite-config')
  process.chdir(projectRoot)
  const plan = readBuildPlan(process.argv[2])
  await build(ssgOptions(plan), {
    ...siteViteConfig(plan),
    configFile: false,
    logLevel: process.env.BUILD_VERBOSE ? 'info' : 'warn',
  })
  process.exit(0)
}
