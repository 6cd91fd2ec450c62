import { useEffect, useState } from 'react'
import classes from './site-experience.module.css'

/** The build this page booted with (set at build time; absent in development). */
const BOOT_BUILD_ID: string | undefined = import.meta.env.VITE_BUILD_ID
const CHECK_EVERY_MS = 5 * 60 * 1000

async function deployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/build-id.json', { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { id?: unknown }
    return typeof body.id === 'string' ? body.id : null
  } catch {
    return null
  }
}

/**
 * SPEC §1 update banner and §7 service worker: mounted once the page has settled (root.tsx), it registers
 * /service-worker.js and shows 'New Content is Available:' with Refresh when the deployed build is not the one
 * this page booted with (checked then, when the tab comes back into view, and every 5 minutes).
 */
export function UpdateBanner() {
  const [stale, setStale] = useState(false)

  useEffect(() => {
    if (!BOOT_BUILD_ID) return
    let stopped = false
    const check = async () => {
      const deployed = await deployedBuildId()
      if (!stopped && deployed && deployed !== BOOT_BUILD_ID) setStale(true)
    }
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/service-worker.js').catch(() => null)
    void check()
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    const timer = window.setInterval(check, CHECK_EVERY_MS)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', onVisible)
      window.clearInterval(timer)
    }
  }, [])

  if (!stale) return null

  const refresh = async () => {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined
    const waiting = registration?.waiting
    if (waiting) {
      // The new worker takes over first, so the reloaded page is served by the new build's worker.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      waiting.postMessage({ type: 'SKIP_WAITING' })
      setTimeout(() => window.location.reload(), 2000)
      return
    }
    window.location.reload()
  }

  return (
    <div className={classes.update} role="status">
      <div className={`ts-container ${classes.updateInner}`}>
        <span>New Content is Available:</span>
        <button type="button" className="ts-button" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
    </div>
  )
}
