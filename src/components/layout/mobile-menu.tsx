import { layoutCopy } from '../../../content/layout'
import { useHydrated } from '../../lib/use-hydrated'
import { staticPagePath } from '../../routing/paths'
import { useLazyDialog } from '../ui/lazy-dialog'

/** A 24 px stroked icon; its meaning is carried by the button's label. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" />
    </svg>
  )
}

const menuButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-800 md:hidden'

/**
 * The menu button below 768 px. The slide-out menu (mobile-menu-dialog.tsx) loads when the visitor goes to open it.
 * Until the app has started (and with scripts off) the button is a link to the sitemap page, which links every page;
 * it leads there too if the menu's code cannot be loaded.
 */
export function MobileMenu() {
  const sitemapPath = staticPagePath('sitemap')
  const { triggerProps, dialog } = useLazyDialog(() => import('./mobile-menu-dialog'), sitemapPath)
  const icon = <LineIcon path="M4 6h16M4 12h16M4 18h16" />
  if (!useHydrated()) {
    return (
      <a href={sitemapPath} className={menuButtonClass} aria-label={layoutCopy.openMenu}>
        {icon}
      </a>
    )
  }
  return (
    <>
      <button {...triggerProps} className={menuButtonClass} aria-label={layoutCopy.openMenu}>
        {icon}
      </button>
      {dialog}
    </>
  )
}
