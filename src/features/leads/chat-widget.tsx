import * as Dialog from '@radix-ui/react-dialog'
import { lazy, Suspense, useEffect, useState } from 'react'
import { leadsCopy } from '../../../content/leads'
import { addScriptWhenIdle } from '../../lib/idle-script'
import { useHydrated } from '../../lib/use-hydrated'

const ChatForm = lazy(() => import('./chat-form'))

/** The site's own chat button (DECISIONS.md 6): at most 70 px, fixed, labelled; it opens the short lead form. */
function ChatButton() {
  const { chat } = leadsCopy
  const [busy, setBusy] = useState(false)
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault()
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={chat.buttonLabel}
        data-requires-script=""
        className="fixed right-4 bottom-4 z-40 inline-flex size-16 max-h-[70px] max-w-[70px] items-center justify-center rounded-full bg-brand-accent text-white shadow-lg hover:bg-orange-800"
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={keepOpenWhileBusy}
          onInteractOutside={keepOpenWhileBusy}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem] sm:rounded-2xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-brand">{chat.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{chat.dialogText}</Dialog.Description>
            </div>
            <Dialog.Close
              disabled={busy}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {chat.close}
            </Dialog.Close>
          </div>
          <Suspense fallback={<div className="h-96 animate-pulse rounded-lg bg-slate-100" />}>
            <ChatForm onBusyChange={setBusy} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * A configured provider's loader (DECISIONS.md 6): added once the page is idle, removed on unmount; the buttons it
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
