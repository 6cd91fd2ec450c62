import { Alert } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { describeCredits } from './describe-credits'

/** Claims the codes mailed to the account's email once the page is open, and says what was added. */
export function AutoclaimNotice() {
  const revalidator = useRevalidator()
  const [claimed, setClaimed] = useState<Schema<'CreditCodeAutoclaim'>['claimed']>([])
  useEffect(() => {
    let active = true
    answer(browserApi.POST('/api/v1/tune-credit-codes/autoclaim'))
      .then(async (result) => {
        if (!active || result.claimed.length === 0) return
        setClaimed(result.claimed)
        await revalidator.revalidate()
      })
      .catch(() => {
        // Nothing mailed could be claimed now; the form still works.
      })
    return () => {
      active = false
    }
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div role="status">
      {claimed.length > 0 ? (
        <Alert color="green" variant="light" title="Codes mailed to you were added">
          {claimed.map((entry) => `${entry.code}: ${describeCredits(entry.credits)}`).join('; ')}
        </Alert>
      ) : null}
    </div>
  )
}
