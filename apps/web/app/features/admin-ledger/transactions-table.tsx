import { Anchor, Stack, Text } from '@mantine/core'
import { LEDGER_OBJECT_TYPE_LABELS, type LedgerTransactionView } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { ledgerObjectHref, movedOf, partiesOf, transactionKindLabel } from './ledger-format'

/** The object and the parties give way on a phone (the transaction's page has them). */
const WIDE = '(min-width: 48em)'

const stop = (event: React.MouseEvent) => event.stopPropagation()

/** The transaction list's columns; only the date sorts (the API's `sort`). */
const COLUMNS: AdminTableColumn<LedgerTransactionView>[] = [
  {
    accessor: 'created_at',
    title: 'Date',
    sortable: true,
    render: (transaction) => formatInstant(transaction.created_at),
  },
  {
    accessor: 'memo',
    title: 'Transaction',
    primary: true,
    render: (transaction) => (
      <Stack gap={0}>
        <Anchor component={Link} to={paths.adminTransaction(transaction.id)} fw={600} size="sm" onClick={stop}>
          {transaction.memo}
        </Anchor>
        <Text size="xs" c="dimmed">
          {transactionKindLabel(transaction.kind)}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'object',
    title: 'Belongs to',
    visibleMediaQuery: WIDE,
    render: ({ object }) => {
      if (!object) return '—'
      const label = `${LEDGER_OBJECT_TYPE_LABELS[object.type]}${object.type === 'value-transfer' ? '' : ` ${object.id}`}`
      const href = ledgerObjectHref(object)
      return href ? (
        <Anchor component={Link} to={href} size="sm" onClick={stop}>
          {label}
        </Anchor>
      ) : (
        label
      )
    },
  },
  {
    accessor: 'parties',
    title: 'From → to',
    visibleMediaQuery: WIDE,
    render: (transaction) => {
      const { from, to } = partiesOf(transaction)
      return `${from} → ${to}`
    },
  },
  { accessor: 'moved', title: 'Amount', textAlign: 'right', render: (transaction) => movedOf(transaction) },
]

/** One page of transactions; a row opens its transaction. */
export function TransactionsTable({
  transactions,
  total,
  state,
  onChange,
  fetching,
}: {
  transactions: readonly LedgerTransactionView[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Transactions"
      columns={COLUMNS}
      records={transactions}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(transaction) => void navigate(paths.adminTransaction(transaction.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No transactions match these filters"
          text="Claimed credit codes, credits spent on tunes and value transfers show here. Clear a filter to see more."
        />
      }
    />
  )
}
