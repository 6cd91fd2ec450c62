import { paths } from '@shop/domain/paths'
import { isSaleShown, saleAmountLabel, saleBannerNextChangeMs, saleCountdown, type Sale } from '@shop/domain/store'
import { useEffect, useState } from 'react'
import { Link, useMatches } from 'react-router'
import classes from './sale-banner.module.css'

/** The longest delay `setTimeout` keeps (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/**
 * Whether the banner shows and its countdown text; until the browser has the time, what the server rendered (no
 * hydration mismatch). It renders again only when the banner can look different (`saleBannerNextChangeMs`):
 * every second while the countdown runs, and not at all at load for a sale that is far from its end.
 */
function useCountdown(sale: Sale): { shown: boolean; countdown: string | null } {
  const [now, setNow] = useState<Date | null>(null)
  // The timer restarts when the sale's times change, not when a render hands over an equal sale object.
  const { start, end, countdown: counts } = sale
  useEffect(() => {
    const times = { start, end, countdown: counts }
    let timer: ReturnType<typeof setTimeout> | undefined
    const scheduleFrom = (from: Date) => {
      const wait = saleBannerNextChangeMs(times, from)
      if (wait !== null) timer = setTimeout(tick, Math.min(wait, MAX_TIMEOUT_MS))
    }
    const tick = () => {
      const at = new Date()
      setNow(at)
      scheduleFrom(at)
    }
    const first = new Date()
    if (!isSaleShown(times, first) || saleCountdown(times, first) !== null) setNow(first)
    scheduleFrom(first)
    return () => clearTimeout(timer)
  }, [start, end, counts])
  if (now === null) return { shown: true, countdown: null }
  return { shown: isSaleShown(sale, now), countdown: saleCountdown(sale, now) }
}

/**
 * SPEC §2/§4 sale banner: amount with % or $, 'OFF', name, description, the optional code 'automatically
 * applied at checkout', and Shop Now → /catalog (not on the Catalog route itself); under 48 hours left, a
 * countdown hh:mm:ss. The server only sends a sale that is running; the browser hides it when it ends.
 */
export function SaleBanner({ sale }: { sale: Sale }) {
  const matches = useMatches()
  const { shown, countdown } = useCountdown(sale)
  if (!shown) return null
  // The route named Catalog: the picker and the vehicle pages (SPEC §2).
  const onCatalog = matches.some((match) => match.id === 'catalog')
  return <SaleBannerView sale={sale} countdown={countdown} shop={onCatalog ? 'none' : 'link'} />
}

/**
 * The banner as drawn, without its clock or the router: the storefront's `SaleBanner` gives it the countdown, and
 * the back office's sale form shows it as a preview (decision 0099), where Shop Now is `text` (not a way off the
 * form).
 */
export function SaleBannerView({
  sale,
  countdown,
  shop,
  label = 'Sale',
}: {
  sale: Pick<Sale, 'amount' | 'amountType' | 'name' | 'description' | 'code'>
  countdown: string | null
  shop: 'link' | 'text' | 'none'
  label?: string
}) {
  return (
    <aside className={classes.banner} aria-label={label} data-testid="sale-banner">
      <div className={`ts-container ${classes.inner}`}>
        <p className={classes.text}>
          <strong className={classes.amount}>{saleAmountLabel(sale)} OFF</strong>{' '}
          <span className={classes.name}>{sale.name}</span>
          {sale.description ? <span className={classes.description}> {sale.description}</span> : null}
          {sale.code ? (
            <span className={classes.code}>
              {' '}
              Code <code>{sale.code}</code> automatically applied at checkout
            </span>
          ) : null}
        </p>
        {countdown ? (
          <p className={classes.countdown} data-testid="sale-countdown">
            Ends in <time>{countdown}</time>
          </p>
        ) : null}
        {shop === 'link' ? (
          <Link to={paths.catalog()} className={classes.shop}>
            Shop Now
          </Link>
        ) : shop === 'text' ? (
          <span className={classes.shop}>Shop Now</span>
        ) : null}
      </div>
    </aside>
  )
}
