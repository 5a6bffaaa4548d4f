import * as Dialog from '@radix-ui/react-dialog'
import { useEffect } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { layoutCopy } from '../../../content/data'
import { classNames } from '../../lib/class-names'
import { staticPagePath } from '../../routing/paths'
import type { LazyDialogProps } from '../ui/lazy-dialog'
import { PhoneLink } from '../ui/phone-link'
import { LineIcon } from '../ui/line-icon'
import { scrollToTop } from './scroll-to-top'

/** The slide-out menu below 768 px: a modal dialog, so focus stays inside and Escape closes it. */
export default function MobileMenuDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const location = useLocation()

  // The menu exists below 768 px only: widening the window must not leave a modal with nothing visible in it.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 768px)')
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false)
    }
    desktop.addEventListener('change', closeOnDesktop)
    return () => desktop.removeEventListener('change', closeOnDesktop)
  }, [onOpenChange])

  const followLink = (path: string) => {
    onOpenChange(false)
    // A link to the page already shown changes no route, so nothing else scrolls.
    if (path === location.pathname) scrollToTop()
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl motion-safe:animate-[slide-in_200ms_ease-out] md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand">{layoutCopy.menuTitle}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300"
              aria-label={layoutCopy.closeMenu}
            >
              <LineIcon path="close" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {layoutCopy.headerNavigation.map((item) => {
                const path = staticPagePath(item.page)
                return (
                  <li key={item.page}>
                    <NavLink
                      to={path}
                      end
                      onClick={() => followLink(path)}
                      className={({ isActive }) =>
                        classNames(
                          'block rounded-md px-3 py-3 text-lg font-medium hover:bg-green-50',
                          isActive ? 'bg-green-50 text-brand' : 'text-slate-800',
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                )
              })}
            </ul>
          </nav>
          <PhoneLink variant="primary" label={layoutCopy.callLabel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
