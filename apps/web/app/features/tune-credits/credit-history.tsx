import { TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import classes from './credit-history.module.css'
import type { Schema } from '../../lib/api-client'

type CreditHistoryEntry = Schema<'TuneCreditHistoryEntry'>

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

const COLUMNS: DataTableColumn<CreditHistoryEntry>[] = [
  { header: 'What', primary: true, cell: (entry) => entry.memo },
  {
    header: 'Date (UTC)',
    cell: (entry) => <time dateTime={entry.created_at}>{dateFormat.format(new Date(entry.created_at))}</time>,
  },
  { header: 'Kind', cell: (entry) => `${TUNE_CREDIT_LABELS[entry.credit_kind]} credit` },
  {
    header: 'Request',
    cell: (entry) =>
      entry.tune_request_id === null ? (
        '—'
      ) : (
        <Link to={paths.tuneRequest(entry.tune_request_id)}>#{entry.tune_request_id}</Link>
      ),
  },
  {
    header: 'Credits',
    align: 'end',
    cell: (entry) => (
      <span className={classes.amount} data-sign={entry.amount > 0 ? 'in' : 'out'}>
        {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
      </span>
    ),
  },
]

/** The ledger entries behind the balances, newest first: date, memo, kind and the signed amount. */
export function CreditHistory({ entries }: { entries: CreditHistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState
        level={3}
        title="No credits yet"
        text="Claim a code above, or ask your dealer for one with your install."
      />
    )
  }
  return <DataTable label="Credit history" rows={entries} rowKey={(entry) => entry.id} columns={COLUMNS} />
}
