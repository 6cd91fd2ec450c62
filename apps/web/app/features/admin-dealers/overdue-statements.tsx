import { Anchor, Table, Text } from '@mantine/core'
import type { DealerOverdueLine } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { formatDay } from '../../components/ui/admin-table/admin-format'
import { money } from './dealer-money'

/** The dashboard's overdue statements (decision 0107): per dealer and currency, the longest overdue first. */
export function OverdueStatements({ lines }: { lines: readonly DealerOverdueLine[] }) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No statement is past its due date unpaid.
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Overdue statements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dealer</Table.Th>
            <Table.Th ta="right">Overdue</Table.Th>
            <Table.Th>Oldest statement</Table.Th>
            <Table.Th ta="right">Days overdue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.id} ${line.currency}`}>
              <Table.Td>
                <Anchor component={Link} to={paths.adminDealer(line.id)} size="sm" fw={600}>
                  {line.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{money(line.amount_minor, line.currency)}</Table.Td>
              <Table.Td>
                {line.oldest_number}, due {formatDay(`${line.oldest_due_date}T00:00:00Z`)}
                {line.statements > 1 ? ` (${line.statements} statements)` : ''}
              </Table.Td>
              <Table.Td ta="right">{line.days_overdue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
