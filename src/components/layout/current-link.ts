/** The attributes of a header, menu or footer link to a page: aria-current on the page shown (the rules file skips it). */
export const currentLink = (path: string, pathname: string) =>
  ({ 'aria-current': path === pathname ? 'page' : undefined }) as const
