import { Container, Stack, Text, Title } from '@mantine/core'
import { ADMIN_USERS_PAGE_SIZE, AdminUserListQuerySchema } from '@shop/domain/admin-users'
import { paths } from '@shop/domain/paths'
import { useNavigation } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { USER_FILTER_KEYS, UserFilters } from '../../features/admin-users/user-filters'
import { UsersTable } from '../../features/admin-users/users-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/users'

export const handle = { contactless: true, breadcrumb: 'Users' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Users') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: the users screen is Admin's; staff are sent to /forbidden (the API refuses them too).
  await guard(request, context, 'admin:manage')
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminUserListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/users', { params: { query } }))
  return { ...list, ignored }
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { data, meta, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: ADMIN_USERS_PAGE_SIZE, filterKeys: USER_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Users</Title>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'account' : 'accounts'}: find one by e-mail or name to change its feature
            flags, role or access
          </Text>
        </Stack>
        <IgnoredParams ignored={ignored} />
        <UserFilters
          key={table.state.filters.q ?? ''}
          filters={table.state.filters}
          onChange={(filters) => table.change({ filters })}
        />
        <UsersTable
          users={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminUsers()}
        />
      </Stack>
    </Container>
  )
}
