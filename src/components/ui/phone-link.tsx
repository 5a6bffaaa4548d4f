import { business } from '../../../content/business'
import { telHref } from '../../lib/phone'
import { buttonClasses, type ButtonVariant } from './button'

/** Tap-to-call link to the business phone, optionally after a label ("Call"), which labelClassName can hide on small screens. */
export function PhoneLink({
  variant,
  className,
  label,
  labelClassName,
}: {
  variant?: ButtonVariant
  className?: string
  label?: string
  labelClassName?: string
}) {
  return (
    <a href={telHref(business.phone)} className={variant ? buttonClasses(variant, className) : className}>
      {label && <span className={labelClassName}>{label} </span>}
      {business.phone}
    </a>
  )
}
