import { Anchor } from '@mantine/core'
import { DISCOUNT_CODE_STATUS_LABELS, type AdminDiscountCode } from '@shop/domain/admin-promotions'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { discountText, scopeText } from './promotion-format'

/** What it applies to, how it is applied and its period give way on a phone (the form has them). */
const WIDE = '(min-width: 48em)'

/** How checkout takes a code, in words. */
export const appliedText = (code: Pick<AdminDiscountCode, 'automatic' | 'hidden'>) =>
  code.automatic ? (code.hidden ? 'Automatically, never shown' : 'Automatically') : 'When typed'

const periodText = (code: Pick<AdminDiscountCode, 'starts_at' | 'ends_at'>) => {
  if (!code.starts_at && !code.ends_at) return 'Always'
  const from = code.starts_at ? `from ${formatInstant(code.starts_at)}` : ''
  const to = code.ends_at ? `until ${formatInstant(code.ends_at)}` : ''
  return [from, to].filter(Boolean).join(' ')
}

const COLUMNS: AdminTableColumn<AdminDiscountCode>[] = [
  {
    accessor: 'code',
    title: 'Code',
    primary: true,
    sortable: true,
    render: (code) => (
      <Anchor
        component={Link}
        to={paths.adminDiscountCodeEdit(code.id)}
        fw={600}
        ff="monospace"
        onClick={(event) => event.stopPropagation()}
      >
        {code.code}
      </Anchor>
    ),
  },
  { accessor: 'discount', title: 'Takes off', render: (code) => discountText(code) },
  { accessor: 'scope', title: 'Applies to', visibleMediaQuery: WIDE, render: (code) => scopeText(code) },
  { accessor: 'automatic', title: 'Applied', visibleMediaQuery: WIDE, render: (code) => appliedText(code) },
  { accessor: 'period', title: 'When', visibleMediaQuery: WIDE, render: (code) => periodText(code) },
  {
    accessor: 'status',
    title: 'Status',
    render: (code) => <StatusBadge status={code.status} label={DISCOUNT_CODE_STATUS_LABELS[code.status]} size="sm" />,
  },
  {
    accessor: 'updated_at',
    title: 'Changed',
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (code) => formatInstant(code.updated_at),
  },
]

/** One page of discount codes; a row opens its form. */
export function DiscountCodesTable({
  codes,
  total,
  state,
  onChange,
  fetching,
}: {
  codes: readonly AdminDiscountCode[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Discount codes"
      columns={COLUMNS}
      records={codes}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(code) => void navigate(paths.adminDiscountCodeEdit(code.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No discount codes match these filters"
          text="Every code shows here, switched-off ones too. Clear a filter to see more."
        />
      }
    />
  )
}
