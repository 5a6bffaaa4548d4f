/**
 * The icons every page links (decision 0013), drawn from the mark of src/lib/brand-mark.ts in the brand colours of
 * content/site/business.yaml: favicon.svg, a 32 px PNG, the 180 px apple-touch-icon, 192 and 512 px icons and the web
 * manifest that lists them. PNG icons are filled edge to edge with the primary colour, as iOS and Android mask them.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { business } from '../../content/data'
import { brandFiles, brandMarkSvg } from '../../src/lib/brand-mark'

async function writeIcon(distDir: string, file: string, size: number, { fullBleed }: { fullBleed: boolean }) {
  const mark = Buffer.from(brandMarkSvg(business.brand, size))
  const image = fullBleed
    ? sharp({ create: { width: size, height: size, channels: 4, background: business.brand.primaryColor } }).composite([
        { input: mark },
      ])
    : sharp(mark)
  writeFileSync(join(distDir, file), await image.png({ compressionLevel: 9 }).toBuffer())
}

export async function writeBrandFiles(distDir: string): Promise<void> {
  writeFileSync(join(distDir, brandFiles.svg), brandMarkSvg(business.brand))
  await writeIcon(distDir, brandFiles.png32, 32, { fullBleed: false })
  await writeIcon(distDir, brandFiles.appleTouch, 180, { fullBleed: true })
  await writeIcon(distDir, brandFiles.icon192, 192, { fullBleed: true })
  await writeIcon(distDir, brandFiles.icon512, 512, { fullBleed: true })
  const manifest = {
    name: business.name,
    short_name: business.shortName,
    start_url: '/',
    display: 'browser',
    theme_color: business.brand.primaryColor,
    background_color: '#ffffff',
    icons: [
      { src: brandFiles.icon192, sizes: '192x192', type: 'image/png' },
      { src: brandFiles.icon512, sizes: '512x512', type: 'image/png' },
    ],
  }
  writeFileSync(join(distDir, brandFiles.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
}
