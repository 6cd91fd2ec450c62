import { Button, List, Stack, Text } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { PageHeader } from '../../components/ui/page-header'
import type { TransferGroup } from '../../features/dealer-transfers/transfer-format'
import { dateOf, TransfersTable } from '../../features/dealer-transfers/transfers-table'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/transfer-group'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Group transfer') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/transfer-groups/{id}', {
      params: { path: { slug: params.slug, id: params.transfer } },
    }),
  )
}

/** `/dealer/{slug}/transfer-group/{transfer}` (SPEC §2): transfers requested together, sent together. */
export default function DealerTransferGroup({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  const [group, setGroup] = useState<TransferGroup>(loaderData)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  if (group.id !== loaderData.id) setGroup(loaderData)
  const sendable = group.transfers.filter((transfer) => transfer.actions.includes('perform'))

  async function sendAll() {
    setSending(true)
    setFailure(null)
    try {
      setGroup(
        await answer(
          browserApi.POST('/api/v1/dealers/{slug}/transfer-groups/{id}/perform', {
            params: { path: { slug: dealer.slug, id: group.id } },
          }),
        ),
      )
    } catch (error) {
      setFailure(error)
    } finally {
      setSending(false)
    }
  }

  const count = group.transfers.length
  return (
    <Stack gap="lg">
      <PageHeader
        title={group.memo || 'Group transfer'}
        breadcrumbs={<Link to={paths.dealer(dealer.slug, 'transfers')}>Back to transfers</Link>}
        lead={`${count} ${count === 1 ? 'transfer' : 'transfers'} requested together on ${dateOf(group.created_at)}${group.created_by ? ` by ${group.created_by.name}` : ''}. Open one to review, change or cancel it on its own.`}
        actions={
          sendable.length > 0 ? (
            <Button loading={sending} onClick={sendAll}>
              Send {sendable.length === count ? 'all' : sendable.length} now
            </Button>
          ) : null
        }
      />
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {group.refused.length > 0 ? (
        <Stack gap={4} role="status">
          <Text fw={700}>
            {group.refused.length} {group.refused.length === 1 ? 'transfer was' : 'transfers were'} not sent:
          </Text>
          <List size="sm">
            {group.refused.map((refusal) => (
              <List.Item key={refusal.id}>
                <Link to={paths.dealerTransfer(dealer.slug, refusal.id)}>{refusal.message}</Link>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <TransfersTable slug={dealer.slug} transfers={group.transfers} label="Transfers of the group" showGroup={false} />
    </Stack>
  )
}
