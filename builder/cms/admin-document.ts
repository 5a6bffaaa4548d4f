/** The HTML document around /admin's pages (builder/cms/admin.ts, launch-page.ts): noindex, the site's icon, a style. */
import { escapeHtml } from '../../supabase/functions/_shared/html'

export function adminDocumentHtml({
  title,
  siteName,
  head = '',
  style,
  body,
}: {
  title: string
  siteName: string
  /** Further lines of the head, already HTML. */
  head?: string
  style: string
  body: string
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />${head}
    <style>${style}
    </style>
  </head>
  <body>
${body}
  </body>
</html>
`
}
