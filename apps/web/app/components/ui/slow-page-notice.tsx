import { LAZY_PAGE_LOAD_TIMEOUT_MS } from '@shop/domain/site'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import classes from './slow-page-notice.module.css'

/** SPEC §2/§9: a page still loading after 120 s is given up on, with a way to try again. */
export function SlowPageNotice() {
  const navigation = useNavigation()
  const [timedOut, setTimedOut] = useState(false)
  const target = navigation.location ? navigation.location.pathname + navigation.location.search : null
  useEffect(() => {
    setTimedOut(false)
    if (navigation.state === 'idle') return
    const timer = window.setTimeout(() => setTimedOut(true), LAZY_PAGE_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [navigation.state, target])
  if (!timedOut || !target) return null
  return (
    <div role="alert" className={classes.notice}>
      <strong>This page is taking too long to load.</strong> Your connection may be slow or interrupted.
      <button type="button" className="ts-button" onClick={() => window.location.assign(target)}>
        Try again
      </button>
    </div>
  )
}
