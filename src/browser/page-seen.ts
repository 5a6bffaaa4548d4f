/**
 * When a page is seen (decision 0055): a page the browser prerendered is not seen until the visitor goes to it
 * (`prerenderingchange`), and a page restored from the back/forward cache is seen again (`pageshow`, persisted).
 */
import { afterNextPaint } from '../lib/after-paint'

export interface SeenWhen {
  /** Runs `first` once the page is first seen: now, or once a prerendered page is shown and painted. */
  first(first: () => void): void
  /** Runs `again` each time the page is shown again from the back/forward cache. */
  again(again: () => void): void
}

/** `document.prerendering` (Prerendering Revamped), not yet in TypeScript's DOM types. */
type MaybePrerendered = Document & { prerendering?: boolean }

export function pageSeen(
  target: MaybePrerendered = document,
  view: Pick<Window, 'addEventListener'> = window,
  painted: () => Promise<void> = afterNextPaint,
): SeenWhen {
  return {
    first(first) {
      // After the shown page's first frame, so the tap's next page is on screen before the scripts' work (decision 0086).
      if (target.prerendering)
        target.addEventListener('prerenderingchange', () => void painted().then(first), { once: true })
      else first()
    },
    again(again) {
      view.addEventListener('pageshow', (event) => {
        if ((event as PageTransitionEvent).persisted) again()
      })
    },
  }
}
