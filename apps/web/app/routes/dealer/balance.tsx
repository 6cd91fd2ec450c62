import {
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { DEALER_ENTRY_KIND_LABELS, DEALER_ENTRY_KINDS, DealerEntriesQuerySchema } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Form, Link, useNavigation } from 'react-router'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { MoneyPositionCards } from '../../features/dealer-money/money-position-cards'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/balance'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Balance') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = readListQuery(new URL(request.url).searchParams, DealerEntriesQuerySchema)
  const api = serverApi(context)
  const path = { slug: params.slug }
  const [balance, entries] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/balance', { params: { path } })),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/entries', { params: { path, query } })),
  ])
  return { balance, entries, query }
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** `/dealer/{slug}/balance`: the dealer's money as its ledger holds it, and every posting with its running balance. */
export default function DealerBalance({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  const { balance, entries, query } = loaderData
  const navigation = useNavigation()
  const filtering =
    navigation.state === 'loading' && navigation.location.pathname === paths.dealer(dealer.slug, 'balance')
  const filters = {
    currency: entries.currency,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
  }
  const pageHref = (page: number) => paths.dealer(dealer.slug, 'balance', { ...filters, page })
  return (
    <Stack gap="xl">
      <MoneyPositionCards balance={balance} />
      <section aria-labelledby="postings-title">
        <Group justify="space-between" align="end" mb="sm">
          <Title order={2} size="h3" id="postings-title">
            Postings
          </Title>
          <Anchor href={paths.dealerBalanceExport(dealer.slug, filters)} download>
            Download CSV
          </Anchor>
        </Group>
        <Paper withBorder radius="md" p="md" mb="md">
          <Form method="get" aria-label="Filter postings">
            <Group align="end" gap="sm" wrap="wrap">
              {balance.money.length > 1 ? (
                <NativeSelect
                  name="currency"
                  label="Currency"
                  defaultValue={entries.currency}
                  data={balance.money.map((position) => position.currency)}
                />
              ) : (
                <input type="hidden" name="currency" value={entries.currency} />
              )}
              <NativeSelect
                name="kind"
                label="Kind"
                defaultValue={query.kind ?? ''}
                data={[
                  { value: '', label: 'Every kind' },
                  ...DEALER_ENTRY_KINDS.map((kind) => ({ value: kind, label: DEALER_ENTRY_KIND_LABELS[kind] })),
                ]}
              />
              <TextInput type="date" name="from" label="From" defaultValue={query.from ?? ''} />
              <TextInput type="date" name="to" label="To" defaultValue={query.to ?? ''} />
              <Button type="submit" variant="light" loading={filtering}>
                Show
              </Button>
              {query.from || query.to || query.kind ? (
                <Anchor component={Link} to={paths.dealer(dealer.slug, 'balance')} size="sm">
                  Clear filters
                </Anchor>
              ) : null}
            </Group>
          </Form>
        </Paper>
        {entries.data.length === 0 ? (
          <Text c="dimmed">No postings match these filters.</Text>
        ) : (
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Postings, scrolls sideways">
            <Table miw={640} striped aria-labelledby="postings-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(entry.created_at))}</Table.Td>
                    <Table.Td>{entry.kind_label}</Table.Td>
                    <Table.Td>{entry.memo}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(entry.amount)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(entry.balance_after)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
        {entries.meta.pages > 1 ? (
          <nav aria-label="Posting pages">
            <Pagination
              mt="md"
              total={entries.meta.pages}
              value={Math.min(entries.meta.page, entries.meta.pages)}
              getItemProps={(page) => ({ component: Link, to: pageHref(page), 'aria-label': `Page ${page}` })}
              getControlProps={(control) =>
                control === 'previous'
                  ? { component: Link, to: pageHref(Math.max(1, entries.meta.page - 1)), 'aria-label': 'Previous page' }
                  : control === 'next'
                    ? {
                        component: Link,
                        to: pageHref(Math.min(entries.meta.pages, entries.meta.page + 1)),
                        'aria-label': 'Next page',
                      }
                    : {}
              }
            />
          </nav>
        ) : null}
      </section>
    </Stack>
  )
}
