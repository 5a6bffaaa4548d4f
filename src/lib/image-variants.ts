/**
 * The files the build makes of each picture and their addresses; the image pipeline (builder/images) writes
 * exactly these, and the image component asks for exactly these.
 */
export const imageFormats = ['avif', 'webp', 'jpg'] as const
export type ImageFormat = (typeof imageFormats)[number]

/** Widths offered to the browser, capped at the picture's own width. */
const candidateWidths = [480, 800, 1200, 1600] as const

/** How long a picture that failed waits before it is tried again (ResponsiveImage; kept-picture-failure.ts). */
export const retryDelayMs = 1000

export const imageMimeTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

export function imageWidths(image: { width: number }): number[] {
  const widths: number[] = candidateWidths.filter((width) => width < image.width)
  return [...widths, image.width]
}

export function imageFileUrl(id: string, width: number, format: ImageFormat): string {
  return `/images/${id}-${width}.${format}`
}

/** srcset of one format; `retry` adds the cache-busting parameter of the second attempt. */
export function imageSrcSet(image: { id: string; width: number }, format: ImageFormat, retry = false): string {
  return imageWidths(image)
    .map((width) => `${imageFileUrl(image.id, width, format)}${retry ? '?retry=1' : ''} ${width}w`)
    .join(', ')
}
