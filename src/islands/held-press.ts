/**
 * Which presses an island holds until its code runs (decision 0042), written once for the boot script (src/boot.ts,
 * which the build puts in every page) and for the islands (start-islands.ts), which take the held ones over.
 */

/** What the boot script leaves on `window` for the islands: the presses it held, and how to stop holding. */
export interface HeldPresses {
  held: Event[]
  stop(): void
}

declare global {
  interface Window {
    heldPresses?: HeldPresses
  }
}

/** The element under a press, read through `closest` alone (the boot script's tests stand one in). */
type Pressed = Pick<Element, 'closest'> | null

/** Whether a press happened inside an island. */
export const isInIsland = (target: EventTarget | null): boolean =>
  Boolean((target as Pressed)?.closest?.('[data-island]'))

/**
 * The control a click presses that its island must do itself: a button, or a download the island also reports (the
 * sitemap's). Not a form's submit button, whose press becomes the form's submit (held as that); a link to a page just
 * opens it.
 */
export function heldClickControl(target: EventTarget | null): HTMLElement | undefined {
  const control = (target as Pressed)?.closest?.<HTMLElement>('button, a[download]')
  if (!control) return undefined
  const button = control as HTMLButtonElement
  return button.type === 'submit' && button.form ? undefined : control
}
