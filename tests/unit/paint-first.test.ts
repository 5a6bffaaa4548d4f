/**
 * What the build does to a page so that it paints before any script runs: its stylesheet inline, and the app's entry
 * loaded by a small boot script after the first paint (builder/post-render).
 */
import { describe, expect, it, vi } from 'vitest'
import { withInlineStylesheets, withPaintFirstBoot } from '../../builder/ssg'
import { bootSource } from '../../builder/post-render/paint-first'

describe('inline stylesheet', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/app-1.css"><title>x</title></head>'

  it('puts the linked stylesheet inside the page', () => {
    expect(withInlineStylesheets(page, () => 'body{color:red}')).toBe(
      '<head><style>body{color:red}</style><title>x</title></head>',
    )
  })

  it('refuses a stylesheet that would end the style element early', () => {
    expect(() => withInlineStylesheets(page, () => 'a{content:"</style>"}')).toThrow(/would end an inline style/)
  })

  it('leaves other links alone', () => {
    const other =
      '<link rel="preload" as="image" href="/images/a.avif"><link rel="stylesheet" href="https://cdn.example/x.css">'
    expect(withInlineStylesheets(other, () => 'never read')).toBe(other)
  })
})

describe('paint first, then load the app', () => {
  const page =
    '<head><script type="module" async crossorigin src="/assets/app-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-dom-2.js"><link rel="modulepreload" crossorigin href="/assets/home-3.js">' +
    '<link rel="preload" as="image" href="/images/hero.avif" fetchpriority="high"></head>'

  it('replaces the entry script with the boot script, fetched at low priority, which names the entry; holds paint until <main> is parsed; drops the module preloads', () => {
    expect(withPaintFirstBoot(page, '/assets/boot-9.js')).toBe(
      '<head><script type="module" fetchpriority=low src="/assets/boot-9.js" data-app="/assets/app-1.js"></script>' +
        '<link rel="expect" href="#main" blocking="render">' +
        '<link rel="preload" as="image" href="/images/hero.avif" fetchpriority="high"></head>',
    )
  })

  it('refuses a page without an entry script', () => {
    expect(() => withPaintFirstBoot('<head></head>', '/assets/boot-9.js')).toThrow(/no module entry script/)
  })

  let clickListeners: Array<(event: unknown) => void> = []

  /**
   * Runs the boot script with a stand-in document (on screen unless `hidden`; with a priority picture still loading
   * or already `complete`, if `picture`, in a 390 x 844 window), PerformanceObserver, load event and import(). The
   * picture is in view at `top` (0) and carries `elementtiming` unless `untimed`.
   */
  function runBoot(
    supportedEntryTypes: string[],
    importResult: Promise<unknown> = Promise.resolve(),
    {
      hidden = false,
      picture,
      top = 0,
      untimed = false,
      broken = false,
    }: { hidden?: boolean; picture?: 'loading' | 'complete'; top?: number; untimed?: boolean; broken?: boolean } = {},
  ) {
    const pictureListeners: Record<string, Array<() => void>> = { load: [], error: [] }
    const priorityPicture = {
      complete: picture === 'complete',
      naturalWidth: broken ? 0 : 800,
      hasAttribute: (name: string) => name === 'elementtiming' && !untimed,
      getBoundingClientRect: () => ({ top, bottom: top + 253, left: 16, right: 374 }),
      addEventListener: (type: string, listener: () => void) => pictureListeners[type]!.push(listener),
    }
    const imported: string[] = []
    const observers: Array<{ callback: (list: unknown, observer: { disconnect(): void }) => void; options?: unknown }> =
      []
    const loadListeners: Array<(event?: unknown) => void> = []
    const submitListeners: Array<(event: unknown) => void> = []
    clickListeners = []
    const notices = [{ hidden: true }, { hidden: true }]
    const window: { heldPresses?: { held: unknown[]; stop(): void } } = {}
    class FakeObserver {
      static supportedEntryTypes = supportedEntryTypes
      constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options })
      }
    }
    const boot = new Function(
      'document',
      'PerformanceObserver',
      'addEventListener',
      'removeEventListener',
      'window',
      'importApp',
      'innerWidth',
      'innerHeight',
      bootSource().replace('import(app)', 'importApp(app)'),
    ) as (
      document: unknown,
      observer: unknown,
      listen: unknown,
      unlisten: unknown,
      window: unknown,
      importApp: (url: string) => Promise<unknown>,
      innerWidth: number,
      innerHeight: number,
    ) => void
    boot(
      {
        querySelector: (selector: string) =>
          selector === 'script[data-app]'
            ? { getAttribute: () => '/assets/app-1.js' }
            : selector === 'img[fetchpriority=high]' && picture
              ? priorityPicture
              : null,
        querySelectorAll: (selector: string) => (selector === '[data-island-failed]' ? notices : []),
        visibilityState: hidden ? 'hidden' : 'visible',
      },
      FakeObserver,
      (type: string, listener: (event: unknown) => void) =>
        type === 'load'
          ? loadListeners.push(listener)
          : type === 'submit'
            ? submitListeners.push(listener)
            : type === 'click' && clickListeners.push(listener),
      (type: string, listener: (event: unknown) => void) => {
        const listeners = type === 'submit' ? submitListeners : type === 'click' ? clickListeners : []
        if (listeners.includes(listener)) listeners.splice(listeners.indexOf(listener), 1)
      },
      window,
      (url) => {
        imported.push(url)
        return importResult
      },
      390,
      844,
    )
    const paint = () => observers[0]!.callback([], { disconnect: () => undefined })
    /** Element Timing reports a paint: of the priority picture, or of another element. */
    const elementPainted = (ofPicture = true) =>
      observers
        .filter((observer) => (observer.options as { type: string }).type === 'element')
        .forEach((observer) =>
          observer.callback(
            { getEntries: () => [{ element: ofPicture ? priorityPicture : {} }] },
            { disconnect: () => undefined },
          ),
        )
    const load = () => loadListeners.forEach((listener) => listener())
    const pictureEvent = (type: 'load' | 'error') => pictureListeners[type]!.forEach((listener) => listener())
    return { imported, observers, paint, load, pictureEvent, elementPainted, notices, window, submitListeners }
  }

  it("holds a form's submit inside an island until the page's scripts take it over, and lets others through", () => {
    const { window, submitListeners } = runBoot(['paint'])
    const submit = (inIsland: boolean) => {
      const event = {
        target: { closest: () => (inIsland ? {} : null) },
        prevented: false,
        preventDefault() {
          this.prevented = true
        },
      }
      submitListeners.forEach((listener) => listener(event))
      return event
    }
    expect(submit(true).prevented).toBe(true)
    expect(submit(false).prevented).toBe(false)
    expect(window.heldPresses?.held).toHaveLength(1)
    window.heldPresses?.stop()
    expect(submitListeners).toEqual([])
  })

  it("holds a click on an island's button or download, never on its form's submit button or a page link", () => {
    const { window } = runBoot(['paint'])
    const clicked = (control: object | null) => {
      const event = {
        type: 'click',
        target: { closest: (selector: string) => (selector === '[data-island]' ? {} : control) },
        prevented: false,
        preventDefault() {
          this.prevented = true
        },
      }
      clickListeners.forEach((listener) => listener(event))
      return event.prevented
    }
    expect(clicked({ type: 'button' })).toBe(true)
    expect(clicked({ type: '' })).toBe(true)
    expect(clicked({ type: 'submit', form: {} })).toBe(false)
    expect(clicked(null)).toBe(false)
    expect(window.heldPresses?.held).toHaveLength(2)
    window.heldPresses?.stop()
    expect(clickListeners).toEqual([])
  })

  it('imports the entry when the browser reports the first paint, and only once', () => {
    const { imported, observers, paint, load } = runBoot(['paint', 'navigation'])
    expect(observers.map((observer) => observer.options)).toEqual([{ type: 'paint', buffered: true }])
    expect(imported).toEqual([])
    paint()
    expect(imported).toEqual(['/assets/app-1.js'])
    paint()
    load()
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it("waits for the page's priority picture to arrive as well as the first paint, in either order", () => {
    const paintFirst = runBoot(['paint'], Promise.resolve(), { picture: 'loading' })
    paintFirst.paint()
    paintFirst.load()
    expect(paintFirst.imported).toEqual([])
    paintFirst.pictureEvent('load')
    expect(paintFirst.imported).toEqual(['/assets/app-1.js'])

    const pictureFirst = runBoot(['paint'], Promise.resolve(), { picture: 'loading' })
    pictureFirst.pictureEvent('load')
    expect(pictureFirst.imported).toEqual([])
    pictureFirst.paint()
    expect(pictureFirst.imported).toEqual(['/assets/app-1.js'])
  })

  it('starts after the first paint when the picture fails, or had arrived before the boot script ran', () => {
    const failed = runBoot(['paint'], Promise.resolve(), { picture: 'loading' })
    failed.paint()
    failed.pictureEvent('error')
    expect(failed.imported).toEqual(['/assets/app-1.js'])

    const arrived = runBoot(['paint'], Promise.resolve(), { picture: 'complete' })
    arrived.paint()
    expect(arrived.imported).toEqual(['/assets/app-1.js'])
  })

  it("where the browser reports the picture's paint, waits for that paint and not only its arrival", () => {
    const { imported, observers, paint, pictureEvent, elementPainted } = runBoot(['paint', 'element'], undefined, {
      picture: 'loading',
    })
    expect(observers.map((observer) => observer.options)).toEqual([
      { type: 'paint', buffered: true },
      { type: 'element', buffered: true },
    ])
    paint()
    pictureEvent('load')
    expect(imported).toEqual([])
    elementPainted(false)
    expect(imported).toEqual([])
    elementPainted()
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it('waits for the paint of a picture that had arrived before the boot script ran (a buffered entry)', () => {
    const { imported, paint, elementPainted } = runBoot(['paint', 'element'], undefined, { picture: 'complete' })
    paint()
    expect(imported).toEqual([])
    elementPainted()
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it('does not wait for the paint of a picture out of view, broken, or without elementtiming', () => {
    for (const picture of [{ top: 900 }, { top: -300 }, { broken: true }, { untimed: true }]) {
      const { imported, paint, pictureEvent } = runBoot(['paint', 'element'], undefined, {
        picture: 'loading',
        ...picture,
      })
      paint()
      pictureEvent('load')
      expect(imported, JSON.stringify(picture)).toEqual(['/assets/app-1.js'])
    }
  })

  it('starts at once on a press held while the picture is still arriving', () => {
    const { imported, paint, submitListeners } = runBoot(['paint'], Promise.resolve(), { picture: 'loading' })
    paint()
    expect(imported).toEqual([])
    const press = { target: { closest: () => ({}) }, preventDefault: () => undefined }
    submitListeners.forEach((listener) => listener(press))
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it('waits 3 s at most for a picture that hangs, or that arrives in view and is never reported painted', () => {
    vi.useFakeTimers()
    try {
      for (const [entryTypes, arrives] of [
        [['paint'], false],
        [['paint', 'element'], true],
      ] as const) {
        const { imported, paint, pictureEvent } = runBoot([...entryTypes], undefined, { picture: 'loading' })
        paint()
        if (arrives) pictureEvent('load')
        vi.advanceTimersByTime(2999)
        expect(imported).toEqual([])
        vi.advanceTimersByTime(1)
        expect(imported).toEqual(['/assets/app-1.js'])
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts a hidden page at its load event, picture or not', () => {
    const { imported, load } = runBoot(['paint'], Promise.resolve(), { hidden: true, picture: 'loading' })
    load()
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it('imports the entry at the load event when no paint was reported first (a tab opened in the background)', () => {
    const { imported, load } = runBoot(['paint'], Promise.resolve(), { hidden: true })
    load()
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it('waits for the first paint on a page on screen whose load event comes first (a small page, a fast server)', () => {
    const { imported, load, paint } = runBoot(['paint'])
    load()
    expect(imported).toEqual([])
    paint()
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it('imports the entry at once where the browser cannot report paints', () => {
    const { imported, observers } = runBoot(['navigation'])
    expect(observers).toEqual([])
    expect(imported).toEqual(['/assets/app-1.js'])
  })

  it("logs an entry that fails to load and shows the islands' notices", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { paint, notices } = runBoot(['paint'], Promise.reject(new TypeError('Failed to fetch')))
    paint()
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The page could not start its scripts:', expect.any(TypeError)),
    )
    expect(notices).toEqual([{ hidden: false }, { hidden: false }])
    logged.mockRestore()
  })
})
