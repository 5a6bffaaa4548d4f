/**
 * Resolves once the browser has painted what is rendered now: a task queued from the next animation frame runs after
 * that frame, however long a slow phone takes to it. A hidden tab paints no frames, so there it resolves at once, or
 * when the tab is hidden before its frame.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) return resolve()
    const done = () => {
      document.removeEventListener('visibilitychange', onHidden)
      resolve()
    }
    const onHidden = () => document.hidden && done()
    document.addEventListener('visibilitychange', onHidden)
    window.requestAnimationFrame(() => window.setTimeout(done))
  })
}
