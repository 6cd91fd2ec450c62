import { hostForRegion, regionOfHost, regionSwitchCandidate, regionSwitchOffer } from '@shop/domain/regions'
import { type PublicSiteConfig, type RegionId } from '@shop/domain/site'
import { useEffect, useId, useRef, useState } from 'react'
import classes from './site-experience.module.css'

const DISMISSED_KEY = 'tuneshop.region-switch-dismissed'

type Offer = { current: RegionId; target: RegionId; href: string }

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * SPEC §2 'Switch Regions?': offers the other region's catalog by the browser's time zone. The
 * current region comes from the host; the dialog is a native modal <dialog> (focus kept inside,
 * Escape closes), decided in the browser only, where the time zone is known.
 */
export function RegionSwitchModal({ site }: { site: Pick<PublicSiteConfig, 'regions' | 'regionDefinitions'> }) {
  const [offer, setOffer] = useState<Offer | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const config = { regions: site.regions as RegionId[], regionDefinitions: site.regionDefinitions as never }
    const current = regionOfHost(window.location.host, config)
    const input = { regions: site.regions, current, dismissed: readDismissed() }
    const target = regionSwitchCandidate(input)
    if (current === null || target === null) return
    const url = new URL(window.location.href)
    const targetHost = hostForRegion(window.location.host, current, target, config)
    url.host = targetHost
    // An address without a name (an IP) has no regional host to offer.
    if (url.host !== targetHost) return
    // The time zone last: the page's first Intl call, which costs tens of milliseconds (decision 0059).
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (regionSwitchOffer({ ...input, timeZone }) !== target) return
    setOffer({ current, target, href: url.toString() })
  }, [site])

  useEffect(() => {
    if (offer && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [offer])

  if (!offer) return null
  const definitions = site.regionDefinitions as Record<string, { catalogName: string }>
  const currentName = definitions[offer.current]?.catalogName
  const targetName = definitions[offer.target]?.catalogName

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // Without storage the dialog may ask again on the next visit.
    }
    dialog.current?.close()
    setOffer(null)
  }

  return (
    <dialog ref={dialog} className={classes.dialog} aria-labelledby={titleId} onCancel={dismiss}>
      <h2 id={titleId} className={classes.dialogTitle}>
        Switch Regions?
      </h2>
      <p>
        You are viewing the <strong>{currentName}</strong>. Your time zone suggests the {targetName} may suit you
        better: its prices, currency and tunes are made for your region.
      </p>
      <div className={classes.dialogActions}>
        <button type="button" className="ts-button" data-variant="light" onClick={dismiss}>
          Stay here
        </button>
        <a className="ts-button" href={offer.href}>
          Visit the {targetName}
        </a>
      </div>
    </dialog>
  )
}
