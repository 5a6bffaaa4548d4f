/**
 * How a picture appears once scripts run (decision 0004), for every picture of a page
 * (ResponsiveImage's area, data-image-state): one still loading fades in when it loads, and a 2 s timeout or an error
 * reveals its area anyway; one that fails goes to picture-failure.ts, loaded then, which retries it once and then
 * shows its fallback.
 */
export const revealTimeoutMs = 2000

const selector = '[data-image-state] img'

const areaOf = (image: HTMLImageElement) => image.closest<HTMLElement>('[data-image-state]')

const onFailure = (image: HTMLImageElement) => void import('./picture-failure').then(({ failed }) => failed(image))

/** A picture that has loaded (again, or its fallback) is shown. */
function shown(image: HTMLImageElement) {
  const area = areaOf(image)
  area?.setAttribute('data-image-state', 'shown')
  area?.classList.remove('animate-pulse')
  image.classList.remove('image-error', 'invisible', 'opacity-0')
}

let listening = false

/** Looks after the pictures under `root`: the page at first, then the content each navigation brings. */
export function watchPictures(root: ParentNode = document): void {
  if (!listening) {
    listening = true
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
  }
  for (const image of root.querySelectorAll<HTMLImageElement>(selector)) {
    if (image.complete) {
      if (image.naturalWidth > 0) shown(image)
      else if (image.currentSrc !== '') onFailure(image)
      continue
    }
    areaOf(image)?.setAttribute('data-image-state', 'loading')
    areaOf(image)?.classList.add('animate-pulse')
    image.classList.add('opacity-0')
    window.setTimeout(() => {
      if (areaOf(image)?.dataset.imageState === 'loading') shown(image)
    }, revealTimeoutMs)
  }
}
