import type { Page } from '@playwright/test'

/** The paths of the scripts the page has asked for so far, from now on. */
export function watchScripts(page: Page): () => string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return () => scripts
}
