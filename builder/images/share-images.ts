/**
 * One share card per indexable page (decision 0013): 1200 x 630 JPEG in the brand colours, with the mark, the
 * business's name, a line naming the page's family, the page's title and the phone, drawn from SVG with sharp. Cards
 * are cached by the hash of their drawing (node_modules/.cache/site-images), so an unchanged page costs a copy.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { business, layoutCopy } from '../../content/data'
import { brandMarkSvg } from '../../src/lib/brand-mark'
import { fillCopy } from '../../content/fill-copy'
import type { RouteEntry } from '../../src/routing/manifest'
import { shareImagePath, shareImageSize } from '../../src/routing/paths'
import { projectRoot } from '../stamp'

const cacheDir = join(projectRoot, 'node_modules', '.cache', 'site-images')
const { width, height } = shareImageSize
const font = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
const margin = 80
/** Characters per title line at 60 px bold: the card's width less its margins, about 36 px a character. */
const lineLength = 28

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`)

/** Breaks a title into lines of at most `lineLength` characters, at spaces; at most three, the last one cut short. */
export function titleLines(title: string, length = lineLength, most = 3): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= length) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= most) return lines
  const kept = lines.slice(0, most)
  kept[most - 1] = `${kept[most - 1]!.slice(0, length - 1)}…`
  return kept
}

/** The card's drawing, as SVG. */
export function shareCardSvg(entry: Pick<RouteEntry, 'title' | 'kind'>, domain: string): string {
  const { primaryColor, accentColor } = business.brand
  const mark = brandMarkSvg(business.brand, 96).replace('<svg ', `<svg x="${margin}" y="64" `)
  const lines = titleLines(entry.title)
  const titleTop = 330 - (lines.length - 1) * 36
  const title = lines
    .map((line, index) => `<text x="${margin}" y="${titleTop + index * 74}">${escapeXml(line)}</text>`)
    .join('')
  const footer = fillCopy(layoutCopy.shareCard.footer, { phone: business.phone, domain })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${primaryColor}"/>
<rect y="${height - 24}" width="${width}" height="24" fill="${accentColor}"/>
${mark}
<text x="${margin + 120}" y="125" font-family="${font}" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(business.name)}</text>
<text x="${margin}" y="${titleTop - 90}" font-family="${font}" font-size="30" font-weight="bold" fill="#fed7aa" letter-spacing="2">${escapeXml(layoutCopy.shareCard.families[entry.kind].toUpperCase())}</text>
<g font-family="${font}" font-size="60" font-weight="bold" fill="#ffffff">${title}</g>
<text x="${margin}" y="${height - 64}" font-family="${font}" font-size="30" fill="#dcfce7">${escapeXml(footer)}</text>
</svg>`
}

/** Writes the card of every indexable page into dist/share/. */
export async function writeShareImages(distDir: string, manifest: readonly RouteEntry[], siteUrl: string) {
  const domain = new URL(siteUrl).host.replace(/^www\./, '')
  mkdirSync(cacheDir, { recursive: true })
  for (const entry of manifest.filter((item) => item.indexable)) {
    const svg = shareCardSvg(entry, domain)
    const key = createHash('sha256').update(svg).update('jpeg q80 mozjpeg').digest('hex').slice(0, 24)
    const cached = join(cacheDir, `share-${key}.jpg`)
    if (!existsSync(cached))
      writeFileSync(cached, await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer())
    const target = join(distDir, shareImagePath(entry.path))
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(cached, target)
  }
}
