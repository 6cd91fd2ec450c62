import { Box, Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A chart's figures as a table (decision 0095): for screen readers and for reading exact values, folded under the
 * chart so that the page stays short.
 */
export function FigureTable({
  summary,
  columns,
  rows,
  open = false,
}: {
  /** Unfolded from the start: a section that is only a table. */
  open?: boolean
  summary: string
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
}) {
  return (
    <details open={open}>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--ts-text-sm)' }}>{summary}</summary>
      {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <Box mt="xs" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={summary}>
        <Table striped withTableBorder fz="sm" miw={320}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={column} ta={index === 0 ? 'left' : 'right'}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>No figures in this range.</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <Table.Td key={index} ta={index === 0 ? 'left' : 'right'}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
    </details>
  )
}
