import { useEffect } from 'react'
import { leadsCopy } from '../../../content/data'
import { useLazyDialog } from '../../components/ui/lazy-dialog'
import { addScriptWhenIdle } from '../../lib/when-idle'
import { pagePath } from '../../routing/paths'

/**
 * The site's own chat button (decision 0027): labelled, in the sticky header beside the call button, so it shows from
 * the first view on every page and never covers a call to action (decision 0042); it opens the short lead form
 * (chat-dialog.tsx, loaded when the visitor goes to open it, or the contact page's form if it cannot load).
 */
function ChatButton() {
  const { triggerProps, dialog } = useLazyDialog(() => import('./chat-dialog'), pagePath('contact'))
  return (
    <>
      <button
        {...triggerProps}
        aria-label={leadsCopy.chat.buttonLabel}
        data-requires-script=""
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-brand text-brand hover:bg-green-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
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

/** The chat on every page: a provider's when the build names one, else the site's own button (an island). */
export function ChatWidget() {
  const src = import.meta.env.VITE_CHAT_WIDGET_SRC?.trim()
  const widgetId = import.meta.env.VITE_CHAT_WIDGET_ID?.trim()
  return src && widgetId ? <ThirdPartyChat src={src} widgetId={widgetId} /> : <ChatButton />
}
