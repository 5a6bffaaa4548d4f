import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * A question whose answer opens and closes: the browser's own details and summary, so it works before the app has
 * started and with scripts off (decision 0037). Questions that share a `group` open one at a time where the browser
 * supports grouped details (the `name` attribute); each can be closed again. Enter and Space toggle it, and the browser
 * tells assistive technology whether it is expanded. The answer is in the pre-rendered HTML either way.
 */
export function AccordionItem({
  group,
  heading,
  children,
  hidden = false,
}: {
  group: string
  heading: string
  children: ReactNode
  /** Left out until asked for ('Load more FAQs'); shown with scripts off, where nothing could ask for it. */
  hidden?: boolean
}) {
  return (
    <details
      name={group}
      data-noscript-show={hidden ? '' : undefined}
      className={classNames('group rounded-xl bg-white ring-1 ring-slate-200', hidden && 'hidden')}
    >
      <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <h3 className="text-base font-bold text-slate-900">{heading}</h3>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="px-5 pb-5">{children}</div>
    </details>
  )
}
