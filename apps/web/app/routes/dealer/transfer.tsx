import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DEALER_TRANSFER_VALUE_LABELS, TRANSFER_STATE_LABELS } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link, useRevalidator } from 'react-router'
import { PageHeader } from '../../components/ui/page-header'
import { StatusBadge } from '../../components/ui/status-badge'
import { TransferActions } from '../../features/dealer-transfers/transfer-actions'
import { recipientLabel, transferAmountLabel } from '../../features/dealer-transfers/transfer-format'
import { TransferHistory } from '../../features/dealer-transfers/transfer-history'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/transfer'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Transfer') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/transfers/{id}', {
      params: { path: { slug: params.slug, id: params.transfer } },
    }),
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  )
}

/** `/dealer/{slug}/transfer/{transfer}` (SPEC §2, §4): one transfer request, its history and what may be done next. */
export default function DealerTransfer({ loaderData: transfer }: Route.ComponentProps) {
  const dealer = useDealer()
  const revalidator = useRevalidator()
  const title = transfer.amount === 0 ? 'Transfer, amount to set' : `Transfer of ${transferAmountLabel(transfer)}`
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        breadcrumbs={<Link to={paths.dealer(dealer.slug, 'transfers')}>Back to transfers</Link>}
        meta={<StatusBadge status={transfer.state} label={TRANSFER_STATE_LABELS[transfer.state]} />}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label="To">
              {recipientLabel(transfer.to)}
              {transfer.to.kind === 'dealer' ? ' (dealer)' : ''}
            </Fact>
            <Fact label="What">{DEALER_TRANSFER_VALUE_LABELS[transfer.value]}</Fact>
            <Fact label="Amount">{transfer.amount === 0 ? 'Not set yet' : transferAmountLabel(transfer)}</Fact>
            {transfer.memo ? <Fact label="Note for the recipient">{transfer.memo}</Fact> : null}
            {transfer.group_id ? (
              <Fact label="Group">
                <Anchor component={Link} to={paths.dealerTransferGroup(dealer.slug, transfer.group_id)}>
                  Open the group
                </Anchor>
              </Fact>
            ) : null}
          </SimpleGrid>
          <TransferActions slug={dealer.slug} transfer={transfer} onChanged={() => revalidator.revalidate()} />
        </Stack>
      </Paper>
      <section aria-labelledby="history-title">
        <Title order={2} size="h4" id="history-title" mb="sm">
          History
        </Title>
        <TransferHistory transfer={transfer} />
      </section>
    </Stack>
  )
}
