import { useLocation } from 'react-router-dom'
import { currentLink } from './current-link'
import { layoutCopy } from '../../../content/data'
import { classNames } from '../../lib/class-names'
import { pagePath } from '../../routing/paths'
import { LineIcon } from '../ui/line-icon'
import { PhoneLink } from '../ui/phone-link'

const menuId = 'site-menu'
const titleId = 'site-menu-title'

const squareButtonClass = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300'

/**
 * The menu below 768 px: a popover in every page's HTML, opened and closed by the buttons' popovertarget, so it works
 * before scripts run and with scripts off (decision 0048). It covers the page: the dimmed part beside the panel is a
 * button that closes it, so a tap there never falls through to a link below. Escape closes it, the focus goes to its
 * close button (autofocus) and back when it closes. styles.css keeps it laid out while closed, slides it in and stops
 * the page behind it from scrolling; src/browser/menu.ts adds the rest, and once it runs, the focus and the scroll lock
 * come after the menu's first frame (decision 0051). A modal dialog would also make the page behind inert, but Chromium
 * restyles the whole page for that: about two fifths of the main thread's work for the press.
 */
export function MobileMenu() {
  const { pathname } = useLocation()
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-haspopup="dialog"
        aria-controls={menuId}
        aria-label={layoutCopy.openMenu}
        className={classNames(squareButtonClass, 'text-slate-800 md:hidden')}
      >
        <LineIcon path="menu" />
      </button>
      {/* A popover is fixed and above the page anyway; fixed and z-50 place it so where popovers are unknown. */}
      <div
        id={menuId}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none border-0 bg-slate-900/50 p-0 open:flex"
      >
        {/* Not for keyboards or screen readers, which have the close button and Escape. */}
        <button
          type="button"
          popoverTarget={menuId}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          className="min-w-0 flex-1 cursor-default"
        />
        <div className="flex h-full w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 text-slate-800 shadow-xl">
          <div className="flex items-center justify-between">
            <p id={titleId} className="text-lg font-bold text-brand">
              {layoutCopy.menuTitle}
            </p>
            <button
              type="button"
              popoverTarget={menuId}
              popoverTargetAction="hide"
              // Inside a popover, autofocus picks what has focus when it opens, not at page load.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              className={squareButtonClass}
              aria-label={layoutCopy.closeMenu}
            >
              <LineIcon path="close" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {layoutCopy.headerNavigation.map((item) => {
                const path = pagePath(item.page)
                return (
                  <li key={item.page}>
                    <a
                      href={path}
                      {...currentLink(path, pathname)}
                      className="block rounded-md px-3 py-3 text-lg font-medium text-slate-800 hover:bg-green-50 aria-[current=page]:bg-green-50 aria-[current=page]:text-brand"
                    >
                      {item.label}
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
          <PhoneLink variant="primary" label={layoutCopy.callLabel} />
        </div>
      </div>
    </>
  )
}
