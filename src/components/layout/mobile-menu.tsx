import { layoutCopy } from '../../../content/layout'
import { useLazyDialog } from '../ui/lazy-dialog'
import { staticPagePath } from '../../routing/paths'

/** A 24 px stroked icon; its meaning is carried by the button's label. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" />
    </svg>
  )
}

/**
 * The menu button below 768 px. The slide-out menu (mobile-menu-dialog.tsx) loads when the visitor goes to open it;
 * if it cannot load, the button leads to the sitemap page, which links every page.
 */
export function MobileMenu() {
  const { triggerProps, dialog } = useLazyDialog(() => import('./mobile-menu-dialog'), staticPagePath('sitemap'))
  return (
    <>
      <button
        {...triggerProps}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-800 md:hidden"
        aria-label={layoutCopy.openMenu}
      >
        <LineIcon path="M4 6h16M4 12h16M4 18h16" />
      </button>
      {dialog}
    </>
  )
}
