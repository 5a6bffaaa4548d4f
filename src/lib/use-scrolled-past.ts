import { useEffect, useState } from 'react'

/**
 * Whether the visitor has scrolled `fraction` of the window's height down the page since `page` was opened. Once
 * true it stays true until `page` changes, so what it reveals does not blink while the visitor scrolls back up.
 */
export function useScrolledPast(fraction: number, page: string): boolean {
  const [scrolled, setScrolled] = useState({ page, past: false })
  const past = scrolled.page === page && scrolled.past
  useEffect(() => {
    if (past) return
    const check = () => {
      if (window.scrollY >= window.innerHeight * fraction) setScrolled({ page, past: true })
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [fraction, page, past])
  return past
}
