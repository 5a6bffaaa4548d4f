import * as RadixAccordion from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * Questions that open one at a time and can all be closed (Radix: arrow keys move between questions).
 * Closed answers stay in the HTML, hidden by CSS, so the pre-rendered page holds every answer and styles.css (scripting: none)
 * can show them all when JavaScript is off.
 */
export function Accordion({
  value,
  onValueChange,
  children,
  className,
}: {
  value: string
  onValueChange: (value: string) => void
  children: ReactNode
  className?: string
}) {
  return (
    <RadixAccordion.Root type="single" collapsible value={value} onValueChange={onValueChange} className={className}>
      {children}
    </RadixAccordion.Root>
  )
}

export function AccordionItem({
  value,
  heading,
  children,
  hidden = false,
}: {
  value: string
  heading: string
  children: ReactNode
  /** Left out until asked for ('Load more FAQs'); skipped by keyboard navigation meanwhile. */
  hidden?: boolean
}) {
  return (
    <RadixAccordion.Item
      value={value}
      disabled={hidden}
      data-noscript-show=""
      className={classNames('rounded-xl bg-white ring-1 ring-slate-200', hidden && 'hidden')}
    >
      <RadixAccordion.Header className="text-base font-bold text-slate-900">
        <RadixAccordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-slate-50">
          <span>{heading}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 shrink-0 text-brand transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          >
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content forceMount data-noscript-show="" className="px-5 pb-5 data-[state=closed]:hidden">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  )
}
