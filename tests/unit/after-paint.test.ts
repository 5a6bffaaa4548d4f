import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '../../src/lib/after-paint'

/** A window whose frames come only when `frame()` is called, as a hidden tab's never do. */
function windowWithFrames() {
  const frames: Array<() => void> = []
  vi.stubGlobal('window', {
    setTimeout,
    clearTimeout,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  })
  return { frame: () => frames.splice(0).forEach((callback) => callback()) }
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves in the task after the next frame, not before it', async () => {
    vi.useFakeTimers()
    const { frame } = windowWithFrames()
    let done = false
    void afterNextPaint().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(50)
    expect(done).toBe(false)
    frame()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('resolves after its fallback where no frame comes (a hidden tab), so the focus never waits for one', async () => {
    vi.useFakeTimers()
    windowWithFrames()
    let done = false
    void afterNextPaint(100).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(99)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
