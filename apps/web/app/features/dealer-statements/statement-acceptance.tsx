import { Button, Stack, Text } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Acceptable = {
  id: string
  status: 'open' | 'issued' | 'accepted'
  accepted_by: string | null
  accepted_at: string | null
  may_accept: boolean
  signatories: string[]
  letterhead: { legal_name: string }
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "Accepted by Dana Dealer on November 20, 2026", the same words on the page and the print view. */
export function acceptedLine(statement: Pick<Acceptable, 'accepted_by' | 'accepted_at'>): string | null {
  if (!statement.accepted_by || !statement.accepted_at) return null
  return `Accepted by ${statement.accepted_by} on ${DAY.format(new Date(statement.accepted_at))}`
}

/**
 * Decision 0107: who accepted an issued statement; else the button for a named signatory, and for everyone else who
 * may accept it. The open month's statement has nothing to accept yet.
 */
export function StatementAcceptance({ slug, statement }: { slug: string; statement: Acceptable }) {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const accepted = acceptedLine(statement)
  if (accepted) return <Text fw={600}>{accepted}</Text>
  if (statement.status !== 'issued') return null

  const accept = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await answer(
        browserApi.POST('/api/v1/dealers/{slug}/statements/{id}/accept', {
          params: { path: { slug, id: statement.id } },
        }),
      )
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  if (statement.may_accept) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Accepting confirms this statement on behalf of {statement.letterhead.legal_name}, signed with your name as its
          signatory.
        </Text>
        <Button onClick={() => void accept()} loading={busy}>
          Accept statement
        </Button>
        {failure ? <ApiErrorAlert error={failure} /> : null}
      </Stack>
    )
  }
  return (
    <Text size="sm" c="dimmed">
      {statement.signatories.length > 0
        ? `Not accepted yet. It may be accepted by the dealer’s signatory: ${statement.signatories.join(', ')}.`
        : 'Not accepted yet. The dealer has named no signatory to accept it: the owner names one under '}
      {statement.signatories.length === 0 ? (
        <Link to={paths.dealer(slug, 'signature-authority')}>Signatories</Link>
      ) : null}
      {statement.signatories.length === 0 ? '.' : null}
    </Text>
  )
}
