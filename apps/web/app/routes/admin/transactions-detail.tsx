import { Container, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { TransactionDetail } from '../../features/admin-ledger/transaction-detail'
import { transactionKindLabel } from '../../features/admin-ledger/ledger-format'
import type { AdminHandle } from '../../layouts/admin-layout'
import { guard } from '../../guards/guard'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/transactions-detail'

const TRANSACTIONS = { part: 'transactions' } as const

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Transactions', to: paths.adminTransactions() },
  breadcrumb: 'Transaction',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Transaction') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin's screen; staff are sent to /forbidden, as the API would refuse them.
  await guard(request, context, 'back-office:read', TRANSACTIONS)
  return await answerOrNotFound(
    serverApi(context).GET('/api/admin/transactions/{id}', { params: { path: { id: params.id } } }),
  )
}

export default function Transaction({ loaderData: transaction }: Route.ComponentProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{transaction.memo}</Title>
          <Text size="sm" c="dimmed">
            {transactionKindLabel(transaction.kind)}
          </Text>
        </Stack>
        <TransactionDetail transaction={transaction} />
      </Stack>
    </Container>
  )
}
