import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { leadsCopy } from '../../../content/data'
import { useLazyDialog } from '../../components/ui/lazy-dialog'
import { addScriptWhenIdle } from '../../lib/idle-script'
import { staticPagePath } from '../../routing/paths'
import { useHydrated } from '../../lib/use-hydrated'
import { classNames } from '../../lib/class-names'
import { useScrolledPast } from '../../lib/use-scrolled-past'

/** How far down a page (in window heights) the chat button appears: never over the first view's calls to action. */
const chatButtonAfter = 0.5

/**
 * The site's own chat button (decision 0027): at most 70 px, fixed, labelled; it opens the short lead form
 * (chat-dialog.tsx, loaded when the visitor goes to open it, or the contact page's form if it cannot load). It
 * appears once the visitor scrolls half a window down a page, so at first view it covers none of the page's calls
 * to action (decision 0011).
 */
function ChatButton() {
  const { triggerProps, dialog } = useLazyDialog(() => import('./chat-dialog'), staticPagePath('contact'))
  const shown = useScrolledPast(chatButtonAfter, useLocation().pathname)
  return (
    <>
      <button
        {...triggerProps}
        aria-label={leadsCopy.chat.buttonLabel}
        data-requires-script=""
        className={classNames(
          'fixed right-4 bottom-4 z-40 inline-flex size-16 max-h-[70px] max-w-[70px] items-center justify-center rounded-full bg-brand-accent text-white shadow-lg transition-[opacity,translate] hover:bg-orange-800 motion-reduce:transition-none',
          !shown && 'invisible translate-y-4 opacity-0',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        </svg>
      </button>
      {dialog}
    </>
  )
}

/**
 * A configured provider's loader (decision 0027): added once the page is idle, removed on unmount; the buttons it
 * inserts get an accessible name as they appear (a MutationObserver, not a once-a-second poll).
 */
function ThirdPartyChat({ src, widgetId }: { src: string; widgetId: string }) {
  useEffect(() => {
    const label = (root: ParentNode) => {
      for (const button of root.querySelectorAll<HTMLElement>(
        'button:not([aria-label]), [role="button"]:not([aria-label])',
      ))
        if (!button.textContent?.trim()) button.setAttribute('aria-label', leadsCopy.chat.buttonLabel)
    }
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLElement) label(node.parentElement ?? node)
    })
    const remove = addScriptWhenIdle(src, { widgetId }, () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    )
    return () => {
      observer.disconnect()
      remove()
    }
  }, [src, widgetId])
  return null
}

export function ChatWidget() {
  const src = import.meta.env.VITE_CHAT_WIDGET_SRC?.trim()
  const widgetId = import.meta.env.VITE_CHAT_WIDGET_ID?.trim()
  // The button is added after hydration: it needs scripts, and the static page stays identical for every visitor.
  const hydrated = useHydrated()
  if (!hydrated) return null
  return src && widgetId ? <ThirdPartyChat src={src} widgetId={widgetId} /> : <ChatButton />
}
