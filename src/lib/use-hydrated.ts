import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the pre-rendered HTML is being hydrated, true afterwards: what depends on the visitor's address
 * (query parameters) renders after hydration, so the browser's first render matches the static HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
