import { Stack, Table, Text } from '@mantine/core'
import { formatRatio, type ThemeCheckResult } from '@shop/domain/brand-theme'

// Text colours of the result, above 4.5:1 on white themselves (green 6.5:1, red 7.5:1).
const PASS = '#1e6b30'
const FAIL = '#a61b1b'

/** The WCAG checks of the colours as typed: each pair, its ratio and whether it passes, in words and a sign. */
export function ContrastChecks({ results }: { results: ThemeCheckResult[] }) {
  return (
    <Stack gap={4}>
      <Table verticalSpacing={6} aria-label="Contrast checks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Where the colours meet</Table.Th>
            <Table.Th>Contrast</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((result) => (
            <Table.Tr key={result.id} data-check={result.id}>
              <Table.Td>
                <Text size="sm">{result.label}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatRatio(result.ratio)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={result.passes ? PASS : FAIL} style={{ whiteSpace: 'nowrap' }}>
                  {result.passes ? '✓ Passes' : `✗ Fails (${result.minimum}:1 needed)`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        WCAG 2.x AA asks 4.5:1 for text. The shop’s greys and the dark header stay as they are; only these pairs change
        with the theme.
      </Text>
    </Stack>
  )
}
