import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { inNextTask } from '../../lib/next-task'
import { whenSettled } from '../../lib/when-settled'

/**
 * Renders `children` (lazy components, under their own Suspense) only after hydration, in a task of their own, or
 * once the page has settled. The state lives here, so mounting them re-renders this component alone and not the
 * layout around it.
 */
export function MountLater({ until, children }: { until: 'hydrated' | 'settled'; children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => (until === 'settled' ? whenSettled : inNextTask)(() => setReady(true)), [until])
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null
}
