import { describe, expect, it } from 'vitest'
import { pageSeen } from '../../src/browser/page-seen'

/** A document as prerendering leaves it: `prerendering` true until the visitor goes to it. */
function prerenderedDocument() {
  const target = Object.assign(new EventTarget(), { prerendering: true })
  return {
    target: target as unknown as Document,
    show() {
      target.prerendering = false
      target.dispatchEvent(new Event('prerenderingchange'))
    },
  }
}

const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted })

describe('pageSeen', () => {
  it('runs at once on a page loaded as usual', () => {
    const seen: string[] = []
    pageSeen(
      Object.assign(new EventTarget(), { prerendering: false }) as unknown as Document,
      new EventTarget() as Window,
    ).first(() => seen.push('first'))
    expect(seen).toEqual(['first'])
  })

  it('waits while the page is prerendered, and runs once when it is shown and has painted', async () => {
    const { target, show } = prerenderedDocument()
    const seen: string[] = []
    let paint = () => {}
    const painted = () => new Promise<void>((resolve) => (paint = resolve))
    pageSeen(target, new EventTarget() as Window, painted).first(() => seen.push('first'))
    expect(seen).toEqual([])
    show()
    show()
    await Promise.resolve()
    expect(seen).toEqual([])
    paint()
    await new Promise((resolve) => setTimeout(resolve))
    expect(seen).toEqual(['first'])
  })

  it('runs again for each return from the back/forward cache, not for a load', () => {
    const view = new EventTarget()
    const seen: string[] = []
    pageSeen(new EventTarget() as unknown as Document, view as Window).again(() => seen.push('again'))
    view.dispatchEvent(pageShow(false))
    view.dispatchEvent(pageShow(true))
    view.dispatchEvent(pageShow(true))
    expect(seen).toEqual(['again', 'again'])
  })
})
