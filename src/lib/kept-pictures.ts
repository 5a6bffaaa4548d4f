/**
 * Pictures in a part kept as pre-rendered (src/lib/deferred-part.tsx) have no React to look after them: this marks
 * each shown once it has loaded, as ResponsiveImage does, and when one fails kept-picture-failure.ts, loaded then,
 * does what ResponsiveImage does for a picture that fails.
 */
const keptSelector = '[data-kept] img'

const onFailure = (image: HTMLImageElement) => void import('./kept-picture-failure').then(({ failed }) => failed(image))

/** A picture that has loaded (again, or its fallback) is shown: its area says so, and it is no longer hidden. */
function loaded(image: HTMLImageElement) {
  image.closest('[data-image-state]')?.setAttribute('data-image-state', 'shown')
  image.classList.remove('image-error', 'invisible')
}

let watching = false

/** Looks after the pictures of a part kept as pre-rendered, including one that failed before the app started. */
export function keepPicturesWorking(part: HTMLElement): void {
  part.dataset.kept = ''
  if (!watching) {
    watching = true
    // An image's load and error do not bubble; they reach the document while capturing.
    for (const [type, handle] of [
      ['load', loaded],
      ['error', onFailure],
    ] as const)
      document.addEventListener(
        type,
        (event) => {
          if (event.target instanceof HTMLImageElement && event.target.matches(keptSelector)) handle(event.target)
        },
        true,
      )
  }
  for (const image of part.querySelectorAll('img')) {
    if (!image.complete) continue
    if (image.naturalWidth > 0) loaded(image)
    else if (image.currentSrc !== '') onFailure(image)
  }
}
