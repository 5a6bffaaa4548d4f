import { useLocation } from 'react-router-dom'
import { currentLink } from './current-link'
import { layoutCopy } from '../../../content/data'
import { pagePath } from '../../routing/paths'
import { displayedPhone } from '../../lib/call-tracking'
import { telHref } from '../../lib/phone'
import { buttonClasses } from '../ui/button'
import { LineIcon } from '../ui/line-icon'
import { Logo } from '../ui/logo'
import type { ReactNode } from 'react'
import { MobileMenu } from './mobile-menu'

/**
 * The header's call button, always on one line and never over the site's name: below 360 px the icon alone (the
 * number is in its name), then "Call", and from 640 px "Call" and the number. A phone's header has the chat and the
 * menu beside it, so the number waits for a wider screen.
 */
function HeaderCallButton() {
  const { callLabel } = layoutCopy
  const phone = displayedPhone()
  return (
    <a
      href={telHref(phone)}
      aria-label={`${callLabel} ${phone}`}
      className={buttonClasses(
        'primary',
        'min-w-11 shrink-0 gap-1.5 px-3 text-sm whitespace-nowrap max-[359px]:px-0 sm:px-4 sm:text-base',
      )}
    >
      <LineIcon path="phone" className="size-4" />
      <span className="hidden min-[360px]:inline sm:hidden">{callLabel}</span>
      <span className="hidden tabular-nums sm:inline">
        {callLabel} {phone}
      </span>
    </a>
  )
}

/** The header of every page, held still while the next page comes in (src/styles.css), with the chat beside the call. */
export function Header({ chat }: { chat: ReactNode }) {
  const { pathname } = useLocation()
  return (
    // Opaque, with no backdrop filter: a filter would make the header the containing block of the fixed menu where
    // popovers are unknown, holding it to the header's 64 px.
    <header id="site-header" className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <a
          href={pagePath('home')}
          {...currentLink(pagePath('home'), pathname)}
          className="flex min-h-11 min-w-0 items-center text-sm leading-tight min-[360px]:text-base font-extrabold tracking-tight text-brand sm:text-lg"
        >
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {layoutCopy.headerNavigation.map((item) => (
              <li key={item.page}>
                <a
                  href={pagePath(item.page)}
                  {...currentLink(pagePath(item.page), pathname)}
                  className="tap-target rounded-md px-3 font-medium text-slate-700 hover:bg-green-50 hover:text-brand aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <HeaderCallButton />
          {chat}
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
