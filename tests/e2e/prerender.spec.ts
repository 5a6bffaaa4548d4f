/**
 * A link in view is prerendered before the tap, and the page it opens starts its scripts, which record the visit and
 * load the tags that count the page, only once the visitor goes to it, not while it is prerendered (decision 0055).
 * Chromium turns prerendering off under DevTools, which Playwright attaches, so a plain Chromium loads a copy of the
 * build whose probe presses and reports for itself (tools/bench/plain-chromium.ts), as a phone: Android's in-view
 * trigger, every response held back 150 ms.
 */
import { test, expect } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { distDir } from '../../builder/stamp'
import {
  androidEagerTrigger,
  from,
  measureOnce,
  phoneWindow,
  prepare,
  serveDelayed,
  type Report,
} from '../../tools/bench/plain-chromium'
import { ensureChromium } from '../../tools/ensure-chromium'

test('a link in view is prerendered before the tap, and the page it opens starts only once shown', async () => {
  test.slow()
  const work = mkdtempSync(join(tmpdir(), 'prerender-'))
  const site = join(work, 'site')
  await prepare({ label: 'this build', dir: distDir }, site)
  const served = await serveDelayed(site)
  try {
    // Chromium's in-view trigger fires once, soon after the first paint; the rules are in the page, so they are there
    // (decision 0083). The press waits 3 s, as a person reading would, since the other worker may be building a copy
    // of the site; a load that still missed is tried again, up to 3.
    const chromium = ensureChromium()
    const loads = 3
    let report: Report | undefined
    for (let load = 0; load < loads && !report?.prerendered; load++)
      report = await measureOnce(chromium, served, `${from}?inview=3000`, 'started', [phoneWindow, androidEagerTrigger])
    const next = report?.to ?? 'the next page'
    expect(report?.startedWhilePrerendered, `${next} started its scripts while prerendered`).toBe(false)
    expect(report?.prerendered, `no load of ${loads} had ${next} prerendered before the press`).toBe(true)
  } finally {
    served.close()
    rmSync(work, { recursive: true, force: true })
  }
})
