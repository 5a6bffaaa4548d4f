/**
 * Pictures in a part kept as pre-rendered (src/lib/deferred-part.tsx) have no React to look after them, so this does
 * for them what ResponsiveImage does for a picture that fails (SPEC section 4, decision 0004): hide it, try it again
 * once after 1 s with a cache-busting parameter, and if that fails too show its fallback picture, which the
 * pre-rendering wrote on it (data-fallback).
 */
import { imageFileUrl, imageFormats, imageMimeTypes, imageSrcSet, imageWidths } from './image-variants'

/** The same delay as ResponsiveImage's (components/ui/responsive-image.tsx). */
const retryDelayMs = 1000

const keptSelector = '[data-kept] img'

/** The picture's look, as ResponsiveImage sets it. */
function showState(image: HTMLImageElement, state: 'shown' | 'failed') {
  image.closest('[data-image-state]')?.setAttribute('data-image-state', state)
  image.classList.toggle('image-error', state === 'failed')
  image.classList.toggle('invisible', state === 'failed')
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

function failed(image: HTMLImageElement) {
  showState(image, 'failed')
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

let watching = false

/** Looks after the pictures of a part kept as pre-rendered, including one that failed before the app started. */
export function keepPicturesWorking(part: HTMLElement): void {
  part.dataset.kept = ''
  if (!watching) {
    watching = true
    // Neither event bubbles; both reach the document in the capture phase.
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.matches(keptSelector)) failed(event.target)
      },
      true,
    )
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.matches(keptSelector))
          showState(event.target, 'shown')
      },
      true,
    )
  }
  for (const image of part.querySelectorAll('img'))
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') failed(image)
}
