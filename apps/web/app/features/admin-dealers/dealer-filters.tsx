import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import {
  DEALER_PRICE_TIER_LABELS,
  DEALER_PRICE_TIERS,
  DEALER_STATUS_LABELS,
  DEALER_STATUSES,
} from '@shop/domain/dealers'
import { useState } from 'react'

export const DEALER_FILTER_KEYS = ['q', 'status', 'price_tier'] as const

type Filters = Partial<Record<(typeof DEALER_FILTER_KEYS)[number], string>>

/** The dealer list's filters: status and tier apply at once; the search on Enter or Search. */
export function DealerFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [q, setQ] = useState(filters.q ?? '')
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        aria-label="Find a dealer"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ q: q.trim() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="Name or address"
            placeholder="redline"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <NativeSelect
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.currentTarget.value || null })}
        data={[
          { value: '', label: 'Every status' },
          ...DEALER_STATUSES.map((status) => ({ value: status, label: DEALER_STATUS_LABELS[status] })),
        ]}
      />
      <NativeSelect
        label="Price tier"
        value={filters.price_tier ?? ''}
        onChange={(event) => onChange({ price_tier: event.currentTarget.value || null })}
        data={[
          { value: '', label: 'Every tier' },
          ...DEALER_PRICE_TIERS.map((tier) => ({ value: tier, label: DEALER_PRICE_TIER_LABELS[tier] })),
        ]}
      />
    </Group>
  )
}
