/** Runs `task` once the browser is idle, or after `fallbackMs` where it cannot say; the returned function cancels it. */
export function whenIdle(task: () => void, fallbackMs = 200): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(task)
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, fallbackMs)
  return () => window.clearTimeout(handle)
}

/**
 * Adds a third-party script once the browser is idle, so it never competes with the page's own first paint;
 * the returned function cancels it, or removes the script once added.
 */
export function addScriptWhenIdle(
  src: string,
  data: Record<string, string>,
  onAdded?: (script: HTMLScriptElement) => void,
): () => void {
  let script: HTMLScriptElement | undefined
  const cancel = whenIdle(() => {
    script = document.createElement('script')
    script.src = src
    script.async = true
    Object.assign(script.dataset, data)
    document.body.append(script)
    onAdded?.(script)
  }, 1500)
  return () => {
    cancel()
    script?.remove()
  }
}
