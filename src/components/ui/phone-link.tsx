import { business } from '../../../content/data'
import { classNames } from '../../lib/class-names'
import { telHref } from '../../lib/phone'
import { buttonClasses, type ButtonVariant } from './button'

/** Tap-to-call link to the business phone, optionally after a label ("Call"); as a button it never wraps. */
export function PhoneLink({
  variant,
  className,
  label,
}: {
  variant?: ButtonVariant
  className?: string
  label?: string
}) {
  return (
    <a
      href={telHref(business.phone)}
      className={variant ? buttonClasses(variant, classNames('whitespace-nowrap', className)) : className}
    >
      {label && `${label} `}
      {business.phone}
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
