import { afterNextPaint } from '../lib/after-paint'

/**
 * What the menu's popover (src/components/layout/mobile-menu.tsx) gains once scripts run (decision 0048): it paints
 * before it takes the focus and stops the page behind from scrolling, its button says whether it is open, Tab goes
 * round the menu as it would in a modal dialog, focus returns to the button, it closes when a link in it is followed
 * or the window widens past 768 px, and it opens where the browser has no popovers. Plain DOM, so the header never
 * waits for React.
 */
const hasPopovers = () => 'popover' in HTMLElement.prototype

export function enhanceMenu(): void {
  const menu = document.getElementById('site-menu')
  const trigger = document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')
  if (!menu || !trigger) return
  const isOpen = () => (hasPopovers() ? menu.matches(':popover-open') : menu.hasAttribute('open'))
  // The focus forced a layout, and the scroll lock a repaint of the page, inside the press: both follow its frame
  // instead (decision 0051).
  const firstFocus = menu.querySelector<HTMLElement>('[autofocus]')
  firstFocus?.removeAttribute('autofocus')
  const lockPage = (locked: boolean) => document.documentElement.toggleAttribute('data-menu-open', locked)
  const settleOpened = () =>
    void afterNextPaint().then(() => {
      if (!isOpen()) return
      if (!menu.contains(document.activeElement)) firstFocus?.focus()
      lockPage(true)
    })
  lockPage(isOpen())
  const close = () => {
    if (hasPopovers()) return menu.hidePopover()
    menu.removeAttribute('open')
    sayOpen()
    lockPage(false)
    trigger.focus()
  }
  const sayOpen = () => trigger.setAttribute('aria-expanded', String(isOpen()))
  sayOpen()
  menu.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') settleOpened()
  })
  menu.addEventListener('toggle', (event) => {
    sayOpen()
    if ((event as ToggleEvent).newState !== 'closed') return
    lockPage(false)
    // The browser gives focus back to what had it before, which is not the button when it was tapped.
    const active = document.activeElement
    if (!active || active === document.body || menu.contains(active)) trigger.focus()
  })
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !hasPopovers()) return close()
    if (event.key !== 'Tab') return
    const focusable = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([tabindex="-1"])')]
    const [first, last] = [focusable[0], focusable.at(-1)]
    if (document.activeElement !== (event.shiftKey ? first : last)) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  })
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close()
  })
  if (!hasPopovers()) {
    trigger.addEventListener('click', () => {
      menu.setAttribute('open', '')
      sayOpen()
      settleOpened()
    })
    for (const button of menu.querySelectorAll('button[popovertarget]')) button.addEventListener('click', close)
  }
  const desktop = window.matchMedia('(min-width: 768px)')
  desktop.addEventListener('change', () => desktop.matches && isOpen() && close())
}
