import { Anchor, Text } from '@mantine/core'
import { TRANSFER_STATE_LABELS } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable } from '../../components/ui/data-table'
import { StatusBadge } from '../../components/ui/status-badge'
import { recipientLabel, transferAmountLabel, type Transfer } from './transfer-format'

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A dealer's transfer requests: what, to whom, its state; each opens its page. */
export function TransfersTable({
  slug,
  transfers,
  label,
  showGroup = true,
}: {
  slug: string
  transfers: Transfer[]
  label: string
  /** The group column, left out on a group's own page. */
  showGroup?: boolean
}) {
  return (
    <DataTable
      label={label}
      rows={transfers}
      rowKey={(transfer) => transfer.id}
      columns={[
        {
          header: 'Transfer',
          primary: true,
          cell: (transfer) => (
            <Anchor component={Link} to={paths.dealerTransfer(slug, transfer.id)} fw={600}>
              {transfer.amount === 0 ? 'Amount to set' : transferAmountLabel(transfer)}
            </Anchor>
          ),
        },
        { header: 'To', cell: (transfer) => recipientLabel(transfer.to) },
        {
          header: 'State',
          cell: (transfer) => <StatusBadge status={transfer.state} label={TRANSFER_STATE_LABELS[transfer.state]} />,
        },
        ...(showGroup ? [groupColumn(slug)] : []),
        { header: 'Requested', cell: (transfer) => dateOf(transfer.created_at) },
      ]}
    />
  )
}

const groupColumn = (slug: string) => ({
  header: 'Group',
  cell: (transfer: Transfer) =>
    transfer.group_id ? (
      <Anchor component={Link} to={paths.dealerTransferGroup(slug, transfer.group_id)}>
        Open group
      </Anchor>
    ) : (
      <Text span c="dimmed" size="sm">
        Single
      </Text>
    ),
})

export { dateOf }
