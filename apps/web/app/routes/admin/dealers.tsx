import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { ADMIN_DEALERS_PAGE_SIZE, AdminDealerListQuerySchema } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link, useNavigation } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { DEALER_FILTER_KEYS, DealerFilters } from '../../features/admin-dealers/dealer-filters'
import { DealersTable } from '../../features/admin-dealers/dealers-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealers'

export const handle = { contactless: true, breadcrumb: 'Dealers' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealers') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: /admin dealers are Admin's; staff are sent to /forbidden (the API refuses them too).
  await guard(request, context, 'back-office:write')
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminDealerListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/dealers', { params: { query } }))
  return { ...list, ignored }
}

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { data, meta, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: ADMIN_DEALERS_PAGE_SIZE, filterKeys: DEALER_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Dealers</Title>
            <Text size="sm" c="dimmed">
              {meta.total} {meta.total === 1 ? 'dealer' : 'dealers'}: balances are the ledger’s, below zero the dealer
              owes the shop
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={paths.adminDealerDashboard()} variant="default">
              Dashboard
            </Button>
            <Button component={Link} to={paths.adminDealerNew()}>
              New dealer
            </Button>
          </Group>
        </Group>
        <IgnoredParams ignored={ignored} />
        <DealerFilters
          key={table.state.filters.q ?? ''}
          filters={table.state.filters}
          onChange={(filters) => table.change({ filters })}
        />
        <DealersTable
          dealers={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminDealers()}
        />
      </Stack>
    </Container>
  )
}
