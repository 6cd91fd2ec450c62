import { Container, Stack, Text, Title } from '@mantine/core'
import { AUDIT_EVENTS_PAGE_SIZE, AuditEventListQuerySchema } from '@shop/domain/audit'
import { paths } from '@shop/domain/paths'
import { useNavigation } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { AUDIT_FILTER_KEYS, AuditFilters } from '../../features/admin-audit/audit-filters'
import { AuditLogTable } from '../../features/admin-audit/audit-log-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/audit-log'

export const handle = { contactless: true, breadcrumb: 'Audit log' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Audit log') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: the audit log is Admin's; staff are sent to /forbidden (the API refuses them too).
  await guard(request, context, 'admin:manage')
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AuditEventListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/audit-events', { params: { query } }))
  return { ...list, ignored }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { data, meta, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: AUDIT_EVENTS_PAGE_SIZE, filterKeys: AUDIT_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Audit log</Title>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'record' : 'records'} of admin changes: who made them, when, and what was
            there before. Records cannot be changed or deleted.
          </Text>
        </Stack>
        <IgnoredParams ignored={ignored} what="log" />
        <AuditFilters
          key={table.state.filters.actor ?? ''}
          filters={table.state.filters}
          onChange={(filters) => table.change({ filters })}
        />
        <AuditLogTable
          events={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminAuditLog()}
        />
      </Stack>
    </Container>
  )
}
