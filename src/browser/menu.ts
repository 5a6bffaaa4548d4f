/**
 * What the menu's dialog (src/components/layout/mobile-menu.tsx) gains once scripts run (decision 0037): its button
 * says whether it is open, Tab goes round the menu, focus returns to the button, it closes when a link in it is
 * followed or the window widens past 768 px, and it opens where the browser has no invoker commands. Plain DOM, so the
 * header never waits for React. The header's and the menu's links say which page is shown (aria-current), after a
 * navigation too.
 */
const hasInvokerCommands = () => 'command' in HTMLButtonElement.prototype

export function enhanceMenu(): void {
  const dialog = document.getElementById('site-menu')
  const trigger = document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')
  if (!(dialog instanceof HTMLDialogElement) || !trigger) return
  const sayOpen = () => trigger.setAttribute('aria-expanded', String(dialog.open))
  sayOpen()
  dialog.addEventListener('toggle', sayOpen)
  dialog.addEventListener('close', () => {
    sayOpen()
    // The browser gives focus back to what had it before, which is not the button when it was tapped.
    const active = document.activeElement
    if (!active || active === document.body || dialog.contains(active)) trigger.focus()
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')]
    const [first, last] = [focusable[0], focusable.at(-1)]
    if (document.activeElement !== (event.shiftKey ? first : last)) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  })
  dialog.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) dialog.close()
  })
  if (!hasInvokerCommands()) {
    trigger.addEventListener('click', () => dialog.open || dialog.showModal())
    dialog.querySelector('button[command="close"]')?.addEventListener('click', () => dialog.close())
  }
  const desktop = window.matchMedia('(min-width: 768px)')
  desktop.addEventListener('change', () => desktop.matches && dialog.close())
}

/** Marks the header's and the menu's links to the page shown (aria-current="page"), after a navigation. */
export function markCurrentLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-current-link]')) {
    if (link.pathname === location.pathname) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}
