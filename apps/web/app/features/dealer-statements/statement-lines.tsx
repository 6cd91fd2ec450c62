import type { DealerStatementDetail } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { DataTable } from '../../components/ui/data-table'

type Line = DealerStatementDetail['lines'][number]
type Row = { key: string; date: string; description: string; amount: string; balance: string; total?: boolean }

/** A statement's body: the opening balance, every posting with the balance after it, the closing balance. */
export function StatementLines({ statement }: { statement: DealerStatementDetail }) {
  const rows: Row[] = [
    {
      key: 'opening',
      date: statement.period_start,
      description: 'Opening balance',
      amount: '',
      balance: formatMoney(statement.opening),
      total: true,
    },
    ...statement.lines.map((line: Line) => ({
      key: line.transaction_id,
      date: line.at.slice(0, 10),
      description: line.memo ? `${line.kind_label}: ${line.memo}` : line.kind_label,
      amount: formatMoney(line.amount),
      balance: formatMoney(line.balance),
    })),
    {
      key: 'closing',
      date: statement.period_last_day,
      description: statement.status === 'open' ? 'Balance so far' : 'Closing balance',
      amount: '',
      balance: formatMoney(statement.closing),
      total: true,
    },
  ]
  return (
    <DataTable
      label={`Postings of ${statement.number ?? 'this month’s open statement'}`}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { header: 'Date', cell: (row) => row.date },
        {
          header: 'Description',
          primary: true,
          cell: (row) => (row.total ? <strong>{row.description}</strong> : row.description),
        },
        { header: 'Amount', align: 'end', cell: (row) => row.amount },
        {
          header: 'Balance',
          align: 'end',
          cell: (row) => (row.total ? <strong>{row.balance}</strong> : row.balance),
        },
      ]}
    />
  )
}

/** "October 2026" for a period starting 2026-10-01. */
export function periodLabel(periodStart: string): string {
  return new Date(`${periodStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
