/**
 * Whether the app has taken over the page the visit started on: the root layout marks the document once it has
 * hydrated (tests wait for `html[data-hydrated]` too). Before that, the page is the pre-rendered HTML alone.
 */
export function markAppStarted(): void {
  document.documentElement.dataset.hydrated = 'true'
}

export const appHasStarted = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined
