import { useRegionMismatch } from '../../../lib/region-store'
import classes from './site-experience.module.css'

/**
 * SPEC §8 "421 with known-error headers means a region mismatch; its message is shown": whichever call met it, the
 * server's message shows at the top of the page, with a reload that brings this host's own page.
 */
export function RegionMismatchNotice() {
  const message = useRegionMismatch((state) => state.message)
  if (!message) return null
  return (
    <div className={classes.mismatch} role="alert">
      <div className={`ts-container ${classes.updateInner}`}>
        <p className={classes.mismatchText}>{message}</p>
        <button type="button" className="ts-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </div>
  )
}
