import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import type { Schema } from '../../lib/api-client'

type Balance = Schema<'DealerBalance'>

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="xl" data-testid={testId}>
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** The dealer's money per currency (balance, what it owes, its limit, what it may still spend) and its credits. */
export function MoneyPositionCards({ balance }: { balance: Balance }) {
  return (
    <Stack gap="md">
      {balance.money.map((position) => (
        <section key={position.currency} aria-labelledby={`position-${position.currency}`}>
          <Title order={2} size="h4" id={`position-${position.currency}`} mb="xs">
            {position.currency} account
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label="Balance"
              value={formatMoney(position.balance)}
              hint={
                position.balance.amount_minor < 0
                  ? 'Below zero: owed to the shop'
                  : position.balance.amount_minor > 0
                    ? 'Paid ahead'
                    : undefined
              }
              testId={`balance-${position.currency}`}
            />
            <Figure label="Owed" value={formatMoney(position.owed)} testId={`owed-${position.currency}`} />
            <Figure label="Credit limit" value={formatMoney(position.credit_limit)} />
            <Figure
              label="Available to spend"
              value={formatMoney(position.available)}
              testId={`available-${position.currency}`}
            />
          </SimpleGrid>
        </section>
      ))}
      <section aria-labelledby="dealer-credits">
        <Title order={2} size="h4" id="dealer-credits" mb="xs">
          Tune credits held
        </Title>
        <SimpleGrid cols={{ base: 3 }}>
          {TUNE_CREDIT_KINDS.map((kind) => (
            <Figure key={kind} label={`${TUNE_CREDIT_LABELS[kind]} credits`} value={String(balance.credits[kind])} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  )
}
