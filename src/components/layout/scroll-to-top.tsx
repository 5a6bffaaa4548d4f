import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** Delay before the page scrolls up after a route change (SPEC section 9). */
export const scrollDelayMs = 100

export function scrollToTop(): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
}

/**
 * After every client-side route change: moves focus to the main content (so screen readers announce the new page)
 * and scrolls to the top shortly after, smoothly unless the visitor prefers reduced motion.
 */
export function ScrollToTopOnNavigation() {
  const { pathname } = useLocation()
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    document.getElementById('main')?.focus({ preventScroll: true })
    const timer = window.setTimeout(scrollToTop, scrollDelayMs)
    return () => window.clearTimeout(timer)
  }, [pathname])

  return null
}
