import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { DEALER_STATEMENT_STATUS_LABELS } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { PageHeader } from '../../components/ui/page-header'
import { StatusBadge } from '../../components/ui/status-badge'
import { periodLabel, StatementLines } from '../../features/dealer-statements/statement-lines'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { StatementAcceptance } from '../../features/dealer-statements/statement-acceptance'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/statement'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      loaderData ? `Statement ${loaderData.number ?? periodLabel(loaderData.period_start)}` : 'Statement',
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/statements/{id}', {
      params: { path: { slug: params.slug, id: params.id } },
    }),
  )
}

/** `/dealer/{slug}/statements/{id}` (issue 25 item 2): one statement, its postings and its print view and PDF. */
export default function DealerStatementPage({ loaderData: statement, params }: Route.ComponentProps) {
  const open = statement.status === 'open'
  const figures = [
    { label: 'Opening balance', value: formatMoney(statement.opening) },
    { label: open ? 'Balance so far' : 'Closing balance', value: formatMoney(statement.closing) },
    { label: 'Due date', value: statement.due_date ?? 'When the month ends' },
  ]
  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={<Link to={paths.dealer(params.slug, 'statements')}>All statements</Link>}
        title={`${periodLabel(statement.period_start)} · ${statement.currency}`}
        meta={
          open
            ? 'This month’s statement: provisional until the month ends'
            : `${statement.number}, issued ${statement.issued_at?.slice(0, 10)}`
        }
        actions={
          <Group gap="xs">
            <Link to={paths.dealerPrintStatement(params.slug, statement.id)} className="ts-button" data-variant="light">
              Print view
            </Link>
            <a href={paths.dealerStatementPdf(params.slug, statement.id)} className="ts-button">
              Download PDF
            </a>
          </Group>
        }
      />
      <Group gap="xs">
        {statement.overdue ? (
          <StatusBadge status="overdue" label="Overdue" />
        ) : (
          <StatusBadge status={statement.status} label={DEALER_STATEMENT_STATUS_LABELS[statement.status]} />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        {figures.map((figure) => (
          <Stack key={figure.label} gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {figure.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <StatementAcceptance slug={params.slug} statement={statement} />
      <StatementLines statement={statement} />
      {statement.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No postings in this period.
        </Text>
      ) : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
