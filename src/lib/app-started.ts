/**
 * Whether the app has taken over the page the visit started on: the root layout marks the document once it has
 * hydrated (tests wait for `html[data-hydrated]` too). Before that, the page is the pre-rendered HTML alone.
 */
export function markAppStarted(): void {
  document.documentElement.dataset.hydrated = 'true'
}

export const appHasStarted = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined

/**
 * Whether what renders now is the pre-rendered page the visit started on, before the app has taken it over: the
 * browser, before the start, over HTML the build wrote (vite-react-ssg marks its root). Its static parts stay as that
 * HTML (src/lib/deferred-part.tsx), so neither their code nor the data only they show needs to load.
 */
export const rendersPreRenderedStart = (): boolean =>
  !import.meta.env.SSR && !appHasStarted() && document.querySelector('[data-server-rendered="true"]') !== null
