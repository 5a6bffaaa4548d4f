/**
 * The business's mark: a white house with a door in the accent colour, on a rounded square of the primary colour
 * (content/site/business.yaml's brand colours). One drawing for the header and footer (logo.tsx), the favicons and the
 * share images (builder/images/brand-files.ts, share-images.ts).
 */
export interface BrandColors {
  primaryColor: string
  accentColor: string
}

/** The drawing on a 64-unit square: each shape and the colour it takes. */
export const brandMarkShapes = [
  { d: 'M14 0h36a14 14 0 0 1 14 14v36a14 14 0 0 1-14 14H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z', fill: 'primary' },
  { d: 'M32 10 8 31h6v23h36V31h6Z', fill: 'white' },
  { d: 'M27 54V40a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v14Z', fill: 'accent' },
  { d: 'M18 36h6v6h-6ZM40 36h6v6h-6Z', fill: 'primary' },
] as const

export function brandMarkFill(fill: (typeof brandMarkShapes)[number]['fill'], colors: BrandColors): string {
  return fill === 'primary' ? colors.primaryColor : fill === 'accent' ? colors.accentColor : '#ffffff'
}

/** The mark as an SVG document of `size` pixels, for files (favicon.svg, PNG icons, share images). */
export function brandMarkSvg(colors: BrandColors, size = 64): string {
  const paths = brandMarkShapes.map((shape) => `<path d="${shape.d}" fill="${brandMarkFill(shape.fill, colors)}"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${paths.join('')}</svg>`
}

/** The icon files the build writes from the mark (builder/images/brand-files.ts), linked from every page's head. */
export const brandFiles = {
  svg: '/favicon.svg',
  png32: '/favicon-32.png',
  appleTouch: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  manifest: '/site.webmanifest',
} as const
