import { ANALYTICS_RESCAN_MS } from '@shop/domain/site'
import { PAGE_UPDATE_EVENT, PAGE_VIEW_EVENT } from '@shop/domain/tracking'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { inNextTask } from '../../../lib/next-task'
import { queryWithoutTag, sendPageView } from '../api/analytics-beacon'

/**
 * SPEC §7: every navigation sends a page view; 2500 ms later the page is scanned again for late
 * content: a title that changed since (data that arrived after the view) is sent as an `update`.
 * The referrer is the browser's on the first view and the previous page after that.
 */
export function PageViewTracker() {
  const location = useLocation()
  const previous = useRef<string | null>(null)
  const key = `${location.pathname}${queryWithoutTag(location.search)}`

  useEffect(() => {
    // Removing `tag` from the URL is no new page.
    if (previous.current === key) return
    const referrer = previous.current === null ? document.referrer : `${window.location.origin}${previous.current}`
    previous.current = key
    const view = { path: location.pathname, search: location.search, referrer }
    const sentTitle = document.title
    // Sent in a task of its own (the beacon is not hydration's work), and never called off: the view happened.
    inNextTask(() => sendPageView({ ...view, event: PAGE_VIEW_EVENT }))
    const rescan = window.setTimeout(() => {
      if (document.title !== sentTitle) sendPageView({ ...view, event: PAGE_UPDATE_EVENT })
    }, ANALYTICS_RESCAN_MS)
    return () => window.clearTimeout(rescan)
    // The key stands for pathname and search; the referrer is read at the time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return null
}
