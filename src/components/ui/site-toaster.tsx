import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import type { ExternalToast, ToasterProps } from 'sonner'

/**
 * sonner (about 9 KB gzipped), loaded when a form starts or a page first has something to say, not with the page
 * (decisions 0014, 0049).
 */
let sonner: Promise<typeof import('./toasts')> | undefined
const listeners = new Set<() => void>()

function loadSonner(): Promise<typeof import('./toasts')> {
  if (!sonner) {
    sonner = import('./toasts')
    listeners.forEach((listener) => listener())
  }
  return sonner
}

/**
 * Shows a toast in the page's SiteToaster, loading the toasts' code first when needed; toasts shown while it loads
 * appear in order once it has. A toast that cannot load is dropped: every form and tool also says its outcome in the
 * page itself.
 */
export function showToast(kind: 'message' | 'success' | 'error', title: string, options: ExternalToast): void {
  loadSonner().then(
    ({ toast }) => (kind === 'message' ? toast(title, options) : toast[kind](title, options)),
    () => undefined,
  )
}

/** Loads the toasts' code ahead of the first toast; one that cannot load is dropped, as in showToast. */
export function preloadToasts(): void {
  loadSonner().catch(() => undefined)
}

/** No toasts when their code cannot load; the page says the outcome anyway. */
const NoToasts: ComponentType<ToasterProps> = () => null
const LazyToaster = lazy(() =>
  loadSonner().then(
    ({ Toaster }) => ({ default: Toaster as ComponentType<ToasterProps> }),
    () => ({ default: NoToasts }),
  ),
)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The sticky header's height (h-16 and its border) and a gap: toasts start below it, never over its call button. */
const belowHeader = { top: 76 }

/**
 * Where a page's toasts appear: top centre, below the header, in the same look on every page. They close by
 * themselves or with a swipe: sonner's 20 px close button is too small a target for a thumb (decision 0011). Nothing is
 * rendered or loaded until the first toast is asked for.
 */
export function SiteToaster({ id }: { id: string }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  )
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster id={id} position="top-center" offset={belowHeader} mobileOffset={belowHeader} richColors />
    </Suspense>
  )
}
