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
 * The menu below 768 px: the browser's own modal dialog, in every page's HTML, opened and closed by the buttons'
 * commandfor and command attributes, so it works before scripts run and with scripts off (decision 0037). The browser
 * keeps the page behind it out of reach, closes it on Escape or a tap beside it (closedby="any"), and styles.css stops
 * the page behind it from scrolling; src/browser/menu.ts adds the rest. It is not hidden on wide screens: opened on a
 * phone that then widens before scripts run, it stays visible and closable rather than leaving the page inert behind
 * an invisible dialog.
 */
export function MobileMenu() {
  const { pathname } = useLocation()
  return (
    <>
      <button
        type="button"
        commandfor={menuId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={menuId}
        aria-label={layoutCopy.openMenu}
        className={classNames(squareButtonClass, 'text-slate-800 md:hidden')}
      >
        <LineIcon path="menu" />
      </button>
      <dialog
        id={menuId}
        aria-labelledby={titleId}
        closedby="any"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] flex-col gap-6 bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/50 open:flex motion-safe:open:animate-[slide-in_200ms_ease-out]"
      >
        <div className="flex items-center justify-between">
          <p id={titleId} className="text-lg font-bold text-brand">
            {layoutCopy.menuTitle}
          </p>
          <button
            type="button"
            commandfor={menuId}
            command="close"
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
      </dialog>
    </>
  )
}
