import { Button, Group, Stack, Text } from '@mantine/core'
import { DealerTransferListQuerySchema, TRANSFER_STATE_LABELS, TRANSFER_STATES } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { PageLinks } from '../../components/ui/page-links'
import { TransferRequestForm } from '../../features/dealer-transfers/transfer-request-form'
import { TransfersTable } from '../../features/dealer-transfers/transfers-table'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/transfers'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Transfers') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const parsed = DealerTransferListQuerySchema.safeParse({
    state: search.get('state') ?? undefined,
    page: search.get('page') ?? undefined,
  })
  const query = parsed.success ? parsed.data : { page: 1, per_page: 20 }
  const list = await dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/transfers', { params: { path: { slug: params.slug }, query } }),
  )
  // One key per showing of the page: a double submit of its form requests once.
  return { ...list, state: parsed.success ? parsed.data.state : undefined, idempotencyKey: crypto.randomUUID() }
}

/** `/dealer/{slug}/transfers` (SPEC §4 transfer requests): the list, and the forms to request one or a group. */
export default function DealerTransfers({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  const site = useSiteConfig()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [form, setForm] = useState<'single' | 'group' | null>(null)
  const [locking, setLocking] = useState(false)
  const { data, meta, state } = loaderData
  const hrefOf = (next: { state?: string; page?: number }) =>
    paths.dealer(dealer.slug, 'transfers', {
      state: next.state,
      page: next.page && next.page > 1 ? next.page : undefined,
    })

  async function lockOld() {
    setLocking(true)
    try {
      await answer(
        browserApi.POST('/api/v1/dealers/{slug}/transfers/lock-old', { params: { path: { slug: dealer.slug } } }),
      )
      await revalidator.revalidate()
    } finally {
      setLocking(false)
    }
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Transfers"
        lead="Send tune credits or money from your dealer account to your customers or to another dealer. A transfer waits until it is sent; one left waiting for 30 days can be locked."
        actions={
          dealer.may.manage ? (
            <Group gap="sm">
              <Button onClick={() => setForm('single')} variant={form === 'single' ? 'light' : 'filled'}>
                New transfer
              </Button>
              <Button onClick={() => setForm('group')} variant={form === 'group' ? 'light' : 'default'}>
                New group transfer
              </Button>
            </Group>
          ) : null
        }
      />
      {form ? (
        <TransferRequestForm
          key={`${form}-${loaderData.idempotencyKey}`}
          slug={dealer.slug}
          group={form === 'group'}
          idempotencyKey={`${form}-${loaderData.idempotencyKey}`}
          currencies={site.currencies}
          defaultCurrency={site.defaultCurrency}
          onCancel={() => setForm(null)}
          onDone={({ transferId, groupId }) =>
            navigate(
              transferId
                ? paths.dealerTransfer(dealer.slug, transferId)
                : paths.dealerTransferGroup(dealer.slug, groupId!),
            )
          }
        />
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group component="nav" aria-label="Transfers by state" gap={4}>
          {[undefined, ...TRANSFER_STATES].map((each) => (
            <Button
              key={each ?? 'all'}
              component={Link}
              to={hrefOf({ state: each })}
              size="compact-sm"
              variant={state === each ? 'light' : 'subtle'}
              color={state === each ? undefined : 'gray'}
              aria-current={state === each ? 'page' : undefined}
            >
              {each ? TRANSFER_STATE_LABELS[each] : 'All'}
            </Button>
          ))}
        </Group>
        {dealer.may.manage ? (
          <Button variant="subtle" size="compact-sm" loading={locking} onClick={lockOld}>
            Lock old transfers
          </Button>
        ) : null}
      </Group>
      {data.length === 0 ? (
        <EmptyState
          title={state ? `No transfers ${TRANSFER_STATE_LABELS[state].toLowerCase()}` : 'No transfers yet'}
          text="Transfers you request appear here, newest first, until they are sent, cancelled or locked."
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'transfer' : 'transfers'}, newest first
          </Text>
          <TransfersTable slug={dealer.slug} transfers={data} label="Transfers" />
          <PageLinks
            page={meta.page}
            pages={meta.pages}
            hrefOf={(page) => hrefOf({ state, page })}
            label="Transfer pages"
          />
        </>
      )}
    </Stack>
  )
}
