/**
 * Starts the islands of a page (decision 0042): each loads its code and hydrates on its trigger. A press, a tap or a
 * key on an island before it runs is held and done again once it does, so one press is enough and no control waits
 * disabled; should its code not load, the island says so, with the phone and a retry, and keeps what was typed.
 * React is loaded with the first island that starts, never before.
 */
import { heldClickControl } from './held-press'
import { islandPrefix, type IslandName, type IslandTrigger } from './island-names'
import { islandCode } from './registry'
import { whenIdle } from '../lib/when-idle'

interface IslandState {
  name: IslandName
  element: HTMLElement
  status: 'waiting' | 'loading' | 'running' | 'failed'
  /** What the visitor did before the island ran, done again once it does. */
  replay?: () => void
  stop?: () => void
}

const states = new Map<HTMLElement, IslandState>()

const islandOf = (target: EventTarget | null): IslandState | undefined => {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null
  return element ? states.get(element) : undefined
}

const failureBox = (state: IslandState) => {
  const box = state.element.nextElementSibling
  return box instanceof HTMLElement && box.dataset.islandFailed === state.name ? box : undefined
}

/** Where an island's fields are kept over the reload a retry does. */
const keptKey = (name: string) => `island-fields:${location.pathname}:${name}`
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
const fieldsOf = (state: IslandState) =>
  [...state.element.querySelectorAll<Field>('input[name], textarea[name], select[name]')].filter(
    (field) => field.type !== 'hidden',
  )

/** A retry reloads the page (a browser refuses a module that failed once until then), keeping what was typed. */
function retry(state: IslandState): void {
  const values = Object.fromEntries(
    fieldsOf(state).map((field) => [
      field.name,
      field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value,
    ]),
  )
  try {
    sessionStorage.setItem(keptKey(state.name), JSON.stringify(values))
  } catch {
    // Storage off: the reload still brings the island, without what was typed.
  }
  location.reload()
}

/** Puts back what a retry kept, before the island hydrates (the form takes its fields as they are). */
function restoreKept(state: IslandState): void {
  let values: Record<string, string | boolean> | undefined
  try {
    values = JSON.parse(sessionStorage.getItem(keptKey(state.name)) ?? 'null') ?? undefined
    sessionStorage.removeItem(keptKey(state.name))
  } catch {
    return
  }
  if (!values) return
  for (const field of fieldsOf(state)) {
    const value = values[field.name]
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) field.checked = value
    else if (typeof value === 'string') field.value = value
  }
}

async function start(state: IslandState): Promise<void> {
  if (state.status === 'loading' || state.status === 'running') return
  state.status = 'loading'
  state.stop?.()
  try {
    const [component, { hydrateIsland }] = await Promise.all([
      islandCode[state.name].load(),
      import('./hydrate-island'),
    ])
    await hydrateIsland(
      state.element,
      component as Parameters<typeof hydrateIsland>[1],
      JSON.parse(state.element.dataset.props ?? '{}') as object,
      islandPrefix(state.name),
    )
    state.status = 'running'
    const replay = state.replay
    state.replay = undefined
    replay?.()
  } catch (error) {
    state.status = 'failed'
    console.warn(`The ${state.name} island could not start:`, error)
    const box = failureBox(state)
    if (box) box.hidden = false
  }
}

/** Holds a press on an island that does not run yet: it is done again once the island runs. */
function hold(event: Event, replay: () => void): void {
  const state = islandOf(event.target)
  if (!state || state.status === 'running') return
  // A download works without the island; one that failed does not hold it back.
  if (state.status === 'failed' && event.target instanceof Element && event.target.closest('a[download]')) return
  event.preventDefault()
  event.stopPropagation()
  state.replay = replay
  void start(state)
}

let listening = false

function listen(): void {
  if (listening) return
  listening = true
  // The presses the boot script held while these scripts loaded (src/boot.ts), held here now.
  const early = window.heldPresses
  early?.stop()
  // Capturing at the document, so each comes before the island's own root sees it.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement
      const submitter = (event as SubmitEvent).submitter
      hold(event, () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined))
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const retryButton = target?.closest('[data-island-retry]')
      const failed = retryButton?.closest<HTMLElement>('[data-island-failed]')?.previousElementSibling
      const failedState = failed instanceof HTMLElement ? states.get(failed) : undefined
      if (failedState) return retry(failedState)
      const control = heldClickControl(target)
      if (control) hold(event, () => control.click())
    },
    true,
  )
  // Enter in a field outside a form (the calculator's typed amounts); in a form it submits, held above.
  document.addEventListener(
    'keydown',
    (event) => {
      const field = event.target
      if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.form) return
      hold(event, () =>
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
      )
    },
    true,
  )
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const)
    document.addEventListener(
      type,
      (event) => {
        const state = islandOf(event.target)
        if (state?.element.dataset.trigger === 'interaction') void start(state)
      },
      true,
    )
  // After the islands are watched (startIslands), so each press done again finds its island and is held there.
  queueMicrotask(() => {
    for (const event of early?.held ?? []) {
      const { target } = event
      if (target instanceof HTMLFormElement && target.isConnected)
        target.requestSubmit((event as SubmitEvent).submitter ?? undefined)
      else heldClickControl(target)?.click()
    }
  })
}

/** Whether the visitor was in the island before the scripts started: it has focus, or a field holds something typed. */
const reachedAlready = (state: IslandState) =>
  state.element.contains(document.activeElement) ||
  fieldsOf(state).some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue,
  )

function watch(element: HTMLElement): void {
  const name = element.dataset.island as IslandName
  if (!(name in islandCode) || states.has(element)) return
  const state: IslandState = { name, element, status: 'waiting' }
  states.set(element, state)
  restoreKept(state)
  const startNow = islandCode[name].startNow?.() || reachedAlready(state)
  const trigger = (startNow ? 'load' : element.dataset.trigger) as IslandTrigger
  if (trigger === 'load') void start(state)
  else if (trigger === 'idle') whenIdle(() => void start(state))
  else if (trigger === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start(state)
      },
      { rootMargin: '200px' },
    )
    // The island's own element has no box (display: contents): its children are what scrolls into view.
    for (const child of element.children) observer.observe(child)
    state.stop = () => observer.disconnect()
  }
}

/** Watches every island of the page. */
export function startIslands(): void {
  listen()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) watch(element)
}
