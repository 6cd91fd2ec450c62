import { Anchor, Button, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import {
  AdminSignatureAuthorityListQuerySchema,
  SIGNATURE_AUTHORITY_STATUS_LABELS,
  SIGNATURE_AUTHORITY_STATUSES,
  type SignatureAuthority,
} from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useNavigate, useNavigation } from 'react-router'
import { formatDay } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-signature-authorities'

export const handle = { contactless: true, breadcrumb: 'Signature authority' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Signature authority') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminSignatureAuthorityListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/dealer-signature-authority', { params: { query } }))
  return { ...list, ignored }
}

const WIDE = '(min-width: 48em)'

const COLUMNS: AdminTableColumn<SignatureAuthority>[] = [
  {
    accessor: 'legal_name',
    title: 'Signatory',
    primary: true,
    render: (a) => (
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={paths.adminDealerSignatureAuthorityOne(a.id)}
          fw={600}
          onClick={(event) => event.stopPropagation()}
        >
          {a.legal_name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {a.user_email}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'dealer', title: 'Dealer', render: (a) => a.dealer.name },
  {
    accessor: 'status',
    title: 'Status',
    render: (a) => (
      <StatusBadge
        status={a.status === 'active' ? 'active' : 'inactive'}
        label={SIGNATURE_AUTHORITY_STATUS_LABELS[a.status]}
        size="sm"
      />
    ),
  },
  { accessor: 'created_at', title: 'Named', visibleMediaQuery: WIDE, render: (a) => formatDay(a.created_at) },
]

export default function DealerSignatureAuthorities({ loaderData }: Route.ComponentProps) {
  const { data, meta, ignored } = loaderData
  const navigation = useNavigation()
  const navigate = useNavigate()
  const table = useTableUrlState({ defaultPerPage: 20, filterKeys: ['q', 'status'] })
  const [q, setQ] = useState(table.state.filters.q ?? '')
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Signature authority</Title>
          <Text size="sm" c="dimmed">
            Who may sign for each dealer: statement acceptance and credit-limit requests need one of them
          </Text>
        </Stack>
        <IgnoredParams ignored={ignored} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <form
            role="search"
            aria-label="Find a signatory"
            onSubmit={(event) => {
              event.preventDefault()
              table.change({ filters: { q: q.trim() || null } })
            }}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                type="search"
                label="Dealer or signatory"
                placeholder="redline"
                value={q}
                onChange={(event) => setQ(event.currentTarget.value)}
              />
              <Button type="submit" variant="default">
                Search
              </Button>
            </Group>
          </form>
          <NativeSelect
            label="Status"
            value={table.state.filters.status ?? ''}
            onChange={(event) => table.change({ filters: { status: event.currentTarget.value || null } })}
            data={[
              { value: '', label: 'Active and revoked' },
              ...SIGNATURE_AUTHORITY_STATUSES.map((s) => ({ value: s, label: SIGNATURE_AUTHORITY_STATUS_LABELS[s] })),
            ]}
          />
        </Group>
        <AdminTable
          label="Signatories"
          columns={COLUMNS}
          records={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          idAccessor="id"
          onRowClick={(a) => void navigate(paths.adminDealerSignatureAuthorityOne(a.id))}
          fetching={
            navigation.state === 'loading' && navigation.location.pathname === paths.adminDealerSignatureAuthority()
          }
          empty={
            <EmptyState
              title="No signatories match"
              text="Dealers name their signatories in the portal; every one, revoked ones too, shows here."
            />
          }
        />
      </Stack>
    </Container>
  )
}
