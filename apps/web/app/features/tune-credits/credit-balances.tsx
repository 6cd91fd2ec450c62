import { Paper, SimpleGrid, Text } from '@mantine/core'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS, type CreditAmounts } from '@shop/domain/ledger'

const DESCRIPTIONS = {
  ecu: 'Engine tunes (stage 1, stage 2, E85 and more)',
  tcu: 'Transmission tunes (DSG, ZF and other TCUs)',
  awd: 'All-wheel-drive tunes (Haldex and torque-split maps)',
} as const

/** One tile per credit kind: ECU, TCU and AWD balances. */
export function CreditBalances({ balances }: { balances: CreditAmounts }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {TUNE_CREDIT_KINDS.map((kind) => (
        <Paper key={kind} withBorder radius="md" p="md">
          <Text size="sm" fw={600} c="dimmed">
            {TUNE_CREDIT_LABELS[kind]} credits
          </Text>
          <Text fz={32} fw={700} lh={1.2} data-testid={`balance-${kind}`}>
            {balances[kind]}
          </Text>
          <Text size="xs" c="dimmed">
            {DESCRIPTIONS[kind]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
