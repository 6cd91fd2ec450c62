import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { DealerDashboardLine } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { formatDay } from '../../components/ui/admin-table/admin-format'
import { DetailSection } from '../../components/ui/admin-table/admin-detail'
import { StatusBadge } from '../../components/ui/status-badge'
import { money, STANDING_LABELS, STANDING_STATUS } from '../../features/admin-dealers/dealer-money'
import { OverdueStatements } from '../../features/admin-dealers/overdue-statements'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-dashboard'

export const handle = { contactless: true, breadcrumb: 'Dealer dashboard' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer dashboard') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  return { board: await answer(serverApi(context).GET('/api/admin/dealer-dashboard')), today: new Date().toISOString() }
}

const DAY_MS = 24 * 3600_000

/** A figure card: a number and what it counts. */
function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} component="div">
        {children}
      </Text>
    </Paper>
  )
}

function DealerLines({
  lines,
  empty,
  today,
  showAge,
}: {
  lines: readonly DealerDashboardLine[]
  empty: string
  today: string
  showAge: boolean
}) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dealer</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th ta="right">Credit limit</Table.Th>
            <Table.Th>{showAge ? 'Owing since' : 'Standing'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.id} ${line.currency}`}>
              <Table.Td>
                <Anchor component={Link} to={paths.adminDealer(line.id)} size="sm" fw={600}>
                  {line.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{money(line.balance_minor, line.currency)}</Table.Td>
              <Table.Td ta="right">{money(line.credit_limit_minor, line.currency)}</Table.Td>
              <Table.Td>
                {showAge && line.owing_since ? (
                  `${formatDay(line.owing_since)} (${Math.floor((Date.parse(today) - Date.parse(line.owing_since)) / DAY_MS)} days)`
                ) : (
                  <StatusBadge
                    status={STANDING_STATUS[line.standing]}
                    label={STANDING_LABELS[line.standing]}
                    size="sm"
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

export default function DealerDashboard({ loaderData }: Route.ComponentProps) {
  const { board, today } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Dealer dashboard</Title>
            <Text size="sm" c="dimmed">
              Every dealer’s money as the ledger has it now
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={paths.adminDealers()} variant="default">
              All dealers
            </Button>
            <Button component={Link} to={paths.adminDealerInfo()} variant="default">
              Programme information
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Figure label="Dealers owe the shop">
            {board.owed.length === 0 ? 'Nothing' : board.owed.map((m) => money(m.amount_minor, m.currency)).join(' · ')}
          </Figure>
          <Figure label="Near or past their limit">{board.near_limit.length}</Figure>
          <Figure label="Dealers with overdue statements">{new Set(board.overdue.map((line) => line.id)).size}</Figure>
          <Figure label="Dealers">
            {board.dealers.active} active
            {board.dealers.suspended > 0 ? `, ${board.dealers.suspended} suspended` : ''}
          </Figure>
        </SimpleGrid>
        <DetailSection title="Applications">
          <Text size="sm">
            New dealers apply on the shop’s dealer page; their applications wait here for approval.{' '}
            <Anchor component={Link} to={paths.adminDealerApplications()}>
              Review applications
            </Anchor>
          </Text>
        </DetailSection>
        <DetailSection title="Near or past the credit limit">
          <Text size="sm" c="dimmed">
            Less than 10 % of the limit left, or past it (a lowered limit, or a dealer without credit that owes).
          </Text>
          <DealerLines
            lines={board.near_limit}
            empty="Every dealer is well within its limit."
            today={today}
            showAge={false}
          />
        </DetailSection>
        <DetailSection title="Overdue statements">
          <Text size="sm" c="dimmed">
            Issued statements past their due date whose closing balance the dealer still owes: what it paid since the
            statement closed counts against it.
          </Text>
          <OverdueStatements lines={board.overdue} />
        </DetailSection>
        <DetailSection title="Owing the shop, longest first">
          <Text size="sm" c="dimmed">
            Since the first posting after the dealer’s balance was last zero or above.
          </Text>
          <DealerLines lines={board.owing} empty="No dealer owes the shop." today={today} showAge />
        </DetailSection>
        {board.prepaid.length > 0 ? (
          <Text size="sm" c="dimmed">
            Paid ahead by dealers: {board.prepaid.map((m) => money(m.amount_minor, m.currency)).join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Container>
  )
}
