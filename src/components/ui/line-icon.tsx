import { classNames } from '../../lib/class-names'

/** The stroked icons of the site, drawn on a 24 px grid. */
export const linePaths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  phone:
    'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
} as const

/** A stroked icon (24 px unless className sizes it); its meaning is carried by the label of the control around it. */
export function LineIcon({ path, className }: { path: keyof typeof linePaths; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={classNames('size-6 shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d={linePaths[path]} strokeLinecap="round" />
    </svg>
  )
}
