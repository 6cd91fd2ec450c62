import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import classes from './navigation-progress.module.css'

/** Navigations faster than this show nothing: a bar that flashes on every click is noise. */
const SHOW_AFTER_MS = 150

/**
 * A thin bar at the top of the window while a navigation loads (docs/design.md "Loading feedback"): shown after a
 * short delay, an indeterminate progressbar for assistive technology.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!busy) {
      setShown(false)
      return
    }
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [busy])
  if (!shown) return null
  return (
    <div className={classes.track} role="progressbar" aria-label="Loading the page" aria-valuetext="Loading">
      <div className={classes.bar} />
    </div>
  )
}
