/**
 * A part of a page that the app takes over only when the visitor reaches into it (issue 20, point 3; decision 0038):
 * pre-rendered like the rest, it works as plain HTML meanwhile (its fields can be typed in), and its code is loaded,
 * and the part hydrated, at the first pointer press or focus inside it. So a page whose part is a lead form neither
 * downloads nor runs the form's code at start-up, when most visitors only read. A page reached in the app (not the
 * first of the visit) loads the part's code with its own, and shows it at once; so does the pre-rendering, which
 * writes the part into the page's HTML like the rest.
 */
import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react'

/** Parts whose code started loading with their page's module, while pre-rendering or once the app runs. */
const partsLoading = new Set<Promise<unknown>>()

/**
 * Waits for the parts a page's module started loading: each route does, after its module (src/routes.tsx), so the
 * page renders them at once. (While pre-rendering a part that had to wait would be written out with an inline
 * script, which the CSP forbids.)
 */
export async function deferredPartsLoaded(): Promise<void> {
  const pending = [...partsLoading]
  // Pages render side by side while pre-rendering: each waits for every part, which is loaded only once anyway.
  if (!import.meta.env.SSR) partsLoading.clear()
  await Promise.all(pending)
}

/** Whether the app has taken over the page the visit started on (src/app/root-layout.tsx marks it). */
const appHasStarted = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined

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

/**
 * `load` gives the part's component; `loadAtOnce`, asked when the page starts, says the part has something to show
 * the visitor already (a form's saved draft), so its code loads then without waiting for them.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loadAtOnce }: { loadAtOnce?: () => boolean } = {},
): (props: P) => ReactElement {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Tried again at the next interaction.
        loading = undefined
        throw error
      },
    ))
  if (import.meta.env.SSR || appHasStarted()) partsLoading.add(start().catch(() => undefined))

  function Part({ wanted, latest }: { wanted: Promise<ComponentType<P>>; latest: ReturnType<typeof propsStore<P>> }) {
    const props = useSyncExternalStore(latest.subscribe, latest.get, latest.first)
    // Loaded with the page while pre-rendering or once the app runs; on the page a visit starts on, when the visitor
    // reaches into the part.
    const Component = loaded ?? use(wanted)
    return <Component {...props} />
  }

  return function DeferredPart(props: P) {
    const box = useRef<HTMLDivElement>(null)
    const [part] = useState(() => {
      let resolve: (component: ComponentType<P>) => void = () => {}
      const wanted = new Promise<ComponentType<P>>((settle) => (resolve = settle))
      let trying = false
      const want = () => {
        if (trying) return
        trying = true
        start().then(resolve, () => (trying = false))
      }
      return { wanted, want, latest: propsStore(props) }
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
      if (loaded || loadAtOnce?.()) return part.want()
      // Listened for above the app's root: React stops an event inside a part it has not hydrated from going further.
      const reached = (event: Event) => {
        if (box.current?.contains(event.target as Node)) part.want()
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
