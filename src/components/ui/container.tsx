import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={classNames('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</div>
}
