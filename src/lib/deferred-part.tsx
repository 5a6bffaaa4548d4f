/**
 * A part of a page that the app takes over only when the visitor reaches into it (issue 20, point 3; decision 0038):
 * pre-rendered like the rest, it works as plain HTML meanwhile (its fields can be typed in), and its code is loaded,
 * and the part hydrated, at the first pointer press or focus inside it. So a page whose part is a lead form neither
 * downloads nor runs the form's code at start-up, when most visitors only read. A page reached in the app (not the
 * first of the visit) loads the part's code with its own, and shows it at once; so does the pre-rendering, which
 * writes the part into the page's HTML like the rest. A part with nothing to press goes further (PreRendered,
 * staticPart; decision 0039): on the page a visit starts on, it is never taken over at all.
 */
import {
  Suspense,
  createElement,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type ReactElement,
} from 'react'
import { appHasStarted, rendersPreRenderedStart } from './app-started'
import { usePageHeadTags } from './head-tags'
import { keepPicturesWorking } from './kept-pictures'
import { nextPreRenderedPart, preRenderedMarker } from './pre-rendered-html'

/** How each part's code is loaded (once), for every part whose module has been imported. */
const partLoaders = new Set<() => Promise<unknown>>()

/**
 * Each route waits, after its module (src/routes.tsx), for the code of every part known so far, while pre-rendering
 * and once the app runs, so the page renders its parts at once (a part that had to wait would be written out with an
 * inline script, which the CSP forbids, or show nothing for a moment after a navigation). A part's module may have
 * been imported by the page a visit started on, so this cannot be limited to the parts the route's module brought.
 * Before the app starts (the page the visit started on) no route waits: that is the point of a deferred part.
 */
export async function deferredPartsLoaded(): Promise<void> {
  if (!import.meta.env.SSR && !appHasStarted()) return
  await Promise.all([...partLoaders].map((load) => load().catch(() => undefined)))
}

/** A part's code, loaded once when first wanted, and listed for deferredPartsLoaded. */
function partCode<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Tried again when next wanted.
        loading = undefined
        throw error
      },
    ))
  partLoaders.add(start)
  let orReload: Promise<ComponentType<P>> | undefined
  /**
   * For a part that must render now (a page reached in the app, which has no pre-rendered HTML for it): its code, or,
   * should it fail to load (a new release replaced it, or the connection dropped), the server's page for the address,
   * which has the part, as a route that fails does (src/app/browser-app.tsx).
   */
  const startOrReload = () =>
    (orReload ??= start().catch(() => {
      window.location.reload()
      return new Promise<ComponentType<P>>(() => {})
    }))
  return { start, startOrReload, loaded: () => loaded }
}

/** The part's latest props, read by the part once it has hydrated, so a change does not touch the waiting HTML. */
function propsStore<P>(first: P) {
  let current = first
  const listeners = new Set<() => void>()
  return {
    first: () => first,
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: P) {
      current = next
      for (const listener of listeners) listener()
    },
  }
}

const sameProps = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]))

const interactions = ['pointerdown', 'focusin'] as const

/** Whether the visitor was in the part before the app started: it has focus, or a field no longer holds its first value. */
function reachedAlready(element: HTMLElement): boolean {
  if (element.contains(document.activeElement)) return true
  return [...element.querySelectorAll('input, textarea, select')].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : (field as HTMLInputElement | HTMLTextAreaElement).value !==
          (field as HTMLInputElement | HTMLTextAreaElement).defaultValue,
  )
}

/**
 * `load` gives the part's component; `loadAtOnce`, asked when the page starts, says the part has something to show
 * the visitor already (a form's saved draft), so its code loads then without waiting for them.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loadAtOnce }: { loadAtOnce?: () => boolean } = {},
): (props: P) => ReactElement {
  const code = partCode(load)
  const start = code.start

  function Part({ wanted, latest }: { wanted: Promise<ComponentType<P>>; latest: ReturnType<typeof propsStore<P>> }) {
    const props = useSyncExternalStore(latest.subscribe, latest.get, latest.first)
    // Loaded with the page while pre-rendering or once the app runs; on the page a visit starts on, when the visitor
    // reaches into the part.
    return createElement(code.loaded() ?? use(wanted), props)
  }

  return function DeferredPart(props: P) {
    const box = useRef<HTMLDivElement>(null)
    const [part] = useState(() => {
      // Not the page the visit started on: nothing was pre-rendered here to wait in, so the code is wanted now.
      const afterStart = appHasStarted()
      let resolve: (component: ComponentType<P>) => void = () => {}
      const wanted = new Promise<ComponentType<P>>((settle) => (resolve = settle))
      let trying = false
      const want = () => {
        if (trying) return
        trying = true
        start().then(resolve, () => {
          trying = false
          // With no pre-rendered part to fall back on, the server's page for this address has it.
          if (afterStart) window.location.reload()
        })
      }
      return { wanted, want, afterStart, latest: propsStore(props) }
    })
    // One element for the part's whole life: a new one before its code has loaded would make React drop the
    // pre-rendered HTML and show nothing until then.
    const [content] = useState(() => (
      <Suspense fallback={null}>
        <Part wanted={part.wanted} latest={part.latest} />
      </Suspense>
    ))
    useEffect(() => {
      part.latest.set(props)
      // Props the page gives only once it runs (a handed-over estimate): the part loads now to show them.
      if (!sameProps(props, part.latest.first())) part.want()
    })
    useEffect(() => {
      const element = box.current
      if (code.loaded() || part.afterStart || !element || loadAtOnce?.() || reachedAlready(element)) return part.want()
      // Listened for above the app's root: React stops an event inside a part it has not hydrated from going further.
      const reached = (event: Event) => {
        if (element.contains(event.target as Node)) part.want()
      }
      for (const type of interactions) document.addEventListener(type, reached, { capture: true })
      return () => {
        for (const type of interactions) document.removeEventListener(type, reached, { capture: true })
      }
    }, [part])
    return (
      <div ref={box} className="contents">
        {content}
      </div>
    )
  }
}

/**
 * What never changes once shown and has nothing to press (testimonials, a legal text, a whole article): rendered
 * like the rest while pre-rendering and on a page reached in the app, and on the page a visit starts on left as the
 * pre-rendered HTML for good. React does not hydrate it (an element whose content React sets as HTML keeps the
 * pre-rendered content when it hydrates), so `children` are not rendered there, and what only they show need not be
 * loaded (src/routes.tsx, firstPageSkips). Decided once per page: a later render keeps it as it was.
 * Its links are plain links there, which the app still follows itself (src/app/browser-app.tsx), and its pictures
 * are looked after without React (kept-pictures.ts).
 */
export function PreRendered({ children }: { children?: ReactNode }): ReactElement {
  // The HTML kept, one object for the part's life: React never sets it while hydrating, and writes the same HTML
  // back should it render the page from scratch (src/lib/pre-rendered-html.ts).
  const [kept] = useState(() => (rendersPreRenderedStart() ? { __html: nextPreRenderedPart() } : undefined))
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (kept && box.current) keepPicturesWorking(box.current)
  }, [kept])
  return kept ? (
    <div
      ref={box}
      {...preRenderedMarker}
      className="contents"
      dangerouslySetInnerHTML={kept}
      suppressHydrationWarning
    />
  ) : (
    <div {...preRenderedMarker} className="contents">
      {children}
    </div>
  )
}

/**
 * A whole page with nothing to press, on the page a visit starts on (src/routes.tsx, staticPage): kept as
 * pre-rendered, head and all, with neither its module nor its data loaded.
 */
export function KeptPage(): ReactElement {
  // Nothing is written over the head the page came with; its structured data still leaves with it.
  usePageHeadTags(() => ({}))
  return <PreRendered>{null}</PreRendered>
}

/** A static part's props: any may be missing where the part is kept as pre-rendered, which never reads them. */
export type StaticPartProps<P> = { [K in keyof P]: P[K] | undefined }

/**
 * A PreRendered part whose code and text are a module of their own (`load`), which the page a visit starts on never
 * downloads. A page reached in the app loads it with its own code, as it loads deferred parts', and renders it with
 * every prop given (the data the page a visit starts on skips, src/routes.tsx, firstPageSkips).
 */
export function staticPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: StaticPartProps<P>) => ReactElement {
  const code = partCode(load)
  function Loaded(props: StaticPartProps<P>) {
    const missing = Object.entries(props).find(([, value]) => value === undefined)
    if (missing) throw new Error(`A static part rendered without ${missing[0]}: the route must load it`)
    // Loaded before the page renders (src/routes.tsx waits for every part's code); in the browser, a part whose code
    // failed to load reloads the address. The pre-rendering has every part's code or fails the build.
    return createElement(code.loaded() ?? use(import.meta.env.SSR ? code.start() : code.startOrReload()), props as P)
  }
  return function StaticPart(props: StaticPartProps<P>) {
    return (
      <PreRendered>
        <Loaded {...props} />
      </PreRendered>
    )
  }
}
