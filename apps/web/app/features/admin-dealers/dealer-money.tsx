import { Stack, Text } from '@mantine/core'
import type { AdminDealerPosition } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'

/** An amount in minor units of a currency, as the shop writes money. */
export const money = (amount_minor: number, currency: string) => formatMoney({ amount_minor, currency })

export const STANDING_LABELS: Record<AdminDealerPosition['standing'], string> = {
  within: 'Within limit',
  near: 'Near its limit',
  over: 'Past its limit',
}
/** The standing as a status colour: near is a warning, past the limit an error (docs/design.md "Status colours"). */
export const STANDING_STATUS: Record<AdminDealerPosition['standing'], string> = {
  within: 'active',
  near: 'pending',
  over: 'failed',
}

/** A dealer's balances, one line per currency: below zero it owes the shop. */
export function Balances({ positions }: { positions: readonly AdminDealerPosition[] }) {
  if (positions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    )
  return (
    <Stack gap={0}>
      {positions.map((p) => (
        <Text key={p.currency} size="sm" c={p.standing === 'within' ? undefined : 'red.8'}>
          {money(p.balance_minor, p.currency)}
        </Text>
      ))}
    </Stack>
  )
}

/** A dealer's credit limits, one line per currency. */
export function Limits({ positions }: { positions: readonly AdminDealerPosition[] }) {
  const limited = positions.filter((p) => p.credit_limit_minor > 0)
  if (limited.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No credit
      </Text>
    )
  return (
    <Stack gap={0}>
      {limited.map((p) => (
        <Text key={p.currency} size="sm">
          {money(p.credit_limit_minor, p.currency)}
        </Text>
      ))}
    </Stack>
  )
}
