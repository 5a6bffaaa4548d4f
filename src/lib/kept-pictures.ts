/**
 * Pictures in a part kept as pre-rendered (src/lib/deferred-part.tsx) have no React to look after them: when one
 * fails, kept-picture-failure.ts, loaded then, does what ResponsiveImage does for a picture that fails.
 */
const keptSelector = '[data-kept] img'

const onFailure = (image: HTMLImageElement) => void import('./kept-picture-failure').then(({ failed }) => failed(image))

let watching = false

/** Looks after the pictures of a part kept as pre-rendered, including one that failed before the app started. */
export function keepPicturesWorking(part: HTMLElement): void {
  part.dataset.kept = ''
  if (!watching) {
    watching = true
    // An image's error does not bubble; it reaches the document while capturing.
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.matches(keptSelector)) onFailure(event.target)
      },
      true,
    )
  }
  for (const image of part.querySelectorAll('img'))
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') onFailure(image)
}
