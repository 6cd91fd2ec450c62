import { Anchor, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { LEDGER_OBJECT_TYPE_LABELS, type LedgerTransactionView } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DetailFact, DetailSection } from '../../components/ui/admin-table/admin-detail'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import {
  accountKindLabel,
  formatLedgerAmount,
  ledgerObjectHref,
  ownerLabel,
  transactionKindLabel,
  unitLabel,
} from './ledger-format'

function ObjectLink({ object }: { object: LedgerTransactionView['object'] }) {
  if (!object) return <>Nothing named</>
  const label = `${LEDGER_OBJECT_TYPE_LABELS[object.type]} ${object.id}`
  const href = ledgerObjectHref(object)
  return href ? (
    <Anchor component={Link} to={href} size="sm">
      {label}
    </Anchor>
  ) : (
    <>{label}</>
  )
}

/** One transaction as an accountant reads it: what, when, by whom, about what, and every posting. */
export function TransactionDetail({ transaction }: { transaction: LedgerTransactionView }) {
  return (
    <Stack gap="md">
      <DetailSection title="Summary">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <DetailFact label="Kind">{transactionKindLabel(transaction.kind)}</DetailFact>
          <DetailFact label="When">{formatInstant(transaction.created_at)}</DetailFact>
          <DetailFact label="Made by">{transaction.created_by_name ?? 'The shop'}</DetailFact>
          <DetailFact label="Belongs to">
            <ObjectLink object={transaction.object} />
          </DetailFact>
          {transaction.reason !== null ? <DetailFact label="Reason">{transaction.reason}</DetailFact> : null}
          <DetailFact label="Transaction id">
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {transaction.id}
            </Text>
          </DetailFact>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Postings">
        <Text size="sm" c="dimmed">
          Each unit’s postings sum to zero: what one account gives, another gets.
        </Text>
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account of</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Unit</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transaction.postings.map((posting) => (
                <Table.Tr key={posting.entry_id}>
                  <Table.Td>
                    <Text size="sm">{ownerLabel(posting)}</Text>
                    {posting.owner_email ? (
                      <Text size="xs" c="dimmed">
                        {posting.owner_email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.adminTransactions({ account_id: posting.account_id })}
                      size="sm"
                      aria-label={`Transactions of ${ownerLabel(posting)}’s ${accountKindLabel(posting.account_kind)}`}
                    >
                      {accountKindLabel(posting.account_kind)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{unitLabel(posting.unit)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatLedgerAmount(posting.amount_minor, posting.unit)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DetailSection>
    </Stack>
  )
}
