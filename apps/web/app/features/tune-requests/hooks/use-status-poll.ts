import { STATUS_POLL_MS } from '@shop/domain/tuning'
import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

/**
 * Keeps the status page current without a reload: asks for the cheap `?poll` answer every few seconds (while
 * the tab is visible) and reloads the page's data when the request changed.
 */
export function useStatusPoll(id: number, updatedAt: string, active: boolean) {
  const revalidator = useRevalidator()
  const seen = useRef(updatedAt)
  seen.current = updatedAt
  useEffect(() => {
    if (!active) return
    let stopped = false
    const tick = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const polled = await answer(
          browserApi.GET('/api/v1/tune-requests/{id}', { params: { path: { id }, query: { poll: '1' } } }),
        )
        if (!stopped && polled.updated_at !== seen.current && revalidator.state === 'idle') {
          seen.current = polled.updated_at
          await revalidator.revalidate()
        }
      } catch {
        // A failed poll is retried at the next tick.
      }
    }
    const timer = window.setInterval(() => void tick(), STATUS_POLL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [id, active, revalidator])
}
