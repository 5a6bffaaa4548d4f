/**
 * What src/browser/pictures.ts does for a picture that fails, loaded with the first such failure: as
 * ResponsiveImage does (decision 0004), hide it, try it again once after 1 s with a cache-busting
 * parameter, and if that fails too show its fallback picture, which the pre-rendering wrote on it (data-fallback).
 */
import {
  imageFileUrl,
  imageFormats,
  imageMimeTypes,
  imageSrcSet,
  imageWidths,
  retryDelayMs,
} from '../lib/image-variants'

/** A failed picture is hidden, as ResponsiveImage hides it (pictures.ts shows it again once it loads). */
function showFailed(image: HTMLImageElement) {
  image.closest('[data-image-state]')?.setAttribute('data-image-state', 'failed')
  image.classList.add('image-error', 'invisible')
}

/** Points the picture's sources at `urls` (each format's srcset, and the largest JPEG as src). */
function setSources(image: HTMLImageElement, srcset: (format: (typeof imageFormats)[number]) => string, src: string) {
  for (const source of image.parentElement?.querySelectorAll('source') ?? []) {
    const format = imageFormats.find((candidate) => imageMimeTypes[candidate] === source.type)
    if (format) source.srcset = srcset(format)
  }
  image.srcset = srcset('jpg')
  image.src = src
}

const withRetry = (urls: string) => urls.replace(/(\S+?)(\s+\d+w)/g, '$1?retry=1$2')

export function failed(image: HTMLImageElement): void {
  showFailed(image)
  if (image.dataset.attempt === undefined) {
    image.dataset.attempt = 'retry'
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])]
    window.setTimeout(() => {
      for (const source of sources) source.srcset = withRetry(source.srcset)
      image.srcset = withRetry(image.srcset)
      image.src = `${image.src.split('?')[0]}?retry=1`
    }, retryDelayMs)
    return
  }
  const fallback =
    image.dataset.fallback &&
    (JSON.parse(image.dataset.fallback) as { id: string; width: number; height: number; alt: string })
  if (!fallback || image.dataset.attempt === 'fallback') return
  image.dataset.attempt = 'fallback'
  image.alt = fallback.alt
  image.width = fallback.width
  image.height = fallback.height
  setSources(
    image,
    (format) => imageSrcSet(fallback, format),
    imageFileUrl(fallback.id, Math.max(...imageWidths(fallback)), 'jpg'),
  )
}
