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
  const add = () => {
    script = document.createElement('script')
    script.src = src
    script.async = true
    Object.assign(script.dataset, data)
    document.body.append(script)
    onAdded?.(script)
  }
  const idle = window.requestIdleCallback ? window.requestIdleCallback(add) : window.setTimeout(add, 1500)
  return () => {
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
    script?.remove()
  }
}
