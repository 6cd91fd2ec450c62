import { shouldScrollToTop } from '@shop/domain/site'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** SPEC §2: a new path starts at the top; a hash change or going back keeps the position. */
export function ScrollToTop() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const previous = useRef(location)
  useEffect(() => {
    if (shouldScrollToTop(previous.current, location, navigationType)) window.scrollTo(0, 0)
    previous.current = location
  }, [location, navigationType])
  return null
}
