import { Anchor, Stack, Text } from '@mantine/core'
import { PRODUCT_VISIBILITY_LABELS, productCategoryName, type AdminProductRow } from '@shop/domain/admin-products'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { PRODUCT_KIND_LABELS } from '@shop/domain/store'
import { Link, useNavigate } from 'react-router'
import { formatDay } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'

/** Category, kind, options, all prices but one and the last change give way on a phone (the product page has them). */
const WIDE = '(min-width: 48em)'
/** Kind and the option count only where the four prices leave room. */
const WIDEST = '(min-width: 90em)'

/** The product list's columns; accessors that sort are the API's `sort` keys. */
function columnsFor(currencies: readonly string[]): AdminTableColumn<AdminProductRow>[] {
  return [
    {
      accessor: 'name',
      title: 'Product',
      primary: true,
      sortable: true,
      width: 220,
      render: (product) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={paths.adminProduct(product.id)}
            fw={600}
            onClick={(event) => event.stopPropagation()}
          >
            {product.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {product.slug}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'category',
      title: 'Category',
      visibleMediaQuery: WIDE,
      render: (product) => productCategoryName(product.category),
    },
    {
      accessor: 'kind',
      title: 'Kind',
      visibleMediaQuery: WIDEST,
      render: (product) => PRODUCT_KIND_LABELS[product.kind],
    },
    ...currencies.map((currency, index): AdminTableColumn<AdminProductRow> => ({
      accessor: `price_${currency.toLowerCase()}`,
      title: `Price ${currency}`,
      textAlign: 'right',
      // On a phone the first store currency stands for the others.
      visibleMediaQuery: index === 0 ? undefined : WIDE,
      render: (product) =>
        product.prices[currency] === undefined
          ? '—'
          : formatMoney({ amount_minor: product.prices[currency], currency }),
    })),
    {
      accessor: 'option_count',
      title: 'Options',
      textAlign: 'right',
      visibleMediaQuery: WIDEST,
      render: (product) => product.option_count,
    },
    {
      accessor: 'visibility',
      title: 'Visibility',
      render: (product) => (
        <StatusBadge status={product.visibility} label={PRODUCT_VISIBILITY_LABELS[product.visibility]} size="sm" />
      ),
    },
    {
      accessor: 'updated_at',
      title: 'Changed',
      sortable: true,
      visibleMediaQuery: WIDE,
      render: (product) => formatDay(product.updated_at),
    },
  ]
}

/** One page of products; a row opens its product. */
export function ProductsTable({
  products,
  currencies,
  total,
  state,
  onChange,
  fetching,
}: {
  products: readonly AdminProductRow[]
  currencies: readonly string[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Products"
      columns={columnsFor(currencies)}
      records={products}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(product) => void navigate(paths.adminProduct(product.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No products match these filters"
          text="Every product of the store shows here, hidden ones too. Clear a filter to see more."
        />
      }
    />
  )
}
