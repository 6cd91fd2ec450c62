import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { DEALER_STATUS_LABELS } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import { AuditTrail, auditTrailQuery } from '../../features/admin-audit/audit-trail'
import { DealerDetail } from '../../features/admin-dealers/dealer-detail'
import { DisbursementForm } from '../../features/admin-dealers/disbursement-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Dealers', to: paths.adminDealers() },
  breadcrumb: (data: unknown) => (data as { dealer?: { name?: string } } | undefined)?.dealer?.name ?? 'Dealer',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? loaderData.dealer.name : 'Dealer') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  const api = serverApi(context)
  const subject = { type: 'organization', id: params.id }
  const [dealer, trail] = await Promise.all([
    answerOrNotFound(api.GET('/api/admin/dealers/{id}', { params: { path: { id: params.id } } })),
    answer(api.GET('/api/admin/audit-events', { params: { query: auditTrailQuery(subject) } })),
  ])
  return { dealer, trail, subject }
}

export default function AdminDealer({ loaderData }: Route.ComponentProps) {
  const { dealer, trail, subject } = loaderData
  const currencies = [...new Set([...dealer.positions.map((p) => p.currency), 'USD'])].sort()
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1}>{dealer.name}</Title>
              <StatusBadge status={dealer.status} label={DEALER_STATUS_LABELS[dealer.status]} />
            </Group>
            <Text size="sm" c="dimmed">
              {dealer.members} {dealer.members === 1 ? 'member' : 'members'}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={paths.dealer(dealer.slug)} variant="default">
              Open portal
            </Button>
            <Button component={Link} to={paths.adminDealerEdit(dealer.id)}>
              Edit dealer
            </Button>
          </Group>
        </Group>
        <DealerDetail dealer={dealer} />
        <DisbursementForm dealerId={dealer.id} currencies={currencies} />
        <AuditTrail subject={subject} events={trail.data} total={trail.meta.total} />
      </Stack>
    </Container>
  )
}
