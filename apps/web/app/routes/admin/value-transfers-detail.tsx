import { Button, Container, Group, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { transferAmountOf } from '../../features/admin-ledger/ledger-format'
import { ValueTransferDetail } from '../../features/admin-ledger/value-transfer-detail'
import type { AdminHandle } from '../../layouts/admin-layout'
import { guard } from '../../guards/guard'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/value-transfers-detail'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Value transfers', to: paths.adminValueTransfers() },
  breadcrumb: 'Value transfer',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Value transfer') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin's screen; staff are sent to /forbidden, as the API would refuse them.
  await guard(request, context, 'back-office:write')
  return await answerOrNotFound(
    serverApi(context).GET('/api/admin/value-transfers/{id}', { params: { path: { id: params.id } } }),
  )
}

export default function ValueTransferPage({ loaderData: transfer }: Route.ComponentProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>Transfer of {transferAmountOf(transfer)}</Title>
          <Button component={Link} to={paths.adminNewValueTransfer()} variant="default">
            New value transfer
          </Button>
        </Group>
        <ValueTransferDetail transfer={transfer} />
      </Stack>
    </Container>
  )
}
