import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { TRANSACTIONS_PER_PAGE, TransactionListQuerySchema } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { useNavigation } from 'react-router'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { exportQueryOf } from '../../features/admin-ledger/transaction-query'
import { TRANSACTION_FILTER_KEYS, TransactionFilters } from '../../features/admin-ledger/transaction-filters'
import { TransactionsTable } from '../../features/admin-ledger/transactions-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/transactions'

const TRANSACTIONS = { part: 'transactions' } as const

export const handle = { contactless: true, breadcrumb: 'Transactions' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Transactions') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin's screen; staff are sent to /forbidden, as the API would refuse them.
  await guard(request, context, 'back-office:read', TRANSACTIONS)
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, TransactionListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/transactions', { params: { query } }))
  return { ...list, query, ignored }
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const { data, meta, query, ignored } = loaderData
  const navigation = useNavigation()
  const site = useSiteConfig()
  const table = useTableUrlState({ defaultPerPage: TRANSACTIONS_PER_PAGE, filterKeys: TRANSACTION_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Transactions</Title>
            <Text size="sm" c="dimmed">
              {meta.total} {meta.total === 1 ? 'transaction' : 'transactions'} of the ledger, each with its postings
            </Text>
          </Stack>
          {/* A document download, not a page: the CSV of exactly the filtered set, every page of it. */}
          <Button component="a" href={paths.adminTransactionsExport(exportQueryOf(query))} download variant="default">
            Export CSV
          </Button>
        </Group>
        <IgnoredParams ignored={ignored} />
        <TransactionFilters
          filters={table.state.filters}
          currencies={site.currencies}
          onChange={(filters) => table.change({ filters })}
        />
        <TransactionsTable
          transactions={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminTransactions()}
        />
      </Stack>
    </Container>
  )
}
