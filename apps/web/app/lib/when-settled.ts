/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest 3 s after load), so that work no first
 * paint needs stays out of the load's long tasks. Returns a cancel function, for an effect's clean-up.
 */
export function whenSettled(run: () => void): () => void {
  let cancel = () => {}
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 })
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const id = setTimeout(run, 1000)
      cancel = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') idle()
  else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}
