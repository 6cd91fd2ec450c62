import { Anchor, Stack, Text } from '@mantine/core'
import { DEALER_PRICE_TIER_LABELS, DEALER_STATUS_LABELS, type AdminDealerRow } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { Balances, Limits } from './dealer-money'

/** The slug, tier and members give way on a phone (the dealer's page has them). */
const WIDE = '(min-width: 48em)'

/** The dealer list's columns; accessors that sort are the API's `sort` keys. */
const COLUMNS: AdminTableColumn<AdminDealerRow>[] = [
  {
    accessor: 'name',
    title: 'Name',
    primary: true,
    sortable: true,
    render: (dealer) => (
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={paths.adminDealer(dealer.id)}
          fw={600}
          onClick={(event) => event.stopPropagation()}
        >
          {dealer.name}
        </Anchor>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {dealer.slug}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'slug', title: 'Address', sortable: true, visibleMediaQuery: WIDE, render: (dealer) => dealer.slug },
  {
    accessor: 'status',
    title: 'Status',
    render: (dealer) => <StatusBadge status={dealer.status} label={DEALER_STATUS_LABELS[dealer.status]} size="sm" />,
  },
  {
    accessor: 'price_tier',
    title: 'Price tier',
    visibleMediaQuery: WIDE,
    render: (dealer) => DEALER_PRICE_TIER_LABELS[dealer.price_tier],
  },
  { accessor: 'members', title: 'Members', visibleMediaQuery: WIDE, render: (dealer) => dealer.members },
  { accessor: 'balance', title: 'Balance', render: (dealer) => <Balances positions={dealer.positions} /> },
  {
    accessor: 'credit_limit',
    title: 'Credit limit',
    visibleMediaQuery: WIDE,
    render: (dealer) => <Limits positions={dealer.positions} />,
  },
]

/** One page of dealers; a row opens its dealer. */
export function DealersTable({
  dealers,
  total,
  state,
  onChange,
  fetching,
}: {
  dealers: readonly AdminDealerRow[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Dealers"
      columns={COLUMNS}
      records={dealers}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(dealer) => void navigate(paths.adminDealer(dealer.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No dealers match these filters"
          text="Every dealer of the programme shows here, suspended and archived ones too. Clear a filter to see more."
        />
      }
    />
  )
}
