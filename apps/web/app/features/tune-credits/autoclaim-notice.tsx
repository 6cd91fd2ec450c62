import { Alert } from '@mantine/core'
import type { CreditAmounts } from '@shop/domain/ledger'
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { browserApi } from '../../lib/browser-api'
import { describeCredits } from './describe-credits'

type Autoclaimed = { claimed: { code: string; credits: CreditAmounts }[]; email_verified: boolean }

/** Claims the codes mailed to the account's email once the page is open, and says what was added. */
export function AutoclaimNotice() {
  const revalidator = useRevalidator()
  const [claimed, setClaimed] = useState<Autoclaimed['claimed']>([])
  useEffect(() => {
    let active = true
    browserApi
      .post<Autoclaimed>('/v1/tune-credit-codes/autoclaim')
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
