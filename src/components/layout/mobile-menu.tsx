import { layoutCopy } from '../../../content/data'
import { useHydrated } from '../../lib/use-hydrated'
import { staticPagePath } from '../../routing/paths'
import { useLazyDialog } from '../ui/lazy-dialog'
import { LineIcon } from '../ui/line-icon'

const menuButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-800 md:hidden'

/**
 * The menu button below 768 px. The slide-out menu (mobile-menu-dialog.tsx) loads when the visitor goes to open it.
 * Until the app has started (and with scripts off) the button is a link to the sitemap page, which links every page;
 * it leads there too if the menu's code cannot be loaded.
 */
export function MobileMenu() {
  const sitemapPath = staticPagePath('sitemap')
  const { triggerProps, dialog } = useLazyDialog(() => import('./mobile-menu-dialog'), sitemapPath)
  const icon = <LineIcon path="menu" />
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
