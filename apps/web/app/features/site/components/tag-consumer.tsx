import { paths } from '@shop/domain/paths'
import { isAttributionTag, shouldSendAttribution } from '@shop/domain/tracking'
import { useEffect } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

const LAST_SENT_KEY = 'tuneshop.tag-sent'

function readLastSent(): { tag: string; sentAt: number } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(LAST_SENT_KEY) ?? 'null') as { tag?: unknown; sentAt?: unknown }
    return typeof parsed?.tag === 'string' && typeof parsed.sentAt === 'number'
      ? { tag: parsed.tag, sentAt: parsed.sentAt }
      : null
  } catch {
    return null
  }
}

/**
 * SPEC §4 tag query parameter: `?tag=X` on any page is consumed: removed from the URL (replacing
 * the history entry) and recorded, at most once per hour for the same tag (SPEC §9); the global state
 * is then fetched again. On the blog, `tag` is the blog's own filter (/dealer-blog → /blog/?tag=Dealer)
 * and is left alone.
 */
export function TagConsumer() {
  const location = useLocation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()

  useEffect(() => {
    if (`${location.pathname}/`.startsWith(paths.blog())) return
    const params = new URLSearchParams(location.search)
    const raw = params.get('tag')
    if (raw === null) return
    params.delete('tag')
    const search = params.toString()
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    )
    const tag = raw.trim()
    if (!isAttributionTag(tag) || !shouldSendAttribution(readLastSent(), tag, Date.now())) return
    void answer(browserApi.POST('/api/v1/track/tag', { body: { tag } }))
      .then(() => {
        try {
          localStorage.setItem(LAST_SENT_KEY, JSON.stringify({ tag, sentAt: Date.now() }))
        } catch {
          // The server keeps the same tag once per hour anyway.
        }
        return revalidator.revalidate()
      })
      .catch(() => undefined)
    // Runs once per URL; navigate and revalidator are stable for that purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search])
  return null
}
