import { displayedPhone } from '../../lib/call-tracking'
import { classNames } from '../../lib/class-names'
import { telHref } from '../../lib/phone'
import { buttonClasses, type ButtonVariant } from './button'

/**
 * Tap-to-call link to the business phone, optionally after a label ("Call"); as a button it never wraps. It shows the
 * visit's tracking number where it has one (src/lib/call-tracking.ts), unless given the number to show; its digits
 * are of one width, so a number of the same length takes the same room.
 */
export function PhoneLink({
  variant,
  className,
  label,
  phone = displayedPhone(),
}: {
  variant?: ButtonVariant
  className?: string
  label?: string
  phone?: string
}) {
  const classes = classNames('tabular-nums', className)
  return (
    <a
      href={telHref(phone)}
      className={variant ? buttonClasses(variant, classNames('whitespace-nowrap', classes)) : classes}
    >
      {label && `${label} `}
      {phone}
    </a>
  )
}

/** What shows where a control needs JavaScript and it is off: the reason, then the phone (see styles.css). */
export function NoScriptCallNotice({ text, className }: { text: string; className?: string }) {
  return (
    <p
      data-noscript-show=""
      className={classNames('hidden rounded-lg bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200', className)}
    >
      {text} <PhoneLink className="font-bold text-brand underline" />
    </p>
  )
}
