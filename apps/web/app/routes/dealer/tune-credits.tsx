import { Anchor, Box, Badge, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { DealerCodesQuerySchema } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { BuyCodesForm } from '../../features/dealer-money/buy-codes-form'
import { BuyCreditsForm } from '../../features/dealer-money/buy-credits-form'
import { SendCodeButton } from '../../features/dealer-money/send-code-button'
import { describeCredits } from '../../features/tune-credits/describe-credits'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/tune-credits'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tune credits') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = readListQuery(new URL(request.url).searchParams, DealerCodesQuerySchema)
  const api = serverApi(context)
  const path = { slug: params.slug }
  const [codes, balance] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/tune-credit-codes', { params: { path, query } })),
    // Members see the codes, not the balance (PERMISSIONS.md): theirs answers 403, shown as nothing.
    answer(api.GET('/api/v1/dealers/{slug}/balance', { params: { path } })).catch(() => null),
  ])
  return { codes, balance, query }
}

/** "4 ECU credits", or "no credits yet". */
const heldCredits = (credits: { ecu: number; tcu: number; awd: number }) =>
  credits.ecu + credits.tcu + credits.awd > 0 ? describeCredits(credits) : 'no credits yet'

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** `/dealer/{slug}/tune-credits`: the codes the dealer bought (claimed or not), buying more on its balance. */
export default function DealerTuneCredits({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  const { codes, balance, query } = loaderData
  const position = balance?.money[0] ?? null
  const filter = query.claimed ? { claimed: query.claimed } : {}
  const pageHref = (page: number) => paths.dealer(dealer.slug, 'tune-credits', { ...filter, page })
  const filterLink = (claimed: 'yes' | 'no' | null, label: string) => (
    <Anchor
      component={Link}
      to={paths.dealer(dealer.slug, 'tune-credits', claimed ? { claimed } : undefined)}
      fw={(query.claimed ?? null) === claimed ? 700 : 400}
      aria-current={(query.claimed ?? null) === claimed ? 'page' : undefined}
      size="sm"
    >
      {label}
    </Anchor>
  )
  return (
    <Stack gap="xl">
      {dealer.may.manage ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="buy-codes">
          <Title order={2} size="h3" id="buy-codes" mb={4}>
            Buy credit codes
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Each code gives its credits to the customer who claims it.
            {position ? ` Available on the balance: ${formatMoney(position.available)}.` : ''}
          </Text>
          <BuyCodesForm dealerId={dealer.id} />
        </Paper>
      ) : null}
      {dealer.may.manage && position ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="buy-credits">
          <Title order={2} size="h3" id="buy-credits" mb={4}>
            Buy credits for the account
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            The dealer holds {heldCredits(balance!.credits)}; transfers send them to customers.
          </Text>
          <BuyCreditsForm slug={dealer.slug} currency={position.currency} />
        </Paper>
      ) : null}
      <section aria-labelledby="codes-title">
        <Group justify="space-between" align="end" mb="sm">
          <Title order={2} size="h3" id="codes-title">
            Codes
          </Title>
          <Group gap="md" component="nav" aria-label="Which codes">
            {filterLink(null, 'All')}
            {filterLink('no', 'Unclaimed')}
            {filterLink('yes', 'Claimed')}
          </Group>
        </Group>
        {codes.data.length === 0 ? (
          <Text c="dimmed">No codes here yet.</Text>
        ) : (
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Codes, scrolls sideways">
            <Table miw={640} striped aria-labelledby="codes-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Gives</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Sent to / claimed by</Table.Th>
                  <Table.Th>Bought</Table.Th>
                  {dealer.may.manage ? <Table.Th aria-label="Actions" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data.map((code) => (
                  <Table.Tr key={code.code}>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {code.code}
                    </Table.Td>
                    <Table.Td>{describeCredits(code.credits)}</Table.Td>
                    <Table.Td>
                      {code.claimed ? (
                        <Badge color="green" variant="light">
                          Claimed {code.claimed_at ? date.format(new Date(code.claimed_at)) : ''}
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          Unclaimed
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {code.claimed_by
                        ? `${code.claimed_by.name} (${code.claimed_by.email})`
                        : (code.recipient_email ?? '—')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {date.format(new Date(code.created_at))}
                      {/* The invoice is money: shown to those who read the balance (owners, managers, staff). */}
                      {balance ? (
                        <Anchor
                          component={Link}
                          to={paths.dealerPrintInvoice(dealer.slug, { id: code.invoice_id })}
                          ml="xs"
                        >
                          Invoice {code.invoice_id}
                        </Anchor>
                      ) : null}
                    </Table.Td>
                    {dealer.may.manage ? (
                      <Table.Td>
                        {code.claimed ? null : <SendCodeButton slug={dealer.slug} code={code.code} />}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
        {codes.meta.pages > 1 ? (
          <nav aria-label="Code pages">
            <Pagination
              mt="md"
              total={codes.meta.pages}
              value={Math.min(codes.meta.page, codes.meta.pages)}
              getItemProps={(page) => ({ component: Link, to: pageHref(page), 'aria-label': `Page ${page}` })}
              withControls={false}
            />
          </nav>
        ) : null}
      </section>
    </Stack>
  )
}
