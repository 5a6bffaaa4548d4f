import { business } from '../../content/data'
import { brandFiles } from '../lib/brand-mark'
import { useStaticHead } from '../lib/head-tags'

/** Every page's icons (written by the build from the mark), web manifest and theme colour. */
export function SiteIcons() {
  useStaticHead({
    link: [
      { rel: 'icon', href: brandFiles.svg, type: 'image/svg+xml' },
      { rel: 'icon', href: brandFiles.png32, sizes: '32x32', type: 'image/png' },
      { rel: 'apple-touch-icon', href: brandFiles.appleTouch },
      { rel: 'manifest', href: brandFiles.manifest },
    ],
    meta: [{ name: 'theme-color', content: business.brand.primaryColor }],
  })
  return null
}
