import type { AlertType } from '@shop/domain/site'
import { useEffect, useState } from 'react'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { inNextTask } from '../../../lib/next-task'
import { useCurrentUser, useUiState } from '../../../lib/ui-state'
import classes from './alerts-bar.module.css'

const CLOSED_KEY = 'tuneshop.closed-alerts'
const ROLE: Record<AlertType, 'status' | 'alert'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  error: 'alert',
}

function readClosed(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLOSED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

/** SPEC §3: alerts from the global state, each closable; closed ids are remembered. */
export function AlertsBar() {
  const { alerts } = useUiState()
  const user = useCurrentUser()
  const [closed, setClosed] = useState<number[]>([])
  useEffect(
    () =>
      // The first read of localStorage waits on the browser: a task of its own, not hydration's. An empty list is
      // no change, and a new array would re-render the bar for nothing.
      inNextTask(() => {
        const stored = readClosed()
        if (stored.length > 0) setClosed(stored)
      }),
    [],
  )
  const visible = alerts.filter((alert) => !closed.includes(alert.id))
  if (visible.length === 0) return null

  const close = (id: number) => {
    const next = [...new Set([...closed, id])]
    setClosed(next)
    try {
      localStorage.setItem(CLOSED_KEY, JSON.stringify(next))
    } catch {
      // Without storage the alert stays closed for this page view only.
    }
    if (user)
      void answer(browserApi.POST('/api/alerts/{id}/close', { params: { path: { id } } })).catch(() => undefined)
  }

  return (
    <div className="ts-container">
      {visible.map((alert) => (
        <div key={alert.id} className={classes.alert} data-type={alert.type} role={ROLE[alert.type]}>
          <div>
            <strong>{alert.title}</strong> {alert.body}
          </div>
          <button
            type="button"
            className={classes.close}
            aria-label={`Close alert: ${alert.title}`}
            onClick={() => close(alert.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
