/**
 * A preview build of the site (SITE_PREVIEW=1, decision 0067), served with the embedded backend on a free port, for
 * tests/e2e/preview-build.spec.ts. It builds a temporary copy of the project (builder/project-copy.ts), so dist/ is
 * untouched, for a real domain and with every analytics setting given, which a preview must ignore.
 */
import { join } from 'node:path'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { copyProject, type ProjectCopy } from '../../builder/project-copy'
import { startSiteServer } from '../../server/site-server'
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

export interface PreviewSite {
  origin: string
  distDir: string
  close(): Promise<void>
}

export async function startPreviewSite(): Promise<PreviewSite> {
  let copy: ProjectCopy | undefined
  try {
    copy = copyProject('ncf-preview-build')
    copy.build({ SITE_PREVIEW: '1', SITE_URL: previewSiteUrl, ...previewAnalytics })
    const server: Server = await startSiteServer({
      distDir: copy.distDir,
      port: 0,
      host: '127.0.0.1',
      env: { LEADS_DATA_DIR: join(copy.dir, '.data') },
      log: () => undefined,
    })
    const built = copy
    return {
      origin: `http://localhost:${(server.address() as AddressInfo).port}`,
      distDir: built.distDir,
      async close() {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        built.remove()
      },
    }
  } catch (error) {
    copy?.remove()
    throw error
  }
}
