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

/** How long a send waits for a token (script load included) before going without one: the lead then waits unverified. */
export const turnstileTokenWaitMs = 10_000
/** How long it waits while Cloudflare shows the visitor a challenge to solve. */
export const turnstileChallengeWaitMs = 60_000
/** Tokens live 300 s; an older one is replaced before a send rather than refused by siteverify. */
const tokenMaxAgeMs = 240_000

interface TurnstileRenderOptions {
  sitekey: string
  action: string
  appearance: 'always' | 'execute' | 'interaction-only'
  'response-field': boolean
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': (code: string) => boolean
  'before-interactive-callback': () => void
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

/**
 * One form's widget: rendered on first use into the form's box (again if the form was replaced and came back), asked
 * for a token at each send, and reset before the next send once a token has been used.
 */
export class TurnstileWidget {
  private widgetId: string | undefined
  private renderedInto: HTMLElement | undefined
  private rendering: Promise<void> | undefined
  private token: { value: string; at: number } | undefined
  private used = false
  private unavailable = false
  private challenged = false
  private failedAt = 0
  private waiters: Array<() => void> = []

  constructor(
    private readonly siteKey: string,
    private readonly container: () => HTMLElement | null,
  ) {}

  /** Loads Cloudflare's script and renders the widget; called when a visitor starts on the form. */
  prepare(): Promise<void> {
    // After a failed load, wait a little before adding Cloudflare's script again.
    if (this.unavailable && Date.now() - this.failedAt < 30_000) return Promise.resolve()
    const container = this.container()
    if (this.rendering && this.renderedInto && container !== this.renderedInto) {
      // The form was replaced (the confirmation, then "Send another request"): render into its new box.
      this.remove()
    }
    // A new attempt after a failed load: until it ends, a send waits for it rather than giving up at once.
    if (!this.rendering) this.unavailable = false
    this.rendering ??= loadTurnstile()
      .then((api) => {
        const box = this.container()
        if (!box) throw new Error('the form has no Turnstile box')
        this.renderedInto = box
        this.widgetId = api.render(box, {
          sitekey: this.siteKey,
          action: 'lead',
          appearance: 'interaction-only',
          'response-field': false,
          callback: (token) => {
            this.token = { value: token, at: Date.now() }
            this.used = false
            this.challenged = false
            this.wake()
          },
          'expired-callback': () => {
            this.token = undefined
          },
          // Cloudflare retries by itself; a send keeps waiting for the token until its time is up.
          'error-callback': (code) => {
            console.warn(`Turnstile could not check this browser yet (${code})`)
            return true
          },
          // The visitor must tick the box: show it, and give them time.
          'before-interactive-callback': () => {
            this.challenged = true
            box.scrollIntoView({ block: 'center' })
            this.wake()
          },
        })
      })
      .catch((error: unknown) => {
        console.warn('Turnstile is unavailable; the lead goes without a token:', error)
        this.unavailable = true
        this.failedAt = Date.now()
        this.rendering = undefined
        this.wake()
      })
    return this.rendering
  }

  /**
   * A fresh token for this send, waiting at most `waitMs` in all (the script's load included, longer while the visitor
   * solves a challenge); '' when none came, and the server keeps the lead unverified.
   */
  async tokenForSend(waitMs = turnstileTokenWaitMs): Promise<string> {
    const deadline = Date.now() + waitMs
    if (this.used || (this.token && Date.now() - this.token.at > tokenMaxAgeMs)) this.reset()
    void this.prepare()
    for (;;) {
      if (this.token) {
        this.used = true
        return this.token.value
      }
      const limit = this.challenged ? Math.max(deadline, Date.now() + turnstileChallengeWaitMs) : deadline
      const left = limit - Date.now()
      if (this.unavailable || left <= 0) return ''
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, left)
        this.waiters.push(() => {
          window.clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Asks Cloudflare for a new token (a token is good for one send). */
  reset(): void {
    this.token = undefined
    this.used = false
    if (this.widgetId !== undefined) window.turnstile?.reset(this.widgetId)
  }

  remove(): void {
    if (this.widgetId !== undefined) window.turnstile?.remove(this.widgetId)
    this.widgetId = undefined
    this.renderedInto = undefined
    this.rendering = undefined
    this.token = undefined
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter()
  }
}
