/**
 * `npm run bench:inp`: lab Interaction to Next Paint of the site's main interactions, in Chromium with the CPU
 * slowed 4x (Lighthouse's mobile setting) once the page has started: opening an FAQ answer, moving the calculator's
 * slider with the keyboard, opening the phone menu, a press on the contact form's send button with its fields empty
 * (its messages appear) and with them filled (its click, up to the next paint; the request itself is not part of it),
 * and a press on the home page's heading, which does nothing: the machine's floor.
 * A press is the mouse's, down and up where the control is, as a person's finger is: Playwright's own click checks
 * its target with listeners that ran inside the measured event at 4x and added 30-40 ms to each.
 * Each is the median of RUNS fresh page loads (5 by default) of the longest event
 * of that interaction, as the Event Timing API reports it (8 ms steps; under 16 ms it reports nothing, shown "< 16").
 * `-- --compare DIR` measures another build (say, a checkout of an earlier commit's dist/) side by side, one page
 * after the other, so the machine's load falls on both alike. `-- --main-thread` reports the main thread's CPU time
 * for each interaction instead (`-- --main-thread style`: its style recalculation), which a busy machine moves less.
 * `ONLY=menu` measures only the interactions whose name holds that text, so one can be given more loads.
 */
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright-core'
import { faqEntries, layoutCopy, leadsCopy, offerCopy } from '../../content/data'
import { leadGuardDefaults } from '#lead-schema'
import { chromiumArgs } from '../chromium'
import { ensureChromium } from '../ensure-chromium'
import { cpuSlowdown, median, runs, withServedBuilds } from './side-by-side'

interface Interaction {
  name: string
  path: string
  viewport: { width: number; height: number }
  /** Gets the page ready without being measured. */
  prepare?: (page: Page) => Promise<void>
  /** The interaction measured: a key, or a press on this control. */
  act: ((page: Page) => Promise<void>) | { press: (page: Page) => Locator }
}

/** Waits until React has hydrated the element (an island runs) and what its start loads has arrived. */
async function untilRunning(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (found) => Object.keys(document.querySelector(found) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
  )
  await page.waitForLoadState('networkidle')
}

const contactField = (page: Page, name: string) =>
  page
    .getByTestId('contact-form')
    .getByLabel(leadsCopy.fields[name as keyof typeof leadsCopy.fields].label, { exact: true })
const contactSend = (page: Page) => page.getByTestId('contact-form').getByRole('button', { name: leadsCopy.submit })
const filledForm = {
  name: 'Bench Seller',
  email: 'bench@example.com',
  phone: '352-555-0100',
  address: '12 Oak St, Live Oak, FL',
  message: 'Inherited house, the roof leaks.',
}

const interactions: Interaction[] = [
  {
    name: 'press the home page heading (nothing happens: the floor)',
    path: '/',
    viewport: { width: 375, height: 740 },
    act: { press: (page) => page.locator('main h1') },
  },
  {
    name: 'open an FAQ answer',
    path: '/faq',
    viewport: { width: 375, height: 740 },
    // A summary here, a button in builds before decision 0037 (for --compare).
    act: { press: (page) => page.locator('summary, button').filter({ hasText: faqEntries[0]!.question }).first() },
  },
  {
    name: "move the calculator's slider (ArrowRight)",
    path: '/offer',
    viewport: { width: 375, height: 740 },
    // The focus starts the calculator's island; the key comes once it runs.
    async prepare(page) {
      await page.getByRole('slider', { name: offerCopy.arv.label }).focus()
      await untilRunning(page, 'input[type="range"]')
    },
    act: (page) => page.keyboard.press('ArrowRight'),
  },
  {
    name: 'open the phone menu',
    path: '/',
    viewport: { width: 375, height: 740 },
    act: { press: (page) => page.locator(`button[aria-label="${layoutCopy.openMenu}"]`) },
  },
  {
    name: 'press send on the empty contact form (its messages)',
    path: '/contact',
    viewport: { width: 375, height: 740 },
    async prepare(page) {
      // A tap in the first field starts the form's island; the press on send comes once it runs and what it loads
      // has arrived, as a visitor's second look at the form would.
      await contactField(page, 'name').focus()
      await untilRunning(page, '[data-testid="contact-form"]')
    },
    act: { press: contactSend },
  },
  {
    name: 'send the filled contact form (the click; the request is not part of it)',
    path: '/contact',
    viewport: { width: 375, height: 740 },
    async prepare(page) {
      for (const [name, value] of Object.entries(filledForm)) await contactField(page, name).fill(value)
      await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
    },
    act: { press: contactSend },
  },
]

/**
 * Playwright sizes a headless window to the viewport, and full Chromium's toolbar takes part of it, so a frame that
 * changes only the viewport's foot is not drawn and the press ends at a later one; a taller window shows it all (0052).
 */
async function showWholeViewport(cdp: CDPSession, { height }: Interaction['viewport']): Promise<void> {
  const wanted = height + toolbarRoom
  const { windowId } = await cdp.send('Browser.getWindowForTarget')
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { height: wanted } })
  const { bounds } = await cdp.send('Browser.getWindowBounds', { windowId })
  if ((bounds.height ?? 0) < wanted)
    throw new Error(`The browser's window stayed ${bounds.height} px high: the viewport's foot needs ${wanted} px.`)
}
/** More than the toolbar's height (87 px in Debian's Chromium 156). */
const toolbarRoom = 200

/** Where a press on the control lands, once it is scrolled into view. */
async function centreOf(control: Locator, { name, path }: Interaction): Promise<{ x: number; y: number }> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error(`${name}: the control is not on screen at ${path}`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { type?: string } }
}

/**
 * The renderer's main-thread time (CPU time, not wall time) of the tasks from the first input event of `act` to the
 * first frame committed after its last one, and the style recalculation within, from a trace. Unthrottled: on a busy
 * machine this moves far less than wall time does.
 */
function mainThreadTime(events: TraceEvent[]): { total: number; style: number } {
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  const main = events.filter((event) => event.pid === thread?.pid && event.tid === thread.tid && event.ph === 'X')
  const inputs = main.filter((event) => event.name === 'EventDispatch' && inputTypes.has(event.args?.data?.type ?? ''))
  if (!inputs.length) throw new Error('the trace holds no input event')
  const start = Math.min(...inputs.map((event) => event.ts))
  const inputsEnd = Math.max(...inputs.map((event) => event.ts + (event.dur ?? 0)))
  const commit = main.find((event) => event.name === 'Commit' && event.ts >= inputsEnd)
  const end = commit ? commit.ts + (commit.dur ?? 0) : inputsEnd
  const overlapping = (name: string) =>
    main.filter((event) => event.name === name && event.ts + (event.dur ?? 0) >= start && event.ts <= end)
  const sum = (name: string) => overlapping(name).reduce((total, event) => total + (event.tdur ?? 0), 0) / 1000
  return { total: sum('RunTask'), style: sum('UpdateLayoutTree') }
}
const inputTypes = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keyup'])

/**
 * The longest event of the interactions after `act`, in ms (0 when every event took under 16 ms); with `--main-thread`,
 * the main thread's time for it instead, unthrottled.
 */
async function measureOnce(browser: Browser, origin: string, interaction: Interaction): Promise<number> {
  const page = await browser.newPage({ viewport: interaction.viewport })
  try {
    const cdp = await page.context().newCDPSession(page)
    await showWholeViewport(cdp, interaction.viewport)
    await page.goto(`${origin}${interaction.path}`)
    // html[data-hydrated] in builds before decision 0042 (for --compare).
    await page.locator('html[data-started], html[data-hydrated]').first().waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await interaction.prepare?.(page)
    const { act } = interaction
    const at = typeof act === 'function' ? undefined : await centreOf(act.press(page), interaction)
    await page.evaluate(() => {
      const durations: number[] = []
      Object.assign(window, { benchEventDurations: durations })
      new PerformanceObserver((list) => {
        // interactionId (Event Timing level 2) is not in TypeScript's DOM types yet.
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
          if (entry.interactionId) durations.push(entry.duration)
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
    })
    const events: TraceEvent[] = []
    const traced = mainThreadMode && new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    if (mainThreadMode) {
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
        transferMode: 'ReportEvents',
      })
    } else await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    if (typeof act === 'function') await act(page)
    else if (at) {
      // Arriving is part of it, as a finger's touch brings the pointer's events with the press.
      await page.mouse.move(at.x, at.y)
      await page.mouse.down()
      await page.mouse.up()
    }
    // Event Timing reports an interaction after its next paint; give the slowed page time to paint and report.
    await page.waitForTimeout(1000)
    if (mainThreadMode) {
      await cdp.send('Tracing.end')
      await traced
      return mainThreadTime(events)[mainThreadMode]
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const durations = await page.evaluate(
      () => (window as unknown as { benchEventDurations: number[] }).benchEventDurations,
    )
    return Math.max(0, ...durations)
  } finally {
    await page.close()
  }
}

/** `--main-thread` (or `--main-thread style`): the main thread's time, or its style recalculation, not INP. */
const mainThreadAt = process.argv.indexOf('--main-thread')
const mainThreadMode =
  mainThreadAt < 0 ? undefined : process.argv[mainThreadAt + 1] === 'style' ? ('style' as const) : ('total' as const)

const shown = (ms: number) => (mainThreadMode ? ms.toFixed(1) : ms === 0 ? '< 16' : String(Math.round(ms)))

async function main(): Promise<void> {
  await withServedBuilds(process.argv, async (builds) => {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
    try {
      console.log(
        mainThreadMode
          ? `Main thread, ms of CPU time (${mainThreadMode === 'style' ? 'style recalculation' : 'all tasks'}) from the input to the next commit, unthrottled, median of ${runs}`
          : `Lab INP, ms: the longest event of one interaction, CPU slowed ${cpuSlowdown}x, median of ${runs}`,
      )
      console.log(`| Interaction | ${builds.map((build) => build.label).join(' | ')} |`)
      console.log(`| --- | ${builds.map(() => '---').join(' | ')} |`)
      const chosen = interactions.filter(({ name }) => name.includes(process.env.ONLY ?? ''))
      if (!chosen.length) throw new Error(`ONLY=${process.env.ONLY}: no interaction's name holds that text`)
      for (const interaction of chosen) {
        const results: number[][] = builds.map(() => [])
        // One run of each build after the other, so a busy moment falls on both.
        for (let run = 0; run < runs; run++)
          for (const [index, { origin }] of builds.entries())
            results[index]!.push(await measureOnce(browser, origin, interaction))
        const cells = results.map((values) => `${shown(median(values))} (${values.map(shown).join(', ')})`)
        console.log(`| ${interaction.name} | ${cells.join(' | ')} |`)
      }
    } finally {
      await browser.close()
    }
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
