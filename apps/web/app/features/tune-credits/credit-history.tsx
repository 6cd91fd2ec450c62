import { Badge, Table, Text } from '@mantine/core'
import { TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import type { CreditHistoryEntry } from './tune-credits.types'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** The ledger entries behind the balances, newest first: date, memo, kind and the signed amount. */
export function CreditHistory({ entries }: { entries: CreditHistoryEntry[] }) {
  if (entries.length === 0) {
    return <Text c="dimmed">No credits yet. Claim a code above, or ask your dealer for one with your install.</Text>
  }
  return (
    // A focusable scroll region: keyboard users can scroll the table sideways on a phone.
    <div role="region" aria-label="Credit history" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="sm" miw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date (UTC)</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col" ta="right">
              Credits
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.created_at}>{dateFormat.format(new Date(entry.created_at))}</time>
              </Table.Td>
              <Table.Td>{entry.memo}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray">
                  {TUNE_CREDIT_LABELS[entry.credit_kind]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" fw={600} c={entry.amount > 0 ? '#1b5e20' : '#a51d1d'}>
                {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
