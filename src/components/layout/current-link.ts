/** The attributes of a header or menu link to one of the main pages: aria-current on the page shown. */
export const currentLink = (path: string, pathname: string) =>
  ({ 'aria-current': path === pathname ? 'page' : undefined }) as const
