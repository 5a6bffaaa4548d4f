import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '../../src/lib/after-paint'

/** A tab whose frames come only when `frame()` is called, and which `hide()` hides. */
function tabWithFrames({ hidden = false } = {}) {
  const frames: Array<() => void> = []
  const listeners = new Set<() => void>()
  const document = {
    hidden,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', { setTimeout, requestAnimationFrame: (callback: () => void) => frames.push(callback) })
  return {
    frame: () => frames.splice(0).forEach((callback) => callback()),
    hide: () => {
      document.hidden = true
      listeners.forEach((listener) => listener())
    },
    listeners,
  }
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves in the task after the next frame, however late the frame comes', async () => {
    vi.useFakeTimers()
    const { frame, listeners } = tabWithFrames()
    let done = false
    void afterNextPaint().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(500)
    expect(done).toBe(false)
    frame()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
    expect(listeners.size).toBe(0)
  })

  it('resolves at once in a hidden tab, which paints no frames', async () => {
    tabWithFrames({ hidden: true })
    let done = false
    void afterNextPaint().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(true)
  })

  it('resolves when the tab is hidden before its frame', async () => {
    const { hide, listeners } = tabWithFrames()
    let done = false
    void afterNextPaint().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    hide()
    await Promise.resolve()
    expect(done).toBe(true)
    expect(listeners.size).toBe(0)
  })
})
