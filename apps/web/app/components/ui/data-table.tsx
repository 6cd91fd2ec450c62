import type { Key, ReactNode } from 'react'
import classes from './data-table.module.css'

export type DataTableColumn<Row> = {
  /** Column header; also the label of the value when the row is a card. */
  header: string
  cell: (row: Row) => ReactNode
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end'
  /** The row's title: the first line of its card, without a label. */
  primary?: boolean
}

type DataTableProps<Row> = {
  /** What the table lists, for screen readers ("Your tunes"). */
  label: string
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  columns: readonly DataTableColumn<Row>[]
  /** The row's actions (Download, Open): the last column, and the foot of each card, always in view. */
  actions?: (row: Row) => ReactNode
  /** The header of the actions column (read by screen readers, not shown). */
  actionsLabel?: string
}

/**
 * A table on wide screens that reflows into one card per row where it has less than 600 px (a container
 * query, so a narrow column reflows too): no sideways scroll, the actions at the foot of every card. The
 * explicit ARIA roles keep it a table for screen readers when the cards' CSS drops the table display.
 */
export function DataTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  actionsLabel = 'Actions',
}: DataTableProps<Row>) {
  return (
    <div className={classes.frame}>
      <table className={classes.table} role="table" aria-label={label}>
        <thead role="rowgroup" className={classes.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th role="columnheader" scope="col" data-align="end">
                <span className="visually-hidden">{actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={classes.row}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-align={column.align}
                  data-primary={column.primary || undefined}
                  className={classes.cell}
                >
                  {column.primary ? null : (
                    <span className={classes.cardLabel} aria-hidden>
                      {column.header}
                    </span>
                  )}
                  <div className={classes.value}>{column.cell(row)}</div>
                </td>
              ))}
              {actions ? (
                <td role="cell" data-align="end" className={classes.actions}>
                  <div className={classes.actionsInner}>{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
