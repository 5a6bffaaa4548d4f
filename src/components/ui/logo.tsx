import { business } from '../../../content/data'
import { brandMarkFill, brandMarkShapes } from '../../lib/brand-mark'
import { classNames } from '../../lib/class-names'

/** The mark (src/lib/brand-mark.ts), drawn inline: no request, sharp at any size. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={classNames('shrink-0', className)}>
      {brandMarkShapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={brandMarkFill(shape.fill, business.brand)} />
      ))}
    </svg>
  )
}

/** The logo: the mark and the wordmark (the short name), which may take two lines on a narrow phone. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={classNames('flex min-w-0 items-center gap-2', className)}>
      <BrandMark className="size-9" />
      <span>{business.shortName}</span>
    </span>
  )
}
