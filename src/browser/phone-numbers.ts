/**
 * Shows the visit's tracking number (src/lib/call-tracking.ts) where the pre-rendered page shows the main phone: in
 * its text, its tel: links and its accessible names. What says who the business is for crawlers keeps the main
 * number: the blocks marked data-main-phone (the footer's name, address and phone) and every script (JSON-LD).
 */
import { displayedPhone, mainPhone } from '../lib/call-tracking'
import { telHref } from '../lib/phone'

const keepsMainPhone = '[data-main-phone], script, style, template, noscript'

export function showVisitPhone(root: Element): void {
  const shown = displayedPhone()
  if (shown === mainPhone) return
  const swap = (text: string) => text.replaceAll(mainPhone, shown)
  for (const link of root.querySelectorAll(`a[href="${telHref(mainPhone)}"]`))
    if (!link.closest(keepsMainPhone)) link.setAttribute('href', telHref(shown))
  for (const element of root.querySelectorAll('[aria-label]')) {
    const label = element.getAttribute('aria-label')!
    if (label.includes(mainPhone) && !element.closest(keepsMainPhone)) element.setAttribute('aria-label', swap(label))
  }
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = texts.nextNode(); node; node = texts.nextNode())
    if (node.nodeValue?.includes(mainPhone) && !node.parentElement?.closest(keepsMainPhone))
      node.nodeValue = swap(node.nodeValue)
}
