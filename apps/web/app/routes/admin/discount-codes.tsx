import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { ADMIN_PROMOTIONS_PAGE_SIZE, AdminDiscountCodeListQuerySchema } from '@shop/domain/admin-promotions'
import { paths } from '@shop/domain/paths'
import { Link, useNavigation } from 'react-router'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { DISCOUNT_CODE_FILTER_KEYS, DiscountCodeFilters } from '../../features/admin-promotions/discount-code-filters'
import { DiscountCodesTable } from '../../features/admin-promotions/discount-codes-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/discount-codes'

export const handle = { contactless: true, breadcrumb: 'Discount codes' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Discount codes') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: codes belong to the products area, Admin's; staff are sent to /forbidden.
  await guard(request, context, 'back-office:read', { part: 'products' })
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminDiscountCodeListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/discount-codes', { params: { query } }))
  return { ...list, ignored }
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { data, meta, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: ADMIN_PROMOTIONS_PAGE_SIZE, filterKeys: DISCOUNT_CODE_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Discount codes</Title>
            <Text size="sm" c="dimmed">
              {meta.total} {meta.total === 1 ? 'code' : 'codes'}, switched-off ones included. Times are UTC.
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminDiscountCodeNew()}>
            New discount code
          </Button>
        </Group>
        <IgnoredParams ignored={ignored} />
        <DiscountCodeFilters
          key={table.state.filters.code ?? ''}
          filters={table.state.filters}
          onChange={(filters) => table.change({ filters })}
        />
        <DiscountCodesTable
          codes={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminDiscountCodes()}
        />
      </Stack>
    </Container>
  )
}
