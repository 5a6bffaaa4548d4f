/**
 * A preview build of the site (SITE_PREVIEW=1, decision 0067), served with the embedded backend on a free port, for
 * tests/e2e/preview-build.spec.ts. It builds a temporary copy of the project (tests/support/built-copy.ts), so dist/
 * is untouched, for a real domain and with every analytics setting given, which a preview must ignore.
 */
import { startBuiltCopy, type BuiltCopy } from './built-copy'
import { standInTagIds } from './configured-site'

/** A real-looking domain: a normal build for it would have to pass the launch check first. */
export const previewSiteUrl = 'https://www.preview-build-check.com'

/** The analytics settings the preview is built with (and must leave out). */
export const previewAnalytics = {
  VITE_ANALYTICS_SRC: 'https://analytics-stand-in.example.com/script.js',
  VITE_GTM_ID: standInTagIds.gtm,
  VITE_GA4_ID: standInTagIds.ga4,
  VITE_META_PIXEL_ID: standInTagIds.metaPixel,
}

export type PreviewSite = BuiltCopy

export function startPreviewSite(): Promise<PreviewSite> {
  return startBuiltCopy('ncf-preview-build', { SITE_PREVIEW: '1', SITE_URL: previewSiteUrl, ...previewAnalytics })
}
