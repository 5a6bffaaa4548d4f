import * as Dialog from '@radix-ui/react-dialog'
import { lazy, Suspense, useState } from 'react'
import { leadsCopy } from '../../../content/data'
import type { LazyDialogProps } from '../../components/ui/lazy-dialog'

const ChatForm = lazy(() => import('./chat-form'))

/**
 * The chat button's dialog: the short lead form. While it sends, Escape and a click outside do not close it (the
 * result would go unseen by accident); its Close button always does, and the lead goes on in the background (each
 * call has a time limit, and the draft stays until the lead is sent).
 */
export default function ChatDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { chat } = leadsCopy
  const [busy, setBusy] = useState(false)
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={keepOpenWhileBusy}
          onInteractOutside={keepOpenWhileBusy}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem] sm:rounded-2xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-brand">{chat.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{chat.dialogText}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
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
