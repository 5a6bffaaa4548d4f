import { business } from '../../../content/business'
import { telHref } from '../../lib/phone'
import { buttonClasses, type ButtonVariant } from './button'

/** Tap-to-call link to the business phone. */
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
    <a href={telHref(business.phone)} className={variant ? buttonClasses(variant, className) : className}>
      {label ? `${label} ${business.phone}` : business.phone}
    </a>
  )
}
