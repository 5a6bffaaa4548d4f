/**
 * The attributes of a header or menu link to one of the main pages: aria-current on the page shown, and the mark
 * src/browser/menu.ts (markCurrentLinks) finds to move it after a navigation.
 */
export const currentLink = (path: string, pathname: string) =>
  ({ 'data-current-link': '', 'aria-current': path === pathname ? 'page' : undefined }) as const
