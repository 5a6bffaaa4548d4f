import { useEffect, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { layoutCopy } from '../../../content/data'
import { classNames } from '../../lib/class-names'
import { staticPagePath } from '../../routing/paths'
import { LineIcon } from '../ui/line-icon'
import { PhoneLink } from '../ui/phone-link'
import { scrollToTop } from './scroll-to-top'

const menuId = 'site-menu'
const titleId = 'site-menu-title'

const squareButtonClass = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300'

/** Whether the browser opens and closes a dialog from a button's commandfor and command attributes by itself. */
const hasInvokerCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/**
 * The menu below 768 px: the browser's own modal dialog, in every page's HTML, opened and closed by the buttons'
 * commandfor and command attributes, so it works before the app has started and with scripts off (decision 0037).
 * The browser keeps the page behind it out of reach, closes it on Escape or a tap beside it (closedby="any"), and styles.css stops the
 * page behind it from scrolling. Once the app runs it also says on its button whether it is open, keeps Tab going round
 * the menu, gives focus back to the button, closes when a link in it is followed or the window widens past 768 px, and opens it where the browser
 * has no invoker commands. It is not hidden on wide screens: opened on a phone that then widens, before the app runs,
 * it stays visible and closable rather than leaving the page inert behind an invisible dialog.
 */
export function MobileMenu() {
  const location = useLocation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Opened before the app started: say so now.
    setOpen(dialog.open)
    const onToggle = () => setOpen(dialog.open)
    const onClose = () => {
      setOpen(false)
      // The browser gives focus back to what had it before, which is not the button when it was tapped; focus still
      // on the closed menu, or on nothing, goes to the button.
      const active = document.activeElement
      if (!active || active === document.body || dialog.contains(active)) triggerRef.current?.focus()
    }
    // The browser lets Tab pass from the last link to its own controls; once the app runs, Tab goes round the menu.
    const wrapFocus = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')]
      const [first, last] = [focusable[0], focusable.at(-1)]
      const edge = event.shiftKey ? first : last
      if (document.activeElement !== edge) return
      event.preventDefault()
      ;(event.shiftKey ? last : first)?.focus()
    }
    const desktop = window.matchMedia('(min-width: 768px)')
    const closeOnDesktop = () => {
      if (desktop.matches) dialog.close()
    }
    dialog.addEventListener('toggle', onToggle)
    dialog.addEventListener('close', onClose)
    dialog.addEventListener('keydown', wrapFocus)
    desktop.addEventListener('change', closeOnDesktop)
    return () => {
      dialog.removeEventListener('toggle', onToggle)
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('keydown', wrapFocus)
      desktop.removeEventListener('change', closeOnDesktop)
    }
  }, [])

  const openWithoutInvokers = () => {
    if (hasInvokerCommands() || !dialogRef.current || dialogRef.current.open) return
    dialogRef.current.showModal()
    setOpen(true)
  }

  const followLink = (path: string) => {
    dialogRef.current?.close()
    // A link to the page already shown changes no route, so nothing else scrolls.
    if (path === location.pathname) scrollToTop()
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        commandfor={menuId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={layoutCopy.openMenu}
        className={classNames(squareButtonClass, 'text-slate-800 md:hidden')}
        onClick={openWithoutInvokers}
      >
        <LineIcon path="menu" />
      </button>
      <dialog
        ref={dialogRef}
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
            onClick={() => dialogRef.current?.close()}
          >
            <LineIcon path="close" />
          </button>
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
      </dialog>
    </>
  )
}
