import { Container, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useNavigate } from 'react-router'
import { ValueTransferForm } from '../../features/admin-ledger/value-transfer-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { pageTitle } from '../../lib/page-title'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/value-transfers-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Value transfers', to: paths.adminValueTransfers() },
  breadcrumb: 'New',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New value transfer') },
  { name: 'robots', content: 'noindex' },
]

/** One idempotency key per render of the form: a double submit or a retry of it transfers once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: value transfers are Admin's; staff are sent to /forbidden.
  await guard(request, context, 'back-office:write')
  return { idempotencyKey: crypto.randomUUID() }
}

export default function NewValueTransfer({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const site = useSiteConfig()
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>New value transfer</Title>
          <Text size="sm" c="dimmed" maw="var(--ts-measure)">
            Move a money balance or tune credits from one account to another. It is one ledger transaction, recorded
            with your name and reason; undo it with a transfer the other way.
          </Text>
        </Stack>
        <ValueTransferForm
          key={loaderData.idempotencyKey}
          idempotencyKey={loaderData.idempotencyKey}
          currencies={site.currencies}
          defaultCurrency={site.defaultCurrency}
          onDone={(transfer) => navigate(paths.adminValueTransfer(transfer.id))}
        />
      </Stack>
    </Container>
  )
}
