import { Link, NavLink } from 'react-router-dom'
import { business } from '../../../content/business'
import { layoutCopy } from '../../../content/layout'
import { classNames } from '../../lib/class-names'
import { staticPagePath } from '../../routing/paths'
import { PhoneLink } from '../ui/phone-link'
import { MobileMenu } from './mobile-menu'

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={staticPagePath('home')}
          className="shrink-0 text-base font-extrabold tracking-tight text-brand sm:text-lg"
        >
          {business.shortName}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {layoutCopy.headerNavigation.map((item) => (
              <li key={item.page}>
                <NavLink
                  to={staticPagePath(item.page)}
                  end
                  className={({ isActive }) =>
                    classNames(
                      'rounded-md px-3 py-2 font-medium hover:bg-green-50 hover:text-brand',
                      isActive ? 'text-brand underline decoration-2 underline-offset-8' : 'text-slate-700',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <PhoneLink
            variant="primary"
            className="px-3 text-sm sm:px-4 sm:text-base"
            label={layoutCopy.callLabel}
            labelClassName="hidden sm:inline"
          />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
