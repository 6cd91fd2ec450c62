import { Anchor, SimpleGrid, Stack } from '@mantine/core'
import { VALUE_TRANSFER_VALUE_LABELS, type ValueTransfer } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DetailFact, DetailSection } from '../../components/ui/admin-table/admin-detail'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { transferAmountOf, transferPartyLabel } from './ledger-format'

function Side({ side }: { side: ValueTransfer['from'] }) {
  return (
    <Stack gap={0}>
      <span>{transferPartyLabel(side)}</span>
      <Anchor
        component={Link}
        to={paths.adminTransactions({ account_id: side.account_id })}
        size="xs"
        aria-label={`Transactions of the account of ${transferPartyLabel(side)}`}
      >
        Transactions of this account
      </Anchor>
    </Stack>
  )
}

/** One value transfer: what moved between whom, why, by whom, and its ledger transaction. */
export function ValueTransferDetail({ transfer }: { transfer: ValueTransfer }) {
  return (
    <DetailSection title="Transfer">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <DetailFact label="Moved">{transferAmountOf(transfer)}</DetailFact>
        <DetailFact label="What">{VALUE_TRANSFER_VALUE_LABELS[transfer.value]}</DetailFact>
        <DetailFact label="When">{formatInstant(transfer.created_at)}</DetailFact>
        <DetailFact label="From">
          <Side side={transfer.from} />
        </DetailFact>
        <DetailFact label="To">
          <Side side={transfer.to} />
        </DetailFact>
        <DetailFact label="Made by">{transfer.created_by_name ?? '—'}</DetailFact>
        <DetailFact label="Reason">{transfer.reason}</DetailFact>
        <DetailFact label="In the ledger">
          <Anchor component={Link} to={paths.adminTransaction(transfer.id)} size="sm">
            The transaction and its postings
          </Anchor>
        </DetailFact>
      </SimpleGrid>
    </DetailSection>
  )
}
