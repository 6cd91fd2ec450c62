import { Anchor, Text } from '@mantine/core'
import type { ValueTransfer } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { transferAmountOf, transferPartyLabel } from './ledger-format'

const WIDE = '(min-width: 48em)'

const COLUMNS: AdminTableColumn<ValueTransfer>[] = [
  { accessor: 'created_at', title: 'Date', render: (transfer) => formatInstant(transfer.created_at) },
  {
    accessor: 'amount',
    title: 'Moved',
    primary: true,
    render: (transfer) => (
      <Anchor
        component={Link}
        to={paths.adminValueTransfer(transfer.id)}
        fw={600}
        size="sm"
        onClick={(event) => event.stopPropagation()}
      >
        {transferAmountOf(transfer)}
      </Anchor>
    ),
  },
  { accessor: 'from', title: 'From', render: (transfer) => transferPartyLabel(transfer.from) },
  { accessor: 'to', title: 'To', render: (transfer) => transferPartyLabel(transfer.to) },
  {
    accessor: 'reason',
    title: 'Reason',
    visibleMediaQuery: WIDE,
    render: (transfer) => (
      <Text size="sm" lineClamp={2}>
        {transfer.reason}
      </Text>
    ),
  },
  {
    accessor: 'created_by_name',
    title: 'By',
    visibleMediaQuery: WIDE,
    render: (transfer) => transfer.created_by_name ?? '—',
  },
]

/** One page of value transfers, newest first; a row opens its transfer. */
export function ValueTransfersTable({
  transfers,
  total,
  state,
  onChange,
  fetching,
}: {
  transfers: readonly ValueTransfer[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Value transfers"
      columns={COLUMNS}
      records={transfers}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(transfer) => void navigate(paths.adminValueTransfer(transfer.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No value transfers yet"
          text="Money or tune credits moved between accounts by an admin show here, each with its reason."
          action={
            <Anchor component={Link} to={paths.adminNewValueTransfer()}>
              Make a value transfer
            </Anchor>
          }
        />
      }
    />
  )
}
