/**
 * The conversion events (src/lib/data-layer.ts): where they happened, never who; generate_lead once per submission,
 * even after a reload; a tap on a tel: link named by its place on the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleLead } from '../../supabase/tests/sample-lead'

/** A fresh module (as after a reload) on the same storage. */
const freshDataLayer = async () => {
  vi.resetModules()
  return import('../../src/lib/data-layer')
}

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

beforeEach(() => {
  vi.stubGlobal('window', {})
  vi.stubGlobal('localStorage', memoryStorage())
})
afterEach(() => vi.unstubAllGlobals())

const pushed = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>

describe('generate_lead', () => {
  it('names the source, the form, the page and its town, and nothing the visitor typed', async () => {
    const { trackLeadOnce } = await freshDataLayer()
    trackLeadOnce(
      '5f0e8a52-1f7c-4a8e-9d0b-6c2b1c3d4e5f',
      { lead_source: 'contact-form', form: 'full' },
      '/locations/live-oak',
    )
    expect(pushed()).toEqual([
      {
        event: 'generate_lead',
        lead_source: 'contact-form',
        form: 'full',
        page_path: '/locations/live-oak',
        town: 'live-oak',
      },
    ])
    const text = JSON.stringify(pushed())
    for (const typed of [sampleLead.name, sampleLead.email, sampleLead.phone, sampleLead.address, sampleLead.message])
      expect(text).not.toContain(typed)
    expect(text).not.toContain('5f0e8a52')
  })

  it('is pushed once per submission, also by a retry after a reload, and again for the next submission', async () => {
    const first = await freshDataLayer()
    const params = { lead_source: 'chat-widget', form: 'short' } as const
    expect(first.trackLeadOnce('a-submission', params, '/contact')).toBe(true)
    expect(first.trackLeadOnce('a-submission', params, '/contact')).toBe(false)
    const reloaded = await freshDataLayer()
    expect(reloaded.trackLeadOnce('a-submission', params, '/contact')).toBe(false)
    expect(reloaded.trackLeadOnce('another-submission', params, '/contact')).toBe(true)
    expect(pushed().filter((entry) => entry.event === 'generate_lead')).toHaveLength(2)
    expect(pushed()[0]).not.toHaveProperty('town')
  })

  it('still counts once in the page when storage is off', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    })
    const { trackLeadOnce } = await freshDataLayer()
    expect(trackLeadOnce('x', { lead_source: 'contact-form', form: 'full' }, '/contact')).toBe(true)
    expect(pushed()).toHaveLength(1)
  })
})

describe('every tracked event', () => {
  it('reaches the listeners, and a failing listener breaks nothing', async () => {
    const { onTrackedEvent, trackEvent, placeOf } = await freshDataLayer()
    const heard: string[] = []
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTrackedEvent(() => {
      throw new Error('tag broke')
    })
    const stop = onTrackedEvent((event) => heard.push(event.event))
    trackEvent({ event: 'calculator_result', ...placeOf('/offer/live-oak') })
    stop()
    trackEvent({ event: 'calculator_result', ...placeOf('/offer') })
    expect(heard).toEqual(['calculator_result'])
    expect(pushed()).toEqual([
      { event: 'calculator_result', page_path: '/offer/live-oak', town: 'live-oak' },
      { event: 'calculator_result', page_path: '/offer' },
    ])
  })

  it('knows the town only on town pages and town calculators', async () => {
    const { townOf } = await freshDataLayer()
    expect(townOf('/locations/lake-city')).toBe('lake-city')
    expect(townOf('/offer/lake-city')).toBe('lake-city')
    expect(townOf('/sell-house-fast-ocala')).toBeUndefined()
    expect(townOf('/contact')).toBeUndefined()
  })
})
