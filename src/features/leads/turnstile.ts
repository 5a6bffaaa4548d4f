/**
 * Cloudflare Turnstile in the lead forms, only when VITE_TURNSTILE_SITE_KEY is set at build time (docs/decisions/0007).
 * Cloudflare's script loads when a visitor first focuses or touches a form (never with the page), renders an
 * invisible widget that asks for interaction only when Cloudflare needs it, and gives a token that goes with the
 * notify-lead call, where the server checks it. Without the key nothing here loads and the CSP allows no Cloudflare
 * origin.
 */
export const turnstileSiteKey = import.meta.env.VITE_TURNSTILE_SITE_KEY?.trim() || undefined

/** Cloudflare's loader, rendered explicitly (https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/). */
export const turnstileScriptSrc = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** How long a send waits for a token before going without one (the server then keeps the lead unverified). */
export const turnstileTokenWaitMs = 10_000

interface TurnstileRenderOptions {
  sitekey: string
  action: string
  appearance: 'always' | 'execute' | 'interaction-only'
  'response-field': boolean
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': (code: string) => boolean
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let loading: Promise<TurnstileApi> | undefined

/** Adds Cloudflare's script once per page; a failed load can be tried again by the next form. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = turnstileScriptSrc
    script.async = true
    script.addEventListener('load', () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile loaded without its API')),
    )
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error('Turnstile could not be loaded'))
    })
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** One form's widget: rendered on first use, asked for a token at each send, reset after it. */
export class TurnstileWidget {
  private widgetId: string | undefined
  private rendering: Promise<void> | undefined
  private token: string | undefined
  private failed = false
  private waiters: Array<() => void> = []

  constructor(
    private readonly siteKey: string,
    private readonly container: () => HTMLElement | null,
  ) {}

  /** Loads Cloudflare's script and renders the widget, once; called when a visitor starts on the form. */
  prepare(): Promise<void> {
    this.rendering ??= loadTurnstile()
      .then((api) => {
        const container = this.container()
        if (!container) throw new Error('the form has no Turnstile container')
        this.widgetId = api.render(container, {
          sitekey: this.siteKey,
          action: 'lead',
          appearance: 'interaction-only',
          'response-field': false,
          callback: (token) => {
            this.token = token
            this.failed = false
            this.wake()
          },
          'expired-callback': () => {
            this.token = undefined
          },
          'error-callback': (code) => {
            console.warn(`Turnstile could not check this browser (${code}); the lead goes without a token`)
            this.failed = true
            this.wake()
            return true
          },
        })
      })
      .catch((error: unknown) => {
        console.warn('Turnstile is unavailable; the lead goes without a token:', error)
        this.failed = true
        this.rendering = undefined
        this.wake()
      })
    return this.rendering
  }

  /** The widget's token, waiting up to `waitMs` for it; '' when none came (the server keeps the lead unverified). */
  async tokenForSend(waitMs = turnstileTokenWaitMs): Promise<string> {
    await this.prepare()
    if (this.token || this.failed) return this.token ?? ''
    await new Promise<void>((resolve) => {
      const timer = window.setTimeout(resolve, waitMs)
      this.waiters.push(() => {
        window.clearTimeout(timer)
        resolve()
      })
    })
    return this.token ?? ''
  }

  /** A token is good for one send: the next send (a retry, or another request) gets a fresh one. */
  reset(): void {
    this.token = undefined
    this.failed = false
    if (this.widgetId !== undefined) window.turnstile?.reset(this.widgetId)
  }

  remove(): void {
    if (this.widgetId !== undefined) window.turnstile?.remove(this.widgetId)
    this.widgetId = undefined
    this.rendering = undefined
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter()
  }
}
