/**
 * Resolves once the browser has painted what is rendered now: a task queued from the next animation frame runs after
 * that frame. A hidden tab paints no frames, so it resolves after `fallbackMs` at the latest.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, fallbackMs)
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(fallback)
        resolve()
      }),
    )
  })
}
