/**
 * The console's mailto:, tel: and sms: links, made only from a value that passes the rule the database stores by
 * (plainEmailPattern, dialableNumber in lead-schema.ts; docs/decisions/0080). An older row that fails it is shown
 * as text, so no stored value can add a hidden recipient or anything else to the owner's reply.
 */
import type { ReactNode } from 'react'
import { dialableNumber, plainEmailPattern } from '#lead-schema'

export type ContactKind = 'mailto' | 'tel' | 'sms'

/** The link for `value`, or undefined when the value is not a plain address or a number to dial. */
export function contactHref(kind: ContactKind, value: string): string | undefined {
  if (kind === 'mailto') return plainEmailPattern.test(value) ? `mailto:${value}` : undefined
  const number = dialableNumber(value)
  return number && `${kind}:${number}`
}

/** A link to call, text or e-mail `value`; the bare value, as text, when it fails the rule. */
export function ContactLink(props: {
  kind: ContactKind
  value: string
  className: string
  onClick?: () => void
  children: ReactNode
}) {
  const href = contactHref(props.kind, props.value)
  if (!href)
    return (
      <span className="px-3 py-2 text-slate-700" data-testid="contact-as-text">
        {props.value}
      </span>
    )
  return (
    <a className={props.className} href={href} onClick={props.onClick}>
      {props.children}
    </a>
  )
}
