import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { ValueTransferListQuerySchema } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { Link, useNavigation } from 'react-router'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { ValueTransfersTable } from '../../features/admin-ledger/value-transfers-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/value-transfers'

export const handle = { contactless: true, breadcrumb: 'Value transfers' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Value transfers') },
  { name: 'robots', content: 'noindex' },
]

/** The list's page size when the address names none (the API's own default is smaller). */
const PER_PAGE = 50
const NO_FILTERS: readonly string[] = []

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin's screen; staff are sent to /forbidden, as the API would refuse them.
  await guard(request, context, 'back-office:write')
  const search = new URL(request.url).searchParams
  if (!search.has('per_page')) search.set('per_page', String(PER_PAGE))
  const { query } = readListQuery(search, ValueTransferListQuerySchema)
  return await answer(serverApi(context).GET('/api/admin/value-transfers', { params: { query } }))
}

export default function ValueTransfers({ loaderData }: Route.ComponentProps) {
  const { data, meta } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: PER_PAGE, filterKeys: NO_FILTERS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Value transfers</Title>
            <Text size="sm" c="dimmed">
              {meta.total} {meta.total === 1 ? 'transfer' : 'transfers'} of money or tune credits between accounts,
              newest first
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminNewValueTransfer()}>
            New value transfer
          </Button>
        </Group>
        <ValueTransfersTable
          transfers={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminValueTransfers()}
        />
      </Stack>
    </Container>
  )
}
