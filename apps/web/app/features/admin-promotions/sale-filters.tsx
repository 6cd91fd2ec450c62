import { Group, NativeSelect } from '@mantine/core'
import { SALE_STATUS_LABELS, SALE_STATUSES, SALE_TYPE_ADMIN_LABELS } from '@shop/domain/admin-promotions'
import { SALE_TYPES } from '@shop/domain/store'

export const SALE_FILTER_KEYS = ['status', 'type'] as const

type Filters = Partial<Record<(typeof SALE_FILTER_KEYS)[number], string>>

/** The sale list's filters, each applied at once. */
export function SaleFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Record<string, string | null>) => void
}) {
  const select = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Status"
        value={filters.status ?? ''}
        onChange={select('status')}
        data={[
          { value: '', label: 'Any status' },
          ...SALE_STATUSES.map((value) => ({ value, label: SALE_STATUS_LABELS[value] })),
        ]}
      />
      <NativeSelect
        label="Type"
        value={filters.type ?? ''}
        onChange={select('type')}
        data={[
          { value: '', label: 'Every type' },
          ...SALE_TYPES.map((value) => ({ value, label: SALE_TYPE_ADMIN_LABELS[value] })),
        ]}
      />
    </Group>
  )
}
