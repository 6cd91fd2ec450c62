import { Stack } from '@mantine/core'
import { DEALER_STATEMENT_STATUS_LABELS } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable } from '../../components/ui/data-table'
import { PageHeader } from '../../components/ui/page-header'
import { StatusBadge } from '../../components/ui/status-badge'
import { periodLabel } from '../../features/dealer-statements/statement-lines'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/statements'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Statements') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/statements', { params: { path: { slug: params.slug } } }),
  )
}

/** `/dealer/{slug}/statements` (issue 25 item 2): this month's open statement and every issued one, newest first. */
export default function DealerStatements({ loaderData, params }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Statements"
        lead="One statement a month per currency: the opening balance, every posting and the closing balance. A month’s statement is issued when the month ends and never changes; it is due 15 days later."
      />
      <DataTable
        label="Statements"
        rows={loaderData.data}
        rowKey={(statement) => statement.id}
        columns={[
          {
            header: 'Period',
            primary: true,
            cell: (s) => (
              <Link to={paths.dealerStatement(params.slug, s.id)}>
                {periodLabel(s.period_start)}
                {s.number ? ` · ${s.number}` : ` · ${s.currency}`}
              </Link>
            ),
          },
          { header: 'Opening', align: 'end', cell: (s) => formatMoney(s.opening) },
          { header: 'Closing', align: 'end', cell: (s) => formatMoney(s.closing) },
          { header: 'Due date', cell: (s) => s.due_date ?? 'When the month ends' },
          {
            header: 'Status',
            cell: (s) =>
              s.overdue ? (
                <StatusBadge status="overdue" label="Overdue" size="sm" />
              ) : (
                <StatusBadge status={s.status} label={DEALER_STATEMENT_STATUS_LABELS[s.status]} size="sm" />
              ),
          },
        ]}
      />
    </Stack>
  )
}
