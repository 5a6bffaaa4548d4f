import { Toaster } from 'sonner'

/** The sticky header's height (h-16 and its border) and a gap: toasts start below it, never over its call button. */
const belowHeader = { top: 76 }

/**
 * Where a page's toasts appear: top centre, below the header, in the same look on every page. They close by
 * themselves or with a swipe: sonner's 20 px close button is too small a target for a thumb (issue 17).
 */
export function SiteToaster({ id }: { id: string }) {
  return <Toaster id={id} position="top-center" offset={belowHeader} mobileOffset={belowHeader} richColors />
}
