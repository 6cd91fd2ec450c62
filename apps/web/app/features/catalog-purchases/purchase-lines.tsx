import { Table, Text } from '@mantine/core'
import type { CatalogLine } from '@shop/domain/catalog-purchase'
import { formatMoney, type Money } from '@shop/domain/money'

const TOOL_MODE_LABELS = { buy: 'Buy', rent: 'Rent', owned: 'Already owned' } as const

function describe(line: CatalogLine) {
  if (line.type === 'tool') return `Flash tool: ${line.name} (${TOOL_MODE_LABELS[line.mode]})`
  if (line.type === 'install_fee') return 'Install fee'
  return line.name
}

/** The lines of a purchase (tunes, the tool and how it is had, the install fee) and its total. */
export function PurchaseLines({ lines, total }: { lines: readonly CatalogLine[]; total: Money }) {
  return (
    <Table aria-label="Purchase lines" verticalSpacing="sm" striped={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col" style={{ textAlign: 'right' }}>
            Price
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr
            key={`${line.type}-${line.type === 'tune' ? line.tune_id : line.type === 'tool' ? line.tool_id : 0}`}
          >
            <Table.Td>{describe(line)}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {line.amount.amount_minor === 0
                ? line.type === 'install_fee'
                  ? 'None'
                  : 'Free'
                : formatMoney(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td style={{ textAlign: 'right' }}>
            <Text fw={700} data-testid="purchase-total" component="span">
              {formatMoney(total)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
