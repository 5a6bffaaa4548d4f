/**
 * What becomes of a picture once scripts run (decisions 0004 and 0055), for every picture of the page (ResponsiveImage's
 * area, data-image-state): it shows as the browser loads it, never hidden for a fade-in that would hold back the
 * page's largest paint; its area says whether it is loading, shown or failed. One that fails goes to
 * picture-failure.ts, loaded then, which retries it once and then shows its fallback.
 */
const selector = '[data-image-state] img'

const areaOf = (image: HTMLImageElement) => image.closest<HTMLElement>('[data-image-state]')

const onFailure = (image: HTMLImageElement) => void import('./picture-failure').then(({ failed }) => failed(image))

/** A picture that has loaded (again, or its fallback) is shown. */
function shown(image: HTMLImageElement) {
  areaOf(image)?.setAttribute('data-image-state', 'shown')
  image.classList.remove('image-error', 'invisible')
}

export function watchPictures(): void {
  // An image's load and error do not bubble; they reach the document while capturing.
  for (const [type, handle] of [
    ['load', shown],
    ['error', onFailure],
  ] as const)
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.matches(selector)) handle(event.target)
      },
      true,
    )
  for (const image of document.querySelectorAll<HTMLImageElement>(selector)) {
    if (!image.complete) areaOf(image)?.setAttribute('data-image-state', 'loading')
    else if (image.naturalWidth > 0) shown(image)
    else if (image.currentSrc !== '') onFailure(image)
  }
}
