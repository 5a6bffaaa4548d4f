import type { AnchorHTMLAttributes } from 'react'
import { classNames } from '../../lib/class-names'

/** Every button look of the site, declared in one place. */
const variants = {
  primary: 'bg-brand-accent text-white hover:bg-orange-800',
  secondary: 'bg-brand text-white hover:bg-green-950',
  outline: 'border-2 border-brand text-brand hover:bg-green-50',
  light: 'bg-white text-brand hover:bg-green-50',
} as const
export type ButtonVariant = keyof typeof variants

export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return classNames(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center font-semibold',
    variants[variant],
    extra,
  )
}

/** A link that looks like a button. */
export function ButtonLink({
  variant,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: ButtonVariant }) {
  return (
    <a {...props} className={buttonClasses(variant, className)}>
      {children}
    </a>
  )
}
