import { TAG_ATTRIBUTION_RESEND_MS } from '../site/site.constants'

/**
 * SPEC §7/§9: the tag-attribution POST is re-sent at most once per hour. The same tag sent less than
 * an hour ago is not sent again; a different tag is news and is sent.
 */
export function shouldSendAttribution(last: { tag: string; sentAt: number } | null, tag: string, now: number): boolean {
  if (!last || last.tag !== tag) return true
  return !(now >= last.sentAt && now - last.sentAt < TAG_ATTRIBUTION_RESEND_MS)
}
