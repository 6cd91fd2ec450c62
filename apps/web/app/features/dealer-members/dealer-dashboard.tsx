import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { DealerSummary } from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { TUNE_REQUEST_STATUS_LABELS } from '@shop/domain/tuning'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import type { Schema } from '../../lib/api-client'
import { formatInstant as formatMoment } from '../../components/ui/admin-table/admin-format'

type Dashboard = Schema<'DealerDashboard'>

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  )
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  )
}

type MoneyLineOf = Dashboard['money'] extends (infer Line)[] | null ? Line : never

/** The first currency (the one with money, the service sorts it first) as three figures. */
function MoneyLine({ line }: { line: MoneyLineOf }) {
  const balance = line.balance.amount_minor
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Figure
        label={`Balance (${line.balance.currency})`}
        value={formatMoney(line.balance)}
        hint={balance < 0 ? 'Owed to the shop' : balance > 0 ? 'Paid ahead' : 'Nothing owed'}
      />
      <Figure label="Credit limit" value={formatMoney(line.credit_limit)} />
      <Figure label="Available to spend" value={formatMoney(line.available)} hint="Balance plus credit limit" />
    </SimpleGrid>
  )
}

/** The dealer's other currencies in one small table: a phone shows four lines, not nine cards. */
function OtherCurrencies({ lines }: { lines: MoneyLineOf[] }) {
  const amount = { style: { fontVariantNumeric: 'tabular-nums' as const }, ta: 'right' as const }
  return (
    <Paper withBorder radius="md" p="xs">
      {/* On the narrowest phones the table scrolls inside its card rather than widening the page. */}
      <Table.ScrollContainer minWidth={300} type="native">
        <Table verticalSpacing={6} horizontalSpacing={6} fz="sm" captionSide="top">
          <Table.Caption>Other currencies</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Currency</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th ta="right">Credit limit</Table.Th>
              <Table.Th ta="right">Available</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.balance.currency}>
                <Table.Th scope="row">{line.balance.currency}</Table.Th>
                <Table.Td {...amount}>{formatMoney(line.balance)}</Table.Td>
                <Table.Td {...amount}>{formatMoney(line.credit_limit)}</Table.Td>
                <Table.Td {...amount}>{formatMoney(line.available)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

/** The portal's dashboard (issue 25 item 2): money for those who may see it, credits, open requests, activity. */
export function DealerDashboardView({ dealer, board }: { dealer: DealerSummary; board: Dashboard }) {
  const tab = (name: DealerSummary['tabs'][number], label: string) =>
    dealer.tabs.includes(name) ? (
      <Anchor component={Link} to={paths.dealer(dealer.slug, name)} size="sm">
        {label}
      </Anchor>
    ) : null
  return (
    <Stack gap="xl">
      {board.money ? (
        <Section id="money-title" title="Balance" action={tab('balance', 'All postings')}>
          {board.money.length === 0 ? (
            <EmptyState
              level={3}
              title="No balance yet"
              text="Purchases on the dealer’s balance and payments show here once there are any."
            />
          ) : (
            <Stack gap="sm">
              <MoneyLine line={board.money[0]!} />
              {board.money.length > 1 ? <OtherCurrencies lines={board.money.slice(1)} /> : null}
            </Stack>
          )}
        </Section>
      ) : null}
      <Section id="credits-title" title="Tune credits held" action={tab('tune-credits', 'Tune credits')}>
        <SimpleGrid cols={{ base: 3 }}>
          {TUNE_CREDIT_KINDS.map((kind) => (
            <Figure key={kind} label={`${TUNE_CREDIT_LABELS[kind]} credits`} value={board.credits[kind]} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        id="requests-title"
        title={`Open tune requests (${board.open_requests.count})`}
        action={
          <Anchor component={Link} to={paths.tuneRequests()} size="sm">
            All requests
          </Anchor>
        }
      >
        {board.open_requests.latest.length === 0 ? (
          <EmptyState
            level={3}
            title="No open requests"
            text="Tune requests of the dealer’s customers show here while they are being worked."
          />
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {board.open_requests.latest.map((request) => (
              <Paper key={request.id} withBorder radius="md" p="sm" component="li">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Anchor component={Link} to={paths.tuneRequest(request.id)}>
                    #{request.id} {request.vehicle || 'Vehicle not named yet'}
                  </Anchor>
                  <StatusBadge status={request.status} label={TUNE_REQUEST_STATUS_LABELS[request.status]} size="sm" />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Section>
      {board.money ? (
        <Section id="activity-title" title="Recent activity">
          {board.activity.length === 0 ? (
            <EmptyState
              level={3}
              title="Nothing recorded yet"
              text="Invitations, role changes and money movements of the dealer are listed here."
            />
          ) : (
            <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {board.activity.map((event) => (
                <li
                  key={event.id}
                  style={{ padding: '0.5rem 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Text size="sm">{event.summary}</Text>
                  <Text size="xs" c="dimmed">
                    {formatMoment(event.at)}
                    {event.actor ? ` · ${event.actor}` : ''}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Section>
      ) : null}
    </Stack>
  )
}
