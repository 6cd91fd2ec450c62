import 'mantine-datatable/styles.css'
import { Button, Checkbox, Group, Menu, Stack } from '@mantine/core'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { sortParamOf, sortStatusOf, type TableChange, type TableUrlState } from './table-url-state'

export type AdminTableColumn<T> = DataTableColumn<T> & {
  accessor: string
  /** The column names the row (its number): never hidden. */
  primary?: boolean
}

type AdminTableProps<T> = {
  /** The table's name for screen readers ("Orders"). */
  label: string
  columns: readonly AdminTableColumn<T>[]
  records: readonly T[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  idAccessor: keyof T & string
  onRowClick?: (record: T) => void
  /** While the next page or filter loads: the rows stay, shown as busy. */
  fetching?: boolean
  /** What is shown when no row matches (an EmptyState). */
  empty: React.ReactNode
}

const PAGE_SIZES = [20, 50, 100]

/**
 * The back office's data table (decision 0088): mantine-datatable drawn from state kept in the URL. The server
 * pages, sorts and filters; this shows one page, its sort headers, the page links and a column chooser.
 */
export function AdminTable<T>({
  label,
  columns,
  records,
  total,
  state,
  onChange,
  idAccessor,
  onRowClick,
  fetching,
  empty,
}: AdminTableProps<T>) {
  const hidden = new Set(state.hidden)
  const sortStatus = sortStatusOf(state.sort)
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" size="compact-md">
              Columns
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {columns
              .filter((column) => !column.primary)
              .map((column) => (
                <Menu.Item key={column.accessor} component="div">
                  <Checkbox
                    label={column.title}
                    checked={!hidden.has(column.accessor)}
                    onChange={(event) => {
                      const next = new Set(hidden)
                      if (event.currentTarget.checked) next.delete(column.accessor)
                      else next.add(column.accessor)
                      onChange({ hidden: [...next] })
                    }}
                  />
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <DataTable<T>
        aria-label={label}
        withTableBorder
        borderRadius="md"
        highlightOnHover={Boolean(onRowClick)}
        minHeight={total === 0 ? 180 : undefined}
        idAccessor={idAccessor}
        columns={columns.map((column) => ({ ...column, hidden: hidden.has(column.accessor) && !column.primary }))}
        records={[...records]}
        fetching={fetching}
        noRecordsText=""
        emptyState={total === 0 ? empty : undefined}
        totalRecords={total}
        recordsPerPage={state.perPage}
        page={state.page}
        onPageChange={(page) => onChange({ page })}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(perPage) => onChange({ perPage })}
        recordsPerPageLabel="Rows per page"
        paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
        sortStatus={sortStatus ?? { columnAccessor: '', direction: 'desc' }}
        onSortStatusChange={(status) =>
          onChange({ sort: sortParamOf(status as { columnAccessor: string; direction: 'asc' | 'desc' }) })
        }
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      />
    </Stack>
  )
}
