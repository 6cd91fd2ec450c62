import { consentedThirdParties, THIRD_PARTY_TAGS } from '@shop/domain/consent'
import { type PublicSiteConfig } from '@shop/domain/site'
import { useEffect } from 'react'
import { useConsent } from './consent-store'

type TagWindow = Window & {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string }
  _fbq?: unknown
}

const loaded = new Set<string>()

function addScript(src: string) {
  if (loaded.has(src)) return
  loaded.add(src)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.thirdParty = 'true'
  document.head.appendChild(script)
}

function loadAnalyticsTag(tagId: string) {
  const w = window as TagWindow
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    // The tag reads the arguments object itself, as its own snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', tagId)
  addScript(THIRD_PARTY_TAGS.analytics.scriptUrl(tagId))
}

function loadPixel(pixelId: string) {
  const w = window as TagWindow
  if (!w.fbq) {
    const queue: unknown[] = []
    const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' })
    w.fbq = fbq
    w._fbq = fbq
  }
  w.fbq('init', pixelId)
  w.fbq('track', 'PageView')
  addScript(THIRD_PARTY_TAGS.pixel.scriptUrl())
}

/**
 * SPEC §4: the configured analytics tag and social pixel load only after consent, each only if its
 * option was ticked, and never on a page that suppresses them (the payment step). A tag once loaded
 * stays for the rest of this document.
 */
export function ThirdPartyTags({
  analytics,
  suppressed,
}: {
  analytics: PublicSiteConfig['analytics']
  suppressed: boolean
}) {
  const consent = useConsent()
  useEffect(() => {
    if (suppressed || consent === undefined) return
    const allowed = consentedThirdParties(analytics, consent)
    if (allowed.analytics && analytics.tagId) loadAnalyticsTag(analytics.tagId)
    if (allowed.pixel && analytics.pixelId) loadPixel(analytics.pixelId)
  }, [analytics, consent, suppressed])
  return null
}
