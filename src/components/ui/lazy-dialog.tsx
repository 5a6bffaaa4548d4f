import { useRef, useState, type ComponentType } from 'react'

/** What a lazily loaded dialog module's default export receives: put the first two on Radix's Root, the last on its Content. */
export interface LazyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Gives focus back to the button on close, as Radix's own Trigger would. */
  onCloseAutoFocus: (event: Event) => void
}

/**
 * A dialog whose code loads only when a visitor goes to open it (the chat; the menu is the browser's own dialog,
 * decision 0037). Radix Dialog with its focus trap and scroll lock is about 10 KB gzipped and most visits never open
 * the chat, so the button is a plain one: the dialog's module is fetched when the pointer reaches the button or it takes focus (usually done before the click), or by
 * the click itself; clicks while it loads are ignored. If the module cannot be loaded (the network dropped, and a
 * browser then refuses that module until the page is reloaded, or a new release replaced the file), the click goes
 * to `fallbackPath`, a page that does the same job without the dialog.
 */
export function useLazyDialog(load: () => Promise<{ default: ComponentType<LazyDialogProps> }>, fallbackPath: string) {
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<ComponentType<LazyDialogProps> | null>(null)
  const loading = useRef(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const preload = () => {
    // The click finds out whether this worked, and handles a failure.
    load().catch(() => undefined)
  }
  const openDialog = () => {
    if (Dialog) return setOpen(true)
    if (loading.current) return
    loading.current = true
    load().then(
      (module) => {
        loading.current = false
        setDialog(() => module.default)
        setOpen(true)
      },
      () => window.location.assign(fallbackPath),
    )
  }
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault()
    triggerRef.current?.focus()
  }
  return {
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: openDialog,
    },
    dialog: Dialog ? <Dialog open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} /> : null,
  }
}
