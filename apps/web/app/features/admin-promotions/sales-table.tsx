import { Anchor, Stack, Text } from '@mantine/core'
import { SALE_STATUS_LABELS, SALE_TYPE_ADMIN_LABELS, type AdminSale } from '@shop/domain/admin-promotions'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { saleAmountText } from './promotion-format'

/** The code and the period give way on a phone (the form has them); the status stays. */
const WIDE = '(min-width: 48em)'

/** The sale list's columns; accessors that sort are the API's `sort` keys. */
const COLUMNS: AdminTableColumn<AdminSale>[] = [
  {
    accessor: 'name',
    title: 'Sale',
    primary: true,
    sortable: true,
    width: 240,
    render: (sale) => (
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={paths.adminSaleEdit(sale.id)}
          fw={600}
          onClick={(event) => event.stopPropagation()}
        >
          {sale.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {SALE_TYPE_ADMIN_LABELS[sale.type]}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'amount', title: 'Amount', render: (sale) => saleAmountText(sale) },
  {
    accessor: 'code',
    title: 'Code',
    visibleMediaQuery: WIDE,
    render: (sale) => (sale.code ? <code>{sale.code}</code> : '—'),
  },
  {
    accessor: 'starts_at',
    title: 'Starts',
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (sale) => formatInstant(sale.starts_at),
  },
  {
    accessor: 'ends_at',
    title: 'Ends',
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (sale) => formatInstant(sale.ends_at),
  },
  {
    accessor: 'status',
    title: 'Status',
    render: (sale) => <StatusBadge status={sale.status} label={SALE_STATUS_LABELS[sale.status]} size="sm" />,
  },
]

/** One page of sales; a row opens its form. */
export function SalesTable({
  sales,
  total,
  state,
  onChange,
  fetching,
}: {
  sales: readonly AdminSale[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Sales"
      columns={COLUMNS}
      records={sales}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(sale) => void navigate(paths.adminSaleEdit(sale.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No sales match these filters"
          text="Past, running and scheduled sales show here. Clear a filter to see more."
        />
      }
    />
  )
}
