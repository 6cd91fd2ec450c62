import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import {
  ADMIN_ORDER_KIND_LABELS,
  ADMIN_ORDER_KINDS,
  ADMIN_PAYMENT_STATE_LABELS,
  ADMIN_PAYMENT_STATES,
} from '@shop/domain/admin-orders'
import { useState } from 'react'

export const ORDER_FILTER_KEYS = ['payment', 'kind', 'currency', 'from', 'to', 'customer'] as const

type Filters = Partial<Record<(typeof ORDER_FILTER_KEYS)[number], string>>

/** The order list's filters: each select applies at once; the customer search on Enter or Search. */
export function OrderFilters({
  filters,
  currencies,
  onChange,
}: {
  filters: Filters
  currencies: readonly string[]
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [customer, setCustomer] = useState(filters.customer ?? '')
  const select = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  const date = (key: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Payment"
        value={filters.payment ?? ''}
        onChange={select('payment')}
        data={[
          { value: '', label: 'Any payment state' },
          ...ADMIN_PAYMENT_STATES.map((state) => ({ value: state, label: ADMIN_PAYMENT_STATE_LABELS[state] })),
        ]}
      />
      <NativeSelect
        label="Kind"
        value={filters.kind ?? ''}
        onChange={select('kind')}
        data={[
          { value: '', label: 'Every kind' },
          ...ADMIN_ORDER_KINDS.map((kind) => ({ value: kind, label: ADMIN_ORDER_KIND_LABELS[kind] })),
        ]}
      />
      <NativeSelect
        label="Currency"
        value={filters.currency ?? ''}
        onChange={select('currency')}
        data={[{ value: '', label: 'Any currency' }, ...currencies]}
      />
      <TextInput type="date" label="From" value={filters.from ?? ''} onChange={date('from')} />
      <TextInput type="date" label="To" value={filters.to ?? ''} onChange={date('to')} />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ customer: customer.trim() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="Customer"
            placeholder="E-mail or dealer"
            value={customer}
            onChange={(event) => setCustomer(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
    </Group>
  )
}
