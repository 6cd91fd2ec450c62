import { Stack } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { DataTable } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/disbursements'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Disbursements') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/disbursements', { params: { path: { slug: params.slug } } }),
  )
}

/** `/dealer/{slug}/disbursements` (issue 25 item 2): what the shop paid out to the dealer, newest first. */
export default function DealerDisbursements({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Disbursements" lead="What the shop paid out to you from your balance." />
      {loaderData.data.length === 0 ? (
        <EmptyState
          title="No disbursements yet"
          text="When the shop pays money out of your balance to you, each payment is listed here with its date."
        />
      ) : (
        <DataTable
          label="Disbursements"
          rows={loaderData.data}
          rowKey={(row) => row.transaction_id}
          columns={[
            { header: 'Date', cell: (row) => row.at.slice(0, 10) },
            { header: 'Description', primary: true, cell: (row) => row.memo },
            { header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount) },
          ]}
        />
      )}
    </Stack>
  )
}
