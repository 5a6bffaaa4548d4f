import { classNames } from '../../lib/class-names'
import { placePagePath } from '../../routing/site-manifest'

const chipClass = 'rounded-full px-4'
const linkedClass = 'tap-target font-semibold text-brand ring-1 ring-slate-300 hover:bg-green-50'

/**
 * Names of nearby places as chips. A place the site has a page for links to it (decision 0015): by default its town
 * page or city landing page, `prefer` deciding when it has both; `pathOf` can send it elsewhere.
 */
export function PlaceChips({
  names,
  prefer,
  pathOf = (name) => placePagePath(name, prefer),
  plainClassName,
  className,
}: {
  names: readonly string[]
  prefer: 'town' | 'city'
  pathOf?: (name: string) => string | undefined
  /** How a name without a page looks. */
  plainClassName: string
  className?: string
}) {
  return (
    <ul className={classNames('flex flex-wrap gap-2', className)}>
      {names.map((name) => {
        const path = pathOf(name)
        return (
          <li key={name}>
            {path ? (
              <a href={path} className={classNames(chipClass, linkedClass)}>
                {name}
              </a>
            ) : (
              <span className={classNames('inline-block py-1.5 text-slate-700', chipClass, plainClassName)}>
                {name}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
